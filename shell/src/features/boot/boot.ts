import { callApiResult, configureApi, getSession, loadRuntimeConfig } from '@clipyard/shared';
import { startFirebaseAuth, isOldAndroidBrowser } from '../auth';
import { setupRemotes } from '../federation';
import { setupShellI18n } from '../../i18n/setup';
import { registerServiceWorker, reportServiceWorkerEvent } from '../service-worker';
import { forgetAnswersOnSignOut } from '../offline';
import { endFirstView, watchFirstView } from '../first-view';
import { maintenanceStore } from './maintenance-store';
import { preloadCurrentRemote } from './preload';

/**
 * Start-up as SPEC section 4 says (ADR 0103): one initial setup step is tried; on success three startup routines
 * run, on failure a fallback routine runs. If a boot step requests a redirect, the browser navigates there and the
 * app is not mounted.
 */
export type BootOutcome = { mount: true } | { mount: false; redirectTo: string };

/** The API answered that it is in maintenance (503 MAINTENANCE) or did not answer at all. */
export class ApiUnavailableError extends Error {
  constructor(readonly errorCode: string) {
    super(`is-online: ${errorCode}`);
    this.name = 'ApiUnavailableError';
  }
}

/** Waits between is-online attempts while the API is down: 3 s, doubling, at most 60 s. */
export const MAINTENANCE_RETRY_MS = { first: 3_000, max: 60_000 };

export interface BootOptions {
  /** The wait between is-online attempts (tests make it instant); it ends early when `wake` is called. */
  sleep?: (ms: number, wake: (resolve: () => void) => void) => Promise<void>;
}

function defaultSleep(ms: number, wake: (resolve: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Old hash links (/#/channel) become history-mode paths (SPEC section 2: no hash). */
function hashRedirect(): string | null {
  const { hash } = window.location;
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/** Asks is-online; throws ApiUnavailableError for maintenance or no answer. */
async function askIsOnline(): Promise<void> {
  const answer = await callApiResult('is-online');
  if (!answer.ok) throw new ApiUnavailableError(answer.errorCode);
}

/**
 * The one initial setup step: runtime configuration, the API base, i18n, then is-online asked and remotes.json
 * registered side by side. The API's answer decides first: a site whose API is down is in maintenance.
 */
export async function initialSetup(): Promise<void> {
  const config = await loadRuntimeConfig('/config.json');
  configureApi({ baseUrl: () => config.apiBaseUrl });
  await setupShellI18n(getSession().language);
  const [online, remotes] = await Promise.allSettled([askIsOnline(), setupRemotes('/remotes.json')]);
  if (online.status === 'rejected') throw online.reason;
  if (remotes.status === 'rejected') throw remotes.reason;
}

/** The three startup routines after a successful setup, in this order. */
export const startupRoutines = [
  function startAuth() {
    startFirebaseAuth();
    // A person's answers kept for offline use leave with them (ADR 0123).
    forgetAnswersOnSignOut();
  },
  function startServiceWorker() {
    void registerServiceWorker(reportServiceWorkerEvent);
  },
  function preloadRemote() {
    preloadCurrentRemote();
  },
] as const;

function runStartupRoutines(): void {
  for (const routine of startupRoutines) routine();
}

/**
 * Keeps asking is-online while the maintenance dialog is up (3 s, doubling to 60 s; the dialog's button asks at
 * once); resolves when the API answers that it is online.
 */
async function waitUntilOnline(sleep: NonNullable<BootOptions['sleep']>): Promise<void> {
  let delay = MAINTENANCE_RETRY_MS.first;
  for (;;) {
    maintenanceStore.setState({ down: true, nextAttemptAt: Date.now() + delay });
    await sleep(delay, (wake) => maintenanceStore.setState({ retryNow: wake }));
    maintenanceStore.setState({ nextAttemptAt: null, retryNow: () => undefined });
    try {
      await askIsOnline();
      return;
    } catch (error) {
      console.warn('[boot] the API is still unavailable', error);
      delay = Math.min(delay * 2, MAINTENANCE_RETRY_MS.max);
    }
  }
}

/**
 * The fallback routine when the initial setup failed. The API down or in maintenance: the maintenance dialog shows
 * and is-online is asked again until it answers, then the dialog closes and the startup routines run. Anything
 * else (remotes.json unreachable): the shell starts with its own pages and sign-in; remote areas show their
 * localized fallback with a retry button.
 */
export function fallbackRoutine(error: unknown, options: BootOptions = {}): Promise<void> {
  // boot() has awaited the strings before mounting; asked here too (idempotent) for a setup that failed before
  // i18n. Not awaited first: the maintenance dialog's state is set at once, before the app mounts.
  const strings = setupShellI18n(getSession().language);
  // The page the HTML's first view stands in for is not coming now: what the shell shows instead must be seen.
  endFirstView();
  if (error instanceof ApiUnavailableError && error.errorCode === 'OFFLINE') {
    // The browser is offline (ADR 0123): not maintenance. The site opens read-only from what this browser kept (the
    // service worker's pages and files, the calls' last answers) and the offline banner says so.
    console.info('[boot] offline: opening the pages and answers this browser kept');
    runStartupRoutines();
    return strings.then(() => undefined);
  }
  if (error instanceof ApiUnavailableError) {
    console.error('[boot] the API is down for maintenance or does not answer', error);
    return Promise.all([strings, waitUntilOnline(options.sleep ?? defaultSleep)]).then(() => {
      maintenanceStore.setState({ down: false, nextAttemptAt: null });
      runStartupRoutines();
    });
  }
  console.error('[boot] setup failed, starting without remotes', error);
  startFirebaseAuth();
  return strings.then(() => undefined);
}

/** Boots the shell; the returned `settled` ends when the fallback routine has brought the site back (tests). */
export async function boot(options: BootOptions = {}): Promise<BootOutcome & { settled?: Promise<void> }> {
  const redirectTo = hashRedirect();
  if (redirectTo) {
    window.location.replace(redirectTo);
    return { mount: false, redirectTo };
  }
  // Flagged for styles and support questions (SPEC section 9); nothing is refused.
  if (isOldAndroidBrowser(navigator.userAgent)) document.documentElement.dataset.oldAndroid = 'true';
  watchFirstView();
  try {
    await initialSetup();
  } catch (error) {
    // The app mounts either way (the maintenance dialog shows over it while the API is down), but only once the
    // reader's strings are there: a Japanese first render never flashes English.
    const settled = fallbackRoutine(error, options);
    await setupShellI18n(getSession().language);
    return { mount: true, settled };
  }
  runStartupRoutines();
  return { mount: true, settled: Promise.resolve() };
}
