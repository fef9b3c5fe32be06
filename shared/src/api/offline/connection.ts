/**
 * Whether the page is offline, as the person should be told (ADR 0123): the browser says it has no network, or a call
 * could not reach the API and was answered from what this browser saved. One small store, no React: the shell's
 * banner subscribes, the API client reports.
 */
export interface ConnectionState {
  /** navigator.onLine is false. */
  browserOffline: boolean;
  /** The last call that needed the network could not reach it, and a saved answer stood in. */
  showingSaved: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ConnectionState = { browserOffline: false, showingSaved: false };

function set(patch: Partial<ConnectionState>): void {
  const next = { ...state, ...patch };
  if (next.browserOffline === state.browserOffline && next.showingSaved === state.showingSaved) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** navigator.onLine, where there is a navigator (the HTML host's server render has none: online). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

let watching = false;
function watchBrowser(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  state = { ...state, browserOffline: isBrowserOffline() };
  window.addEventListener('offline', () => set({ browserOffline: true }));
  // Back online: what is shown is still the saved copy until the page asks again; the next answer from the API clears it.
  window.addEventListener('online', () => set({ browserOffline: false }));
}

export function connectionState(): ConnectionState {
  watchBrowser();
  return state;
}

/** Offline as a person sees it: no network, or saved answers on the screen. */
export function isOffline(): boolean {
  const { browserOffline, showingSaved } = connectionState();
  return browserOffline || showingSaved;
}

export function subscribeConnection(listener: Listener): () => void {
  watchBrowser();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The API client: a saved answer stood in for the network (true), or the API answered again (false). */
export function reportSavedAnswer(showingSaved: boolean): void {
  set({ showingSaved });
}

/** Tests: back to online, and the browser read again. */
export function resetConnection(): void {
  state = { browserOffline: isBrowserOffline(), showingSaved: false };
}
