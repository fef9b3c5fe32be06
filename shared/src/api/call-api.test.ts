import { callApi, callApiResult, configureApi } from './index';
import { forgetRecentWrite } from './call-api';
import { profileAnswer, startFakeApiServer, type FakeApiServer } from '@clipyard/testing/fixtures';

let server: FakeApiServer;
let token = '';
const CALL_LIMIT_MS = 10_000;

beforeAll(async () => {
  server = await startFakeApiServer();
  // A generous limit for every call a loaded machine may answer slowly; the timeout test sets its own short one.
  configureApi({ baseUrl: () => server.baseUrl, idToken: async () => token, timeoutMs: CALL_LIMIT_MS, validateAnswers: true });
});
afterAll(() => server.close());
beforeEach(() => {
  forgetRecentWrite();
  server.calls.length = 0;
  token = '';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const profile = profileAnswer({ username: 'alice', firebaseUid: 'uid-1' });

test('POSTs JSON with the bearer token and returns the success answer', async () => {
  token = 'token-abc';
  server.on('client/follows/modifyUserFollowedChannel', () => ({
    json: { isSuccessful: true, channelLogin: 'somechannel', isFollow: true },
  }));
  const answer = await callApi('client/follows/modifyUserFollowedChannel', { channelLogin: 'somechannel', isFollow: true });
  expect(answer).toEqual({ isSuccessful: true, channelLogin: 'somechannel', isFollow: true });
  expect(server.calls).toEqual([
    {
      method: 'POST',
      path: 'client/follows/modifyUserFollowedChannel',
      authorization: 'Bearer token-abc',
      contentType: 'application/json',
      body: { channelLogin: 'somechannel', isFollow: true },
    },
  ]);
});

test('signed out, a public read goes as its cacheable GET, the request in ?input=; signed in, as the POST with the token', async () => {
  server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [] } }));
  expect(await callApi('client/videoListing/fetchClipsById', { internalClipIdList: ['abc'] })).toEqual({ isSuccessful: true, clipList: [] });
  token = 'token-abc';
  expect(await callApi('client/videoListing/fetchClipsById', { internalClipIdList: ['abc'] })).toEqual({ isSuccessful: true, clipList: [] });
  expect(server.calls).toEqual([
    { method: 'GET', path: 'client/videoListing/fetchClipsById', authorization: undefined, contentType: undefined, body: { internalClipIdList: ['abc'] } },
    { method: 'POST', path: 'client/videoListing/fetchClipsById', authorization: 'Bearer token-abc', contentType: 'application/json', body: { internalClipIdList: ['abc'] } },
  ]);
});

test('a signed-out read that is not public stays a POST', async () => {
  server.on('client/userSubmission/clipEncodeStatus', () => ({ status: 404, json: { isSuccessful: false, errorCode: 'CLIP_NOT_FOUND', message: 'no clip' } }));
  await callApiResult('client/userSubmission/clipEncodeStatus', { internalClipId: 'abc' });
  expect(server.calls.map((call) => call.method)).toEqual(['POST']);
});

test('uses GET without a body for is-online and channelRecommendationList', async () => {
  server.on('is-online', () => ({ json: { isSuccessful: true, isOnline: true, serverTime: '2026-01-01T00:00:00Z' } }));
  server.on('client/recommendation/channelRecommendationList', () => ({
    json: { isSuccessful: true, maxDisplayCount: 5, channelRecommendationItemList: [], followedChannelItemList: [] },
  }));
  expect(await callApi('is-online')).toMatchObject({ isOnline: true });
  expect(await callApi('client/recommendation/channelRecommendationList')).toMatchObject({ maxDisplayCount: 5 });
  expect(server.calls.map((c) => [c.method, c.body])).toEqual([
    ['GET', undefined],
    ['GET', undefined],
  ]);
});

test('a required-auth call is not sent when signed out and answers NOT_AUTHORISED', async () => {
  server.on('client/profile/profileDetails', () => ({ json: profile }));
  const result = await callApiResult('client/profile/profileDetails', {});
  expect(result).toMatchObject({ ok: false, errorCode: 'NOT_AUTHORISED' });
  expect(await callApi('client/profile/profileDetails', {})).toBe(false);
  expect(server.calls).toHaveLength(0);
  expect(console.warn).toHaveBeenCalled();
});

test('an optional-auth call is sent without a token when signed out', async () => {
  server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [] } }));
  expect(await callApi('client/videoListing/fetchClipsById', { internalClipIdList: ['abcdef'] })).toEqual({
    isSuccessful: true,
    clipList: [],
  });
  expect(server.calls[0].authorization).toBeUndefined();
});

test("keeps the server's errorCode for the UI and returns false from callApi", async () => {
  token = 't';
  server.on('client/clipManage/renameClip', () => ({
    status: 400,
    json: { isSuccessful: false, errorCode: 'TITLE_TOO_SHORT', message: 'Clip name cannot be less than 3 characters' },
  }));
  const result = await callApiResult('client/clipManage/renameClip', { internalClipId: 'abcdef', clipTitle: 'ab' });
  expect(result).toEqual({ ok: false, errorCode: 'TITLE_TOO_SHORT', status: 400, message: 'Clip name cannot be less than 3 characters' });
  expect(await callApi('client/clipManage/renameClip', { internalClipId: 'abcdef', clipTitle: 'ab' })).toBe(false);
});

test('an auth failure from the server is logged and returns false', async () => {
  token = 'expired';
  server.on('client/profile/profileDetails', () => ({
    status: 401,
    json: { isSuccessful: false, errorCode: 'NOT_AUTHORISED', message: 'expired' },
  }));
  expect(await callApi('client/profile/profileDetails', {})).toBe(false);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('NOT_AUTHORISED'));
});

test('a network failure is logged and returns false (NETWORK_ERROR)', async () => {
  const dead = await startFakeApiServer();
  const deadUrl = dead.baseUrl;
  await dead.close();
  configureApi({ baseUrl: () => deadUrl });
  try {
    const result = await callApiResult('is-online');
    expect(result).toMatchObject({ ok: false, errorCode: 'NETWORK_ERROR', status: null });
    expect(console.warn).toHaveBeenCalled();
  } finally {
    configureApi({ baseUrl: () => server.baseUrl });
  }
});

test('a timeout and a non-JSON answer are network failures', async () => {
  // The answer is held until the call has given up (not a race of a delay against the limit).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.on('is-online', () => ({ json: { isSuccessful: true, isOnline: true, serverTime: 'x' }, until: held }));
  configureApi({ timeoutMs: 100 });
  try {
    expect(await callApiResult('is-online')).toMatchObject({ ok: false, errorCode: 'NETWORK_ERROR' });
  } finally {
    release();
    configureApi({ timeoutMs: CALL_LIMIT_MS });
  }
  server.on('is-online', () => ({ status: 502, raw: '<html>Bad gateway</html>' }));
  expect(await callApiResult('is-online')).toMatchObject({ ok: false, errorCode: 'NETWORK_ERROR', status: 502 });
});

test('a success answer that breaks the contract is refused in development', async () => {
  token = 't';
  server.on('client/profile/profileDetails', () => ({ json: { isSuccessful: true, username: 42 } }));
  const result = await callApiResult('client/profile/profileDetails', {});
  expect(result).toMatchObject({ ok: false, errorCode: 'INTERNAL_ERROR' });
  expect(console.error).toHaveBeenCalled();
  server.on('client/profile/profileDetails', () => ({ json: profile }));
  expect(await callApiResult('client/profile/profileDetails', {})).toEqual({ ok: true, data: profile });
});

test('a token provider that throws counts as signed out', async () => {
  configureApi({ idToken: async () => Promise.reject(new Error('user-disabled')) });
  try {
    expect(await callApiResult('client/profile/profileDetails', {})).toMatchObject({ ok: false, errorCode: 'NOT_AUTHORISED' });
    expect(server.calls).toHaveLength(0);
  } finally {
    configureApi({ idToken: async () => token });
  }
});

test('a call this platform version does not know fails like any failed call: nothing sent, never a throw', async () => {
  token = 'token-abc';
  // A remote built against a newer platform minor asks the shell's (older) client for a call it has no entry for.
  const newerCall = 'client/newerFeature/doSomethingNew' as unknown as 'is-online';
  await expect(callApiResult(newerCall)).resolves.toEqual({
    ok: false,
    errorCode: 'CALL_NOT_SUPPORTED',
    status: null,
    message: 'Unknown call client/newerFeature/doSomethingNew',
  });
  expect(await callApi(newerCall)).toBe(false);
  // Names of the index object's prototype are not calls either.
  expect(await callApi('constructor' as unknown as 'is-online')).toBe(false);
  expect(server.calls).toHaveLength(0);
});

test("deleting the account waits for the person's calls already sent, and their calls during and after it are never sent", async () => {
  token = 'token-leaving';
  // The bell's poll answers only after a while; when the deletion reaches the server, that answer must have gone out.
  const POLL_ANSWER_MS = 300;
  let pollAnswerDue = Infinity;
  let deletionCameAfterThePollAnswer: boolean | null = null;
  let answerDeletion!: () => void;
  const deletionHeld = new Promise<void>((resolve) => (answerDeletion = resolve));
  server.on('client/notifications/getUnreadCount', () => {
    pollAnswerDue = Date.now() + POLL_ANSWER_MS;
    return { json: { isSuccessful: true, unreadCount: 2 }, delayMs: POLL_ANSWER_MS };
  });
  server.on('client/userLogins/deleteAccount', () => {
    deletionCameAfterThePollAnswer = Date.now() >= pollAnswerDue;
    return { json: { isSuccessful: true }, until: deletionHeld };
  });
  const arrived = () => server.calls.map((call) => call.path);

  // The bell's poll is on its way when the person confirms the deletion.
  const poll = callApiResult('client/notifications/getUnreadCount', {});
  await waitFor(() => arrived().length === 1);
  const deletion = callApiResult('client/userLogins/deleteAccount', {});
  // Meanwhile another poll: it waits for the deletion instead of racing it.
  const racing = callApiResult('client/notifications/getUnreadCount', {});
  expect(await poll).toMatchObject({ ok: true, data: { unreadCount: 2 } });
  await waitFor(() => arrived().length === 2);
  expect(arrived()[1]).toBe('client/userLogins/deleteAccount');
  expect(deletionCameAfterThePollAnswer).toBe(true);
  answerDeletion();
  expect(await deletion).toMatchObject({ ok: true });
  expect(await racing).toMatchObject({ ok: false, errorCode: 'NOT_AUTHORISED' });
  // And after it, until the page has signed out: not sent either.
  expect(await callApiResult('client/notifications/getUnreadCount', {})).toMatchObject({ ok: false, errorCode: 'NOT_AUTHORISED' });
  expect(arrived()).toEqual(['client/notifications/getUnreadCount', 'client/userLogins/deleteAccount']);
  // Another person's calls (the next sign-in on this device) go out as before.
  token = 'token-next-person';
  expect(await callApiResult('client/notifications/getUnreadCount', {})).toMatchObject({ ok: true });
});

test('a deletion the server refused changes nothing for the calls after it', async () => {
  token = 'token-staying';
  server.on('client/userLogins/deleteAccount', () => ({ status: 401, json: { isSuccessful: false, errorCode: 'NOT_AUTHORISED', message: 'Sign in again' } }));
  server.on('client/notifications/getUnreadCount', () => ({ json: { isSuccessful: true, unreadCount: 0 } }));
  expect(await callApiResult('client/userLogins/deleteAccount', {})).toMatchObject({ ok: false });
  expect(await callApiResult('client/notifications/getUnreadCount', {})).toMatchObject({ ok: true });
});

/** Until `condition` holds (each try a turn of the event loop later), or fails the test after 4 s (before jest's own limit). */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 4_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

test('for a few seconds after a signed-in write every call asks for the primary; signed out, never (ADR 0142)', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'clearTimeout', 'clearInterval'] });
  try {
    jest.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [] } }));
    server.on('client/follows/modifyUserFollowedChannel', () => ({ json: { isSuccessful: true, channelLogin: 'somechannel', isFollow: true } }));
    server.on('client/analytics/clipPlaybackReport', () => ({ json: { isSuccessful: true, isCounted: true, viewCount: 1 } }));
    token = 'token-abc';
    const read = () => callApi('client/videoListing/fetchClipsById', { internalClipIdList: ['abc'] });
    await read();
    // A playback report is not something the person reads back: it changes nothing.
    await callApi('client/analytics/clipPlaybackReport', { internalClipId: 'abc', watchedSeconds: 3 });
    await read();
    await callApi('client/follows/modifyUserFollowedChannel', { channelLogin: 'somechannel', isFollow: true });
    await read();
    jest.setSystemTime(new Date(Date.now() + 4_000));
    await read();
    token = '';
    await read();
    token = 'token-abc';
    jest.setSystemTime(new Date(Date.now() + 1_500));
    await read();
    expect(server.calls.map((call) => `${call.path.split('/').pop()} ${call.readPrimary ?? '-'}`)).toEqual([
      'fetchClipsById -',
      'clipPlaybackReport -',
      'fetchClipsById -',
      'modifyUserFollowedChannel -',
      'fetchClipsById 1',
      'fetchClipsById 1',
      // Signed out: a cacheable GET, never marked.
      'fetchClipsById -',
      'fetchClipsById -',
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('a slow write still leaves its full window: it runs from the answer too (ADR 0142)', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'clearTimeout', 'clearInterval'] });
  try {
    jest.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    let answerWrite: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (answerWrite = resolve));
    server.on('client/follows/modifyUserFollowedChannel', () => ({ json: { isSuccessful: true, channelLogin: 'somechannel', isFollow: true }, until: written }));
    server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [] } }));
    token = 'token-abc';
    const write = callApi('client/follows/modifyUserFollowedChannel', { channelLogin: 'somechannel', isFollow: true });
    // Sent (the server has it), then answered 4.5 s later (a picture upload on a slow line).
    while (server.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    jest.setSystemTime(new Date(Date.now() + 4_500));
    answerWrite();
    await write;
    // 3 s after the answer, 7.5 s after the write was sent: still the primary.
    jest.setSystemTime(new Date(Date.now() + 3_000));
    await callApi('client/videoListing/fetchClipsById', { internalClipIdList: ['abc'] });
    expect(server.calls.map((call) => `${call.path.split('/').pop()} ${call.readPrimary ?? '-'}`)).toEqual(['modifyUserFollowedChannel -', 'fetchClipsById 1']);
  } finally {
    jest.useRealTimers();
  }
});
