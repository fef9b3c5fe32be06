import { readFileSync } from 'node:fs';
import path from 'node:path';

/** shell/public/sw-push.js, run against a stand-in of the worker's global scope. */
const source = readFileSync(path.join(__dirname, '..', '..', '..', 'public', 'sw-push.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: jest.Mock }[] = []) {
  const listeners: Record<string, Listener> = {};
  const showNotification = jest.fn(async () => undefined);
  const openWindow = jest.fn(async () => null);
  const self = {
    addEventListener: (type: string, listener: Listener) => void (listeners[type] = listener),
    registration: { showNotification },
    location: { origin: 'https://clipyard.example' },
  };
  const clients = { matchAll: jest.fn(async () => windows), openWindow };
  new Function('self', 'clients', source)(self, clients);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => void (waited = p) });
    await waited;
  };
  return { fire, showNotification, openWindow };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });

test('a push shows the payload as a notification, linking to its page', async () => {
  const sw = worker();
  await sw.fire('push', pushEvent({ title: 'New clip from alice', body: 'Great play', url: '/alice/clip/abc', tag: 'clipyard-7' }));
  expect(sw.showNotification).toHaveBeenCalledWith('New clip from alice', expect.objectContaining({ body: 'Great play', tag: 'clipyard-7', data: { url: '/alice/clip/abc' } }));
});

test('a push without a usable payload still shows something, and never a link off the site', async () => {
  const sw = worker();
  await sw.fire('push', pushEvent('not json'));
  expect(sw.showNotification).toHaveBeenLastCalledWith('Clipyard', expect.objectContaining({ body: '', data: { url: '/' } }));
  await sw.fire('push', pushEvent({ title: 'x', url: '//evil.example/' }));
  expect(sw.showNotification).toHaveBeenLastCalledWith('x', expect.objectContaining({ data: { url: '/' } }));
});

test('a click opens the page, or focuses a tab already on it', async () => {
  const close = jest.fn();
  const sw = worker();
  await sw.fire('notificationclick', { notification: { close, data: { url: '/alice/clip/abc' } } });
  expect(close).toHaveBeenCalled();
  expect(sw.openWindow).toHaveBeenCalledWith('https://clipyard.example/alice/clip/abc');

  const focus = jest.fn();
  const open = worker([{ url: 'https://clipyard.example/alice/clip/abc', focus }]);
  await open.fire('notificationclick', { notification: { close, data: { url: '/alice/clip/abc' } } });
  expect(focus).toHaveBeenCalled();
  expect(open.openWindow).not.toHaveBeenCalled();
});

test('clip request pushes replace each other by tag and alert again; no renotify without a tag (ADR 0118)', async () => {
  const sw = worker();
  await sw.fire('push', pushEvent({ title: '3 clip requests are waiting on alice', body: 'Newest: x', url: '/streamer/requests', tag: 'clipyard-requests-alice', renotify: true }));
  expect(sw.showNotification).toHaveBeenLastCalledWith(
    '3 clip requests are waiting on alice',
    expect.objectContaining({ tag: 'clipyard-requests-alice', renotify: true, data: { url: '/streamer/requests' } }),
  );
  await sw.fire('push', pushEvent({ title: 'x', renotify: true }));
  expect(sw.showNotification).toHaveBeenLastCalledWith('x', expect.objectContaining({ tag: undefined, renotify: false }));
});
