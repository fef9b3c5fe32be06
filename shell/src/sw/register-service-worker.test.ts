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
    controller: hasController ? {} : null,
    register: jest.fn(async () => registration),
    getRegistrations: jest.fn(async () => [{ unregister }]),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const install = () => {
    for (const l of registration.listeners) l(); // updatefound
    installing.state = 'installed';
    for (const l of installing.listeners) l(); // statechange
  };
  return { container, unregister, install };
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

test('first install: registered, then cached; no reload', async () => {
  answer(200, 'application/javascript');
  const { events, reload, container, install } = await run(false);
  expect(container.register).toHaveBeenCalledWith('/sw.js');
  install();
  expect(events).toEqual(['registered', 'cached']);
  expect(reload).not.toHaveBeenCalled();
});

test('an update while a controller exists: updated, and the page reloads', async () => {
  answer(200, 'text/javascript');
  const { events, reload, install } = await run(true);
  install();
  expect(events).toEqual(['registered', 'updated']);
  expect(reload).toHaveBeenCalledTimes(1);
});
