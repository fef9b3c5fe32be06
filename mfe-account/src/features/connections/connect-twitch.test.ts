import { apiCallsInFlight, getSession } from '@clipyard/shared';
import { apiCallsAnswered, fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { connectTwitch, POPUP_CLOSED_CHECK_MS, TWITCH_RESULT_MESSAGE, type ConnectOutcome } from './connect-twitch';

const api = setupFakeApi();
const AUTHORIZE_URL = 'http://127.0.0.1:7190/oauth2/authorize?state=s1';
const ORIGIN = 'http://site.test';

interface FakePopup {
  closed: boolean;
  close: jest.Mock;
  location: { href: string };
}

/** The page's window as connectTwitch uses it: open, screen, location, messages and timers. */
function fakeWindow(popups: Array<FakePopup | null>) {
  const events = new EventTarget();
  const win = {
    open: jest.fn(() => popups.shift() ?? null),
    screen: { width: 1600, height: 900 },
    location: { origin: ORIGIN, assign: jest.fn() },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  };
  const post = (data: unknown, origin = ORIGIN) => events.dispatchEvent(Object.assign(new Event('message'), { data, origin }));
  return { win: win as unknown as Window, open: win.open, assign: win.location.assign, post };
}

const newPopup = (): FakePopup => {
  const popup: FakePopup = { closed: false, close: jest.fn(() => (popup.closed = true)), location: { href: 'about:blank' } };
  return popup;
};

/**
 * Lets the reservation call answer and what follows it run: waits on the real clock until no call to the fake API is
 * in flight (its answer comes over a real socket, in as many turns as a loaded machine takes), then turns once more.
 */
const settle = async () => {
  await apiCallsAnswered();
  expect(apiCallsInFlight()).toBe(0);
  await jest.advanceTimersByTimeAsync(0);
};

beforeEach(async () => {
  // Signed in (reserving a state needs a user), then fake timers for the popup checks.
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  jest.useFakeTimers();
  api.server.on('client/oauth/reserveOauthState', () => ({ json: { isSuccessful: true, state: 's1', authorizeUrl: AUTHORIZE_URL } }));
});
afterEach(() => jest.useRealTimers());

test('a blocked popup falls back to a full-page redirect to Twitch', async () => {
  const { win, open, assign } = fakeWindow([null]);
  const outcome = connectTwitch(win);
  await settle();
  expect(await outcome).toEqual({ ok: false, redirected: true });
  expect(open.mock.calls[0]).toEqual(['about:blank', 'clipyard-twitch-connect', 'popup=yes,width=500,height=600,left=550,top=150']);
  expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL);
});

test('a popup found closed is reported as closed by the user at the 8-second check, not before', async () => {
  const popup = newPopup();
  const { win } = fakeWindow([popup]);
  let outcome: ConnectOutcome | null = null;
  void connectTwitch(win).then((o) => (outcome = o));
  await settle();
  expect(popup.location.href).toBe(AUTHORIZE_URL);
  popup.closed = true;
  await jest.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS - 1);
  expect(outcome).toBeNull();
  await jest.advanceTimersByTimeAsync(1);
  expect(outcome).toEqual({ ok: false, errorCode: 'popupClosed' });
  expect(POPUP_CLOSED_CHECK_MS).toBe(8000);
});

test('a new popup cancels the previous one; only the callback of this site is heard', async () => {
  const [first, second] = [newPopup(), newPopup()];
  const { win, post } = fakeWindow([first, second]);
  const firstOutcome = connectTwitch(win);
  await settle();
  const secondOutcome = connectTwitch(win);
  expect(await firstOutcome).toEqual({ ok: false, errorCode: 'cancelled' });
  expect(first.close).toHaveBeenCalled();
  await settle();
  expect(second.location.href).toBe(AUTHORIZE_URL);

  let outcome: ConnectOutcome | null = null;
  void secondOutcome.then((o) => (outcome = o));
  post({ type: TWITCH_RESULT_MESSAGE, ok: true, streamerChannelLogin: 'forged' }, 'http://evil.test');
  post({ type: 'something-else', ok: true });
  await settle();
  expect(outcome).toBeNull();
  post({ type: TWITCH_RESULT_MESSAGE, ok: true, streamerChannelLogin: 'taro_live' });
  await settle();
  expect(outcome).toEqual({ ok: true, streamerChannelLogin: 'taro_live' });
  expect(second.close).not.toHaveBeenCalled();
});
