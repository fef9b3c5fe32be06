import { getSession } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { pushState, turnPushOff, turnPushOn } from './push-subscription';

/**
 * "Notify me on this device" (ADR 0108) against the browser's push plumbing as jsdom lacks it: a stand-in
 * service-worker registration whose pushManager records what it is asked, Notification with a chosen permission, and
 * the fake API for the server's side (the VAPID key, subscribe, unsubscribe).
 */
const api = setupFakeApi();

/** 'BAAB' in base64url: the key bytes the browser must be handed. */
const PUBLIC_KEY = 'BAAB_-8';
const ENDPOINT = 'https://push.example.test/send/abc';

interface FakeSubscription {
  endpoint: string;
  toJSON(): unknown;
  unsubscribe: jest.Mock;
}

let permission: NotificationPermission;
let permissionAnswer: NotificationPermission;
let subscription: FakeSubscription | null;
let subscribeOptions: { userVisibleOnly: boolean; applicationServerKey: Uint8Array } | null;
let registration: { pushManager: { getSubscription(): Promise<FakeSubscription | null>; subscribe(o: unknown): Promise<FakeSubscription> } } | undefined;

function makeSubscription(): FakeSubscription {
  const made: FakeSubscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    unsubscribe: jest.fn(async () => {
      subscription = null;
      return true;
    }),
  };
  return made;
}

beforeAll(() => {
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class PushManager {} });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission: async () => (permission = permissionAnswer),
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
});

beforeEach(async () => {
  permission = 'default';
  permissionAnswer = 'granted';
  subscription = null;
  subscribeOptions = null;
  registration = {
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (options) => {
        subscribeOptions = options as typeof subscribeOptions;
        return (subscription = makeSubscription());
      },
    },
  };
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'taro' });
  api.server.on('client/notifications/pushPublicKey', () => ({ json: { isSuccessful: true, publicKey: PUBLIC_KEY } }));
  api.server.on('client/notifications/subscribePush', () => ({ json: { isSuccessful: true } }));
  api.server.on('client/notifications/unsubscribePush', () => ({ json: { isSuccessful: true } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
});

const callsTo = (name: string) => api.server.calls.filter((call) => call.path.endsWith(`client/notifications/${name}`));

test('turning it on asks permission, subscribes with the server’s VAPID key and hands the subscription over in the reader’s language', async () => {
  expect(await pushState()).toBe('off');
  expect(await turnPushOn('ja')).toBe('on');
  expect(subscribeOptions?.userVisibleOnly).toBe(true);
  expect([...(subscribeOptions?.applicationServerKey ?? [])]).toEqual([0x04, 0x00, 0x01, 0xff, 0xef]);
  expect(callsTo('subscribePush').map((call) => call.body)).toEqual([
    { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' }, language: 'ja' },
  ]);
  expect(await pushState()).toBe('on');
});

test('turning it off forgets the subscription on the server and in the browser', async () => {
  await turnPushOn('en-US');
  const made = subscription!;
  expect(await turnPushOff()).toBe('off');
  expect(callsTo('unsubscribePush').map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
  expect(made.unsubscribe).toHaveBeenCalledTimes(1);
});

test('a refused permission subscribes nothing and says denied; a dismissed prompt stays off', async () => {
  permissionAnswer = 'denied';
  expect(await turnPushOn('en-US')).toBe('denied');
  expect(await pushState()).toBe('denied');
  permission = 'default';
  permissionAnswer = 'default';
  expect(await turnPushOn('en-US')).toBe('off');
  expect(subscribeOptions).toBeNull();
  expect(callsTo('subscribePush')).toEqual([]);
});

test('a server that refuses the subscription leaves none behind in the browser', async () => {
  api.server.on('client/notifications/subscribePush', () => ({ status: 400, json: { isSuccessful: false, errorCode: 'PUSH_SUBSCRIPTION_INVALID' } }));
  expect(await turnPushOn('en-US')).toBe('failed');
  expect(subscription).toBeNull();
  expect(await pushState()).toBe('off');
});

test('no service worker (a development build) or no Push API: unsupported, nothing asked', async () => {
  registration = undefined;
  expect(await pushState()).toBe('unsupported');
  expect(await turnPushOn('en-US')).toBe('unsupported');
  expect(callsTo('pushPublicKey')).toEqual([]);
});
