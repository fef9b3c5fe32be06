import { registerServiceWorker, type ServiceWorkerEvent } from './register-service-worker';

type Listener = () => void;

function fakeWorker(hasController: boolean) {
  const installing = { state: 'installing', listeners: [] as Listener[], addEventListener: (_: string, l: Listener) => installing.listeners.push(l) };
  const registration = {
    installing,
    listeners: [] as Listener[],
    addEventListener: (_: string, l: Listener) => registration.listeners.push(l),
  };
  const unregister = jest.fn(async () => true);
  const container = {
    controller: (hasController ? {} : null) as object | null,
    controllerListeners: [] as { listener: Listener; once: boolean }[],
    addEventListener: (type: string, listener: Listener, options?: { once?: boolean }) => {
      expect(type).toBe('controllerchange');
      container.controllerListeners.push({ listener, once: options?.once ?? false });
    },
    register: jest.fn(async () => registration),
    getRegistrations: jest.fn(async () => [{ unregister }]),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const found = () => {
    for (const l of registration.listeners) l(); // updatefound
  };
  const installed = () => {
    installing.state = 'installed';
    for (const l of installing.listeners) l(); // statechange
  };
  const install = () => {
    found();
    installed();
  };
  /** The new worker becomes the page's controller (skipWaiting, then activation or clients.claim()). */
  const takeControl = () => {
    container.controller = installing;
    const listeners = container.controllerListeners;
    container.controllerListeners = listeners.filter((entry) => !entry.once);
    for (const { listener } of listeners) listener(); // controllerchange
  };
  return { container, unregister, found, installed, install, takeControl };
}

function answer(status: number, type: string) {
  global.fetch = jest.fn(async () => new Response(status === 404 ? 'not found' : 'self.addEventListener("fetch", () => {})', { status, headers: { 'content-type': type } })) as never;
}

async function run(hasController: boolean) {
  const events: ServiceWorkerEvent[] = [];
  const reload = jest.fn();
  const worker = fakeWorker(hasController);
  await registerServiceWorker((e) => events.push(e), reload);
  return { events, reload, ...worker };
}

test('on localhost a missing /sw.js (404) unregisters the worker', async () => {
  answer(404, 'text/plain');
  const { events, container, unregister } = await run(false);
  expect(global.fetch).toHaveBeenCalledWith('/sw.js', expect.anything());
  expect(unregister).toHaveBeenCalled();
  expect(container.register).not.toHaveBeenCalled();
  expect(events).toEqual(['unregistered']);
});

test('on localhost a /sw.js that is not JavaScript (the SPA fallback page) unregisters the worker', async () => {
  answer(200, 'text/html; charset=utf-8');
  const { events, unregister } = await run(false);
  expect(unregister).toHaveBeenCalled();
  expect(events).toEqual(['unregistered']);
});

test('first install: registered, then cached; no reload, also when the worker claims the page', async () => {
  answer(200, 'application/javascript');
  const { events, reload, container, install, takeControl } = await run(false);
  expect(container.register).toHaveBeenCalledWith('/sw.js');
  install();
  takeControl();
  expect(events).toEqual(['registered', 'cached']);
  expect(reload).not.toHaveBeenCalled();
});

test('an update while a controller exists: updated, and the page reloads once the new worker controls it', async () => {
  answer(200, 'text/javascript');
  const { events, reload, install, takeControl } = await run(true);
  install();
  expect(events).toEqual(['registered', 'updated']);
  // Installed is when the old worker is being retired: a reload now would go to it (issue 25).
  expect(reload).not.toHaveBeenCalled();
  takeControl();
  expect(reload).toHaveBeenCalledTimes(1);
  takeControl();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('an update whose worker took control before its installed state was seen: the page reloads at once', async () => {
  answer(200, 'text/javascript');
  const { events, reload, found, installed, takeControl } = await run(true);
  found();
  takeControl();
  expect(reload).not.toHaveBeenCalled();
  installed();
  expect(events).toEqual(['registered', 'updated']);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a browser that does not allow service workers (no registration, or a refusal): unavailable, and no console error', async () => {
  answer(200, 'text/javascript');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const blocked = fakeWorker(false);
  blocked.container.register.mockResolvedValueOnce(undefined as never);
  const events: ServiceWorkerEvent[] = [];
  await registerServiceWorker((e) => events.push(e), jest.fn());
  const refused = fakeWorker(false);
  refused.container.register.mockRejectedValueOnce(new DOMException('The user denied permission to use Service Worker.', 'NotSupportedError'));
  await registerServiceWorker((e) => events.push(e), jest.fn());
  expect(events).toEqual(['unavailable', 'unavailable']);
  expect(errors).not.toHaveBeenCalled();
  // Anything else is still the site's own failure, and logged as one.
  const broken = fakeWorker(false);
  broken.container.register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker: a bad script'));
  await registerServiceWorker((e) => events.push(e), jest.fn());
  expect(events.at(-1)).toBe('error');
  expect(errors).toHaveBeenCalledTimes(1);
  errors.mockRestore();
  info.mockRestore();
});

test('offline, a failed update check is no error: nothing logged as one, no error event', async () => {
  answer(200, 'text/javascript');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const offline = fakeWorker(false);
  offline.container.register.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const events: ServiceWorkerEvent[] = [];
  await registerServiceWorker((e) => events.push(e), jest.fn());
  expect(events).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(info).toHaveBeenCalledWith(expect.stringContaining('[sw] offline'));
  onLine.mockRestore();
  errors.mockRestore();
  info.mockRestore();
});

test('a network failure fetching the worker script (the page left mid-check) is no error; a script that will not register still is', async () => {
  answer(200, 'text/javascript');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const left = fakeWorker(false);
  left.container.register.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const events: ServiceWorkerEvent[] = [];
  await registerServiceWorker((e) => events.push(e), jest.fn());
  expect(events).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(info).toHaveBeenCalledWith(expect.stringContaining('could not be fetched this time'));
  errors.mockRestore();
  info.mockRestore();
});
