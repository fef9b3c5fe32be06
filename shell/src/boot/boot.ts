import { configureApi, getSession, loadRuntimeConfig } from '@clipyard/shared';
import { startFirebaseAuth } from '../auth/firebase-auth';
import { isOldAndroidBrowser } from '../auth/old-android';
import { setupRemotes } from '../federation/remotes';
import { setupShellI18n } from '../i18n/setup';
import { registerServiceWorker } from '../sw/register-service-worker';
import { preloadCurrentRemote } from './preload';

/** A boot step may ask for a redirect: the browser goes there and the app is not mounted. */
export type BootOutcome = { mount: true } | { mount: false; redirectTo: string };

/** Old hash links (/#/channel) become history-mode paths (SPEC section 2: no hash). */
function hashRedirect(): string | null {
  const { hash } = window.location;
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/** The one initial setup step: runtime configuration, the API base, i18n, remotes.json. */
async function setup(): Promise<void> {
  const config = await loadRuntimeConfig('/config.json');
  configureApi({ baseUrl: () => config.apiBaseUrl });
  setupShellI18n(getSession().language);
  await setupRemotes('/remotes.json');
}

/** The three startup routines after a successful setup. */
function startupRoutines(): void {
  startFirebaseAuth();
  void registerServiceWorker();
  preloadCurrentRemote();
}

/**
 * Fallback when setup fails (e.g. remotes.json unreachable): the shell still starts with its own
 * pages and sign-in; remote areas show their localized fallback with a retry button.
 */
function fallbackRoutine(error: unknown): void {
  console.error('[boot] setup failed, starting without remotes', error);
  setupShellI18n(getSession().language);
  startFirebaseAuth();
}

export async function boot(): Promise<BootOutcome> {
  const redirectTo = hashRedirect();
  if (redirectTo) {
    window.location.replace(redirectTo);
    return { mount: false, redirectTo };
  }
  // Flagged for styles and support questions (SPEC section 9); nothing is refused.
  if (isOldAndroidBrowser(navigator.userAgent)) document.documentElement.dataset.oldAndroid = 'true';
  let ok = true;
  try {
    await setup();
  } catch (error) {
    ok = false;
    fallbackRoutine(error);
  }
  if (ok) startupRoutines();
  return { mount: true };
}
