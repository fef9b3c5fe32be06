import * as bootModule from './boot';
import { maintenanceStore } from './maintenance-store';

// The routines' own work is tested where it lives; here only which of them run, and when.
const calls: string[] = [];
jest.mock('../auth/firebase-auth', () => ({ startFirebaseAuth: () => calls.push('auth') }));
jest.mock('../service-worker/register-service-worker', () => ({ registerServiceWorker: async () => calls.push('service-worker') }));
jest.mock('./preload', () => ({ preloadCurrentRemote: () => calls.push('preload') }));
let remotesFail = false;
jest.mock('../federation/remotes', () => ({
  setupRemotes: async () => {
    calls.push('remotes.json');
    if (remotesFail) throw new Error('/remotes.json: HTTP 404');
    return {};
  },
}));

/** How the API answers is-online, attempt after attempt ('down' = no answer at all). */
let answers: ('online' | 'maintenance' | 'down')[] = [];
let isOnlineAsked = 0;

beforeEach(() => {
  calls.length = 0;
  remotesFail = false;
  isOnlineAsked = 0;
  maintenanceStore.setState({ down: false, nextAttemptAt: null });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/config.json')) return new Response(JSON.stringify({ apiBaseUrl: 'http://api.test/' }), { status: 200 });
    if (url === 'http://api.test/is-online') {
      isOnlineAsked += 1;
      const answer = answers.shift() ?? 'online';
      if (answer === 'down') throw new TypeError('Failed to fetch');
      if (answer === 'maintenance') return new Response(JSON.stringify({ isSuccessful: false, errorCode: 'MAINTENANCE', message: 'down' }), { status: 503 });
      return new Response(JSON.stringify({ isSuccessful: true, isOnline: true, serverTime: new Date().toISOString() }), { status: 200 });
    }
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;
});

// Through the module object, as the bootstrap calls it.
async function loadBoot() {
  return bootModule;
}

/** A sleep that records the waits and returns at once. */
function instantSleep(waits: number[]) {
  return async (ms: number) => {
    waits.push(ms);
    expect(maintenanceStore.getState().down).toBe(true);
  };
}

test('the boot code names one initial setup step, three startup routines and one fallback routine', async () => {
  const boot = await loadBoot();
  expect(boot.initialSetup.name).toBe('initialSetup');
  expect(boot.startupRoutines.map((routine) => routine.name)).toEqual(['startAuth', 'startServiceWorker', 'preloadRemote']);
  expect(boot.fallbackRoutine.name).toBe('fallbackRoutine');
});

test('setup succeeds (is-online answers, remotes.json loads): the three startup routines run, no dialog', async () => {
  answers = ['online'];
  const { boot } = await loadBoot();
  const outcome = await boot();
  await outcome.settled;
  expect(outcome.mount).toBe(true);
  expect(isOnlineAsked).toBe(1);
  expect(calls).toEqual(['remotes.json', 'auth', 'service-worker', 'preload']);
  expect(maintenanceStore.getState().down).toBe(false);
});

test.each([
  ['answers MAINTENANCE', 'maintenance'],
  ['does not answer', 'down'],
] as const)('the API %s: the maintenance dialog shows and is-online is asked again until it answers', async (_, failure) => {
  answers = [failure, failure, failure, 'online'];
  const { boot, MAINTENANCE_RETRY_MS } = await loadBoot();
  const waits: number[] = [];
  const outcome = await boot({ sleep: instantSleep(waits) });
  // Mounted at once, under the dialog; nothing that needs the API has started.
  expect(outcome.mount).toBe(true);
  expect(maintenanceStore.getState().down).toBe(true);
  expect(calls).toEqual(['remotes.json']);
  await outcome.settled;
  expect(isOnlineAsked).toBe(4);
  expect(waits).toEqual([MAINTENANCE_RETRY_MS.first, MAINTENANCE_RETRY_MS.first * 2, MAINTENANCE_RETRY_MS.first * 4]);
  // Back: the dialog closes and the startup routines run.
  expect(maintenanceStore.getState().down).toBe(false);
  expect(calls).toEqual(['remotes.json', 'auth', 'service-worker', 'preload']);
});

test('the waits double up to a minute and no further', async () => {
  answers = Array.from({ length: 8 }, () => 'maintenance' as const);
  const { boot, MAINTENANCE_RETRY_MS } = await loadBoot();
  const waits: number[] = [];
  await (await boot({ sleep: instantSleep(waits) })).settled;
  expect(waits).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000, 60_000]);
  expect(Math.max(...waits)).toBe(MAINTENANCE_RETRY_MS.max);
});

test('"Try now" in the dialog ends the wait at once', async () => {
  answers = ['maintenance', 'online'];
  const { boot } = await loadBoot();
  const outcome = await boot({
    // A wait that never ends by itself: only the dialog's button can end it.
    sleep: (_ms, wake) => new Promise<void>((resolve) => wake(resolve)),
  });
  expect(maintenanceStore.getState().nextAttemptAt).not.toBeNull();
  maintenanceStore.getState().retryNow();
  await outcome.settled;
  expect(maintenanceStore.getState().down).toBe(false);
  expect(calls).toContain('preload');
});

test('remotes.json unreachable while the API answers: the fallback starts sign-in without remotes, no dialog', async () => {
  remotesFail = true;
  answers = ['online'];
  const { boot } = await loadBoot();
  const outcome = await boot();
  await outcome.settled;
  expect(outcome.mount).toBe(true);
  expect(calls).toEqual(['remotes.json', 'auth']);
  expect(maintenanceStore.getState().down).toBe(false);
});

test('the browser is offline: not maintenance; the startup routines run at once and the site opens from what it kept', async () => {
  // ADR 0123: is-online is not even sent (the API client answers OFFLINE); no dialog, the offline banner says it.
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    answers = ['down'];
    const { boot } = await loadBoot();
    const outcome = await boot({ sleep: () => Promise.reject(new Error('no maintenance wait when offline')) });
    await outcome.settled;
    expect(outcome.mount).toBe(true);
    expect(isOnlineAsked).toBe(0);
    expect(maintenanceStore.getState().down).toBe(false);
    expect(calls).toEqual(['remotes.json', 'auth', 'service-worker', 'preload']);
  } finally {
    onLine.mockRestore();
  }
});
