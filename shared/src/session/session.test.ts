/**
 * @jest-environment @clipyard/testing/jsdom-with-fetch
 */
import { apiCallsInFlight, configureApi, queryClient } from '../api';
import { profileAnswer, startFakeApiServer, type FakeApiServer } from '@clipyard/testing/fixtures';
import { getSession, REFRESH_INTERVAL_MS, STORAGE_KEYS, useSession, type AuthUser } from './index';

let server: FakeApiServer;
const ok = (extra: object) => () => ({ json: { isSuccessful: true, ...extra } });
const fail = (errorCode: string, status = 400) => () => ({ status, json: { isSuccessful: false, errorCode, message: errorCode } });

function user(uid = 'uid-1'): AuthUser {
  return { uid, email: `${uid}@example.com`, displayName: uid, emailVerified: true, getIdToken: async () => `token-${uid}` };
}

const profile = (uid: string, extra: object = {}) => profileAnswer({ username: 'alice', firebaseUid: uid, ...extra });

let lists: { followed: string[]; blockedChannels: string[]; blockedUsers: string[]; likes: string[] };

function serveLists() {
  server.on('client/profile/profileDetails', (call) => ({
    json: profile(String(call.authorization).replace('Bearer token-', ''), { isStreamer: true, streamerChannelLogin: 'alicechan' }),
  }));
  server.on('client/follows/getUserFollowedChannels', () => ok({ followedChannelLoginList: lists.followed })());
  server.on('client/channelBlocking/getUserBlockedChannels', () => ok({ blockedChannelLoginList: lists.blockedChannels })());
  server.on('client/userAccountBlocking/getUserBlockedUserList', () => ok({ blockedUserNameList: lists.blockedUsers })());
  server.on('client/userLikes/getUserLikedClips', () => ok({ userLikeSet: lists.likes })());
}

const pathsCalled = () => server.calls.map((call) => call.path);

beforeAll(async () => {
  server = await startFakeApiServer();
  configureApi({ baseUrl: () => server.baseUrl, timeoutMs: 10_000 });
});
afterAll(() => server.close());
beforeEach(() => {
  getSession().authSignedOut();
  localStorage.clear();
  server.calls.length = 0;
  lists = { followed: ['chan_a'], blockedChannels: ['bad_chan'], blockedUsers: ['troll'], likes: ['clip000001'] };
  serveLists();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('preferences', () => {
  test('default to Dark and en-US, and persist under the SPEC keys', () => {
    expect(getSession().colorPreference).toBe('Dark');
    expect(getSession().language).toBe('en-US');
    getSession().setColorPreference('True Dark');
    getSession().setLanguage('ja');
    expect(localStorage.getItem('app-color-preference')).toBe('True Dark');
    expect(localStorage.getItem('APP_LANGUAGE_PREFERENCE')).toBe('ja');
    expect(getSession().colorPreference).toBe('True Dark');
    getSession().setColorPreference('Light');
    getSession().setLanguage('en-US');
  });

  test('a fresh store reads stored preferences and ignores unknown values', () => {
    localStorage.setItem('app-color-preference', 'Light');
    localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'fr');
    jest.isolateModules(() => {
      const fresh = require('./store') as typeof import('./store');
      expect(fresh.getSession().colorPreference).toBe('Light');
      expect(fresh.getSession().language).toBe('en-US');
    });
  });
});

describe('signed out', () => {
  test('follow and block apply locally only, without any call', async () => {
    expect(await getSession().toggleFollow('Chan_B', true)).toEqual({ ok: true, local: true });
    expect(await getSession().toggleChannelBlock('chan_c', true)).toEqual({ ok: true, local: true });
    expect(await getSession().toggleUserBlock('someone', true)).toEqual({ ok: true, local: true });
    expect(getSession().followedChannels).toEqual(['chan_b']);
    expect(getSession().blockedChannels).toEqual(['chan_c']);
    expect(getSession().blockedUsers).toEqual(['someone']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.followedChannels)!)).toEqual(['chan_b']);
    expect(server.calls).toHaveLength(0);
    await getSession().toggleFollow('chan_b', false);
    expect(getSession().followedChannels).toEqual([]);
  });

  test('while a signed-in person is still being restored, a follow waits for the restore and reaches the server', async () => {
    // A page load of a signed-in person: the profile is cached from the last visit, the identity provider (loaded
    // after first paint) has not spoken yet, so the flags still say signed out (flagsOf(cached, false)).
    const before = useSession.getState();
    const cached = { ...profile('uid-early'), isSuccessful: true as const };
    useSession.setState({ loaded: false, userProfile: cached, flags: { isSignedIn: false, isStreamer: false, isAdmin: false, hasVerifiedEmail: false } });
    server.on('client/follows/modifyUserFollowedChannel', ok({ channelLogin: 'chan_early', isFollow: true }));
    try {
      const follow = getSession().toggleFollow('chan_early', true);
      let outcome: unknown = 'waiting';
      void follow.then((result) => (outcome = result));
      // One turn of the event loop runs every step the follow can take on its own: it is still waiting for the
      // identity (not settled as signed out on this device), and nothing was sent.
      await new Promise((resolve) => setImmediate(resolve));
      expect(outcome).toBe('waiting');
      expect(apiCallsInFlight()).toBe(0);
      expect(pathsCalled()).not.toContain('client/follows/modifyUserFollowedChannel');
      await getSession().authSignedIn(user('uid-early'));
      getSession().authLoaded();
      expect(await follow).toEqual({ ok: true, local: false });
      expect(pathsCalled()).toContain('client/follows/modifyUserFollowedChannel');
    } finally {
      useSession.setState({ loaded: before.loaded });
    }
  });

  test("likes are refused with 'Login is required to like a clip'", async () => {
    expect(await getSession().toggleLike('clip000001', true)).toEqual({ ok: false, errorCode: 'LIKE_REQUIRES_LOGIN' });
    expect(getSession().likedClips).toEqual([]);
    expect(server.calls).toHaveLength(0);
  });
});

describe('signed in', () => {
  test('sign-in refreshes the profile (cached under userProfile) and every list', async () => {
    await getSession().authSignedIn(user());
    expect(pathsCalled().sort()).toEqual([
      'client/channelBlocking/getUserBlockedChannels',
      'client/follows/getUserFollowedChannels',
      'client/profile/profileDetails',
      'client/userAccountBlocking/getUserBlockedUserList',
      'client/userLikes/getUserLikedClips',
    ]);
    expect(server.calls.every((call) => call.authorization === 'Bearer token-uid-1')).toBe(true);
    const state = getSession();
    expect(state.userProfile).toMatchObject({ username: 'alice', firebaseUid: 'uid-1', isSuccessful: true });
    expect(JSON.parse(localStorage.getItem('userProfile')!)).toMatchObject({ username: 'alice', firebaseUid: 'uid-1' });
    expect(state.flags).toEqual({ isSignedIn: true, isStreamer: true, isAdmin: false, hasVerifiedEmail: true });
    expect(state.followedChannels).toEqual(['chan_a']);
    expect(state.blockedChannels).toEqual(['bad_chan']);
    expect(state.blockedUsers).toEqual(['troll']);
    expect(state.likedClips).toEqual(['clip000001']);
  });

  test('a toggle changes the cache only after the server answers isSuccessful', async () => {
    await getSession().authSignedIn(user());
    server.calls.length = 0;
    server.on('client/follows/modifyUserFollowedChannel', fail('CHANNEL_NOT_FOUND', 404));
    expect(await getSession().toggleFollow('chan_z', true)).toEqual({ ok: false, errorCode: 'CHANNEL_NOT_FOUND' });
    expect(getSession().followedChannels).toEqual(['chan_a']);

    let seenDuringCall: string[] = [];
    server.on('client/follows/modifyUserFollowedChannel', () => {
      seenDuringCall = [...getSession().followedChannels];
      return ok({ channelLogin: 'chan_z', isFollow: true })();
    });
    expect(await getSession().toggleFollow('chan_z', true)).toEqual({ ok: true, local: false });
    expect(seenDuringCall).toEqual(['chan_a']);
    expect(getSession().followedChannels).toEqual(['chan_a', 'chan_z']);
    expect(server.calls.at(-1)).toMatchObject({ body: { channelLogin: 'chan_z', isFollow: true }, authorization: 'Bearer token-uid-1' });
  });

  test('a refresh whose lists were read while an unfollow was under way reads them again instead of undoing it', async () => {
    await getSession().authSignedIn(user());
    expect(getSession().followedChannels).toEqual(['chan_a']);
    // The refresh reads the follows at once (still holding chan_a) but its answer arrives after the unfollow's.
    let readArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (readArrived = resolve));
    let answerRead!: () => void;
    const readAnswered = new Promise<void>((resolve) => (answerRead = resolve));
    server.on('client/follows/getUserFollowedChannels', () => {
      readArrived();
      return { ...ok({ followedChannelLoginList: [...lists.followed] })(), until: readAnswered };
    });
    server.on('client/follows/modifyUserFollowedChannel', () => {
      lists.followed = [];
      return ok({ channelLogin: 'chan_a', isFollow: false })();
    });
    const refresh = getSession().refreshLists();
    await arrived;
    expect(await getSession().toggleFollow('chan_a', false)).toEqual({ ok: true, local: false });
    answerRead();
    await refresh;
    expect(getSession().followedChannels).toEqual([]);
    expect(pathsCalled().filter((path) => path === 'client/follows/getUserFollowedChannels').length).toBeGreaterThanOrEqual(3);
  });

  test('block channel, block user and like go through the server', async () => {
    await getSession().authSignedIn(user());
    server.on('client/channelBlocking/modifyChannelBlockPreference', fail('INTERNAL_ERROR', 500));
    expect(await getSession().toggleChannelBlock('chan_a', true)).toEqual({ ok: false, errorCode: 'INTERNAL_ERROR' });
    expect(getSession().blockedChannels).toEqual(['bad_chan']);
    server.on('client/channelBlocking/modifyChannelBlockPreference', ok({ channelLogin: 'chan_a', isBlock: true }));
    expect(await getSession().toggleChannelBlock('chan_a', true)).toEqual({ ok: true, local: false });
    expect(getSession().blockedChannels).toEqual(['bad_chan', 'chan_a']);
    expect(getSession().followedChannels).toEqual([]); // a blocked channel is unfollowed too

    server.on('client/userAccountBlocking/modifyUserBlockPreference', ok({ userName: 'troll', isBlock: false }));
    expect(await getSession().toggleUserBlock('troll', false)).toEqual({ ok: true, local: false });
    expect(getSession().blockedUsers).toEqual([]);

    server.on('client/clipLikes/modifyLikeClipPreference', ok({ internalClipId: 'clip000002', isLike: true, likeCount: 8 }));
    expect(await getSession().toggleLike('clip000002', true)).toEqual({ ok: true, local: false, likeCount: 8 });
    expect(getSession().likedClips).toEqual(['clip000001', 'clip000002']);
  });

  test('follows and blocks kept signed out are merged into the account at sign-in', async () => {
    await getSession().toggleFollow('chan_local', true);
    await getSession().toggleFollow('chan_a', true); // the server has it already: not sent again
    await getSession().toggleChannelBlock('spam_chan', true);
    await getSession().toggleUserBlock('pest', true);
    // The server records what it is sent, so the second read of the lists shows the merge.
    server.on('client/follows/modifyUserFollowedChannel', (call) => {
      lists.followed = [...lists.followed, String((call.body as { channelLogin: string }).channelLogin)];
      return ok({})();
    });
    server.on('client/channelBlocking/modifyChannelBlockPreference', (call) => {
      lists.blockedChannels = [...lists.blockedChannels, String((call.body as { channelLogin: string }).channelLogin)];
      return ok({})();
    });
    server.on('client/userAccountBlocking/modifyUserBlockPreference', fail('USER_NOT_FOUND', 404)); // refused: dropped

    await getSession().authSignedIn(user());
    const sent = server.calls.filter((call) => call.path.includes('modify')).map((call) => [call.path, call.body]);
    expect(sent).toEqual(
      expect.arrayContaining([
        ['client/follows/modifyUserFollowedChannel', { channelLogin: 'chan_local', isFollow: true }],
        ['client/channelBlocking/modifyChannelBlockPreference', { channelLogin: 'spam_chan', isBlock: true }],
        ['client/userAccountBlocking/modifyUserBlockPreference', { userName: 'pest', isBlock: true }],
      ]),
    );
    expect(sent).toHaveLength(3);
    expect([...getSession().followedChannels].sort()).toEqual(['chan_a', 'chan_local']);
    expect(getSession().blockedChannels).toEqual(['bad_chan', 'spam_chan']);
    expect(getSession().blockedUsers).toEqual(['troll']);

    // Only once: a later refresh, or a reload of the signed-in page (profile cached), pushes nothing.
    server.calls.length = 0;
    await getSession().refreshLists();
    expect(pathsCalled().filter((p) => p.includes('modify'))).toEqual([]);
  });

  test('a reload of a signed-in page does not push its cached lists back', async () => {
    localStorage.setItem('userProfile', JSON.stringify(profile('uid-1')));
    localStorage.setItem('followedChannelLoginList', JSON.stringify(['unfollowed_elsewhere']));
    let reload!: Promise<void>;
    jest.isolateModules(() => {
      // The fresh store comes with a fresh API client: it too must talk to the fake server.
      (require('../api') as typeof import('../api')).configureApi({ baseUrl: () => server.baseUrl, timeoutMs: 10_000 });
      const fresh = require('./store') as typeof import('./store');
      reload = fresh.getSession().authSignedIn(user());
    });
    await reload;
    // The reload refreshed the profile and the lists from the server, and pushed nothing to it.
    expect(pathsCalled()).toEqual(expect.arrayContaining(['client/profile/profileDetails', 'client/follows/getUserFollowedChannels']));
    expect(pathsCalled().filter((p) => p.includes('modify'))).toEqual([]);
  });

  test('the change signal is raised only when a list hash differs', async () => {
    await getSession().authSignedIn(user());
    const before = { ...getSession().listSignals };
    const followedRef = getSession().followedChannels;
    lists.likes = ['clip000001']; // same
    await getSession().refreshLists();
    expect(getSession().listSignals).toEqual(before);
    expect(getSession().followedChannels).toBe(followedRef); // same reference: nothing re-renders

    lists.blockedUsers = ['troll', 'other'];
    lists.followed = ['chan_a'];
    await getSession().refreshLists();
    expect(getSession().listSignals).toEqual({ ...before, blockedUsers: before.blockedUsers + 1 });
    // The same items in another order hash the same.
    lists.blockedUsers = ['other', 'troll'];
    await getSession().refreshLists();
    expect(getSession().listSignals.blockedUsers).toBe(before.blockedUsers + 1);
  });

  test('caches are refreshed again every 24 hours', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await getSession().authSignedIn(user());
    server.calls.length = 0;
    jest.advanceTimersByTime(REFRESH_INTERVAL_MS - 1000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.calls).toHaveLength(0);
    lists.followed = ['chan_a', 'chan_new'];
    // Refreshes run while someone is there (everyWhileActive): a person touches the page before the day is up. Without
    // it the test depended on order: a page idle detector first made under these fake timers is idle after 60 s.
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 200 && getSession().followedChannels.length < 2; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(pathsCalled()).toContain('client/follows/getUserFollowedChannels');
    expect(getSession().followedChannels).toEqual(['chan_a', 'chan_new']);
  });

  test('sign-out clears the flags first, then the user object, and forgets the caches', async () => {
    await getSession().authSignedIn(user());
    const steps: Array<{ isSignedIn: boolean; hasUser: boolean }> = [];
    const unsubscribe = useSessionSubscribe((state) => steps.push({ isSignedIn: state.flags.isSignedIn, hasUser: state.authUser !== null }));
    getSession().authSignedOut();
    unsubscribe();
    expect(steps).toEqual([
      { isSignedIn: false, hasUser: true },
      { isSignedIn: false, hasUser: false },
    ]);
    expect(getSession().userProfile).toBeNull();
    expect(localStorage.getItem('userProfile')).toBeNull();
    expect(getSession().likedClips).toEqual([]);
  });

  test("another account's cached profile is not shown after sign-in", async () => {
    await getSession().authSignedIn(user('uid-1'));
    server.on('client/profile/profileDetails', fail('INTERNAL_ERROR', 500));
    getSession().authSignedOut();
    localStorage.setItem('userProfile', JSON.stringify(profile('uid-1')));
    await getSession().authSignedIn(user('uid-2'));
    expect(getSession().userProfile).toBeNull();
  });
});

describe('the server-state cache (issue 21 item 2)', () => {
  const cachedGrid = (likeCount: number) => ({ pages: [{ items: [{ internalClipId: 'clip000002', likeCount, title: 'a clip' }, { internalClipId: 'clip000003', likeCount: 1 }] }] });
  const cachedCount = (viewer: string) => (queryClient.getQueryData([viewer, 'list', 'new/all']) as ReturnType<typeof cachedGrid>).pages[0].items[0].likeCount;

  test("a like changes the cached cards' count only once the server accepted it, and keeps what did not change", async () => {
    await getSession().authSignedIn(user());
    queryClient.setQueryData(['uid-1', 'list', 'new/all'], cachedGrid(7), { updatedAt: 1_000 });
    const untouched = (queryClient.getQueryData(['uid-1', 'list', 'new/all']) as ReturnType<typeof cachedGrid>).pages[0].items[1];
    server.on('client/clipLikes/modifyLikeClipPreference', fail('INTERNAL_ERROR', 500));
    await getSession().toggleLike('clip000002', true);
    expect(cachedCount('uid-1')).toBe(7);
    server.on('client/clipLikes/modifyLikeClipPreference', ok({ internalClipId: 'clip000002', isLike: true, likeCount: 8 }));
    await getSession().toggleLike('clip000002', true);
    expect(cachedCount('uid-1')).toBe(8);
    const after = (queryClient.getQueryData(['uid-1', 'list', 'new/all']) as ReturnType<typeof cachedGrid>).pages[0].items;
    expect(after[0].title).toBe('a clip');
    expect(after[1]).toBe(untouched);
    // The listing keeps its age: a like renews no 30 s of freshness for the cards around it.
    expect(queryClient.getQueryState(['uid-1', 'list', 'new/all'])?.dataUpdatedAt).toBe(1_000);
  });

  test("sign-out and an account switch drop every answer fetched for someone else; a token refresh drops nothing", async () => {
    await getSession().authSignedIn(user('uid-1'));
    queryClient.setQueryData(['uid-1', 'list', 'new/all'], cachedGrid(7));
    await getSession().authSignedIn(user('uid-1'));
    expect(queryClient.getQueryData(['uid-1', 'list', 'new/all'])).toBeDefined();
    await getSession().authSignedIn(user('uid-2'));
    expect(queryClient.getQueryData(['uid-1', 'list', 'new/all'])).toBeUndefined();
    queryClient.setQueryData(['uid-2', 'list', 'new/all'], cachedGrid(7));
    getSession().authSignedOut();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    queryClient.setQueryData(['', 'list', 'new/all'], cachedGrid(7));
    await getSession().authSignedIn(user('uid-1'));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

test('authLoaded sets loaded and launched', () => {
  const { useSession } = require('./store') as typeof import('./store');
  useSession.setState({ loaded: false, launched: false });
  getSession().authLoaded();
  expect(getSession().loaded).toBe(true);
  expect(getSession().launched).toBe(true);
});

function useSessionSubscribe(listener: (state: ReturnType<typeof getSession>) => void) {
  const { useSession } = require('./store') as typeof import('./store');
  return useSession.subscribe(listener);
}

test('an identity without a Clipyard account yet (username UNKNOWN) asks for no lists', async () => {
  getSession().authSignedOut();
  localStorage.clear();
  server.calls.length = 0;
  server.on('client/profile/profileDetails', () => ({ json: profile('fresh-uid', { username: 'UNKNOWN' }) }));
  await getSession().authSignedIn(user('fresh-uid'));
  expect(pathsCalled()).toEqual(['client/profile/profileDetails']);
  expect(getSession().userProfile?.username).toBe('UNKNOWN');
  getSession().authSignedOut();
});
