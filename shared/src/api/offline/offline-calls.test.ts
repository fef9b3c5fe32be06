import { callApiResult, configureApi } from '../index';
import { startFakeApiServer, type FakeApiServer } from '@clipyard/testing/fixtures';
import { isOffline, resetConnection } from './connection';
import { forgetSignedInAnswers, loadAnswer, savedAnswerKey, SAVED_ANSWERS_CACHE } from './saved-answers';

/**
 * ADR 0123: the API client keeps the last answer of each read call, per person, and gives it back when the network is
 * gone; a write while offline is refused at once with OFFLINE. Against a real HTTP server, with an in-memory Cache
 * Storage (Node has none) and the browser's navigator.onLine stood in.
 */
class MemoryCache {
  readonly entries = new Map<string, string>();
  private keyOf(request: RequestInfo | URL): string {
    return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const key = this.keyOf(request);
    this.entries.delete(key);
    this.entries.set(key, await response.text());
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const body = this.entries.get(this.keyOf(request));
    return body === undefined ? undefined : new Response(body, { headers: { 'content-type': 'application/json' } });
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.keyOf(request));
  }
}

const cache = new MemoryCache();
let online = true;
let server: FakeApiServer;
let token = '';

/** A Firebase-like ID token for a uid (only its payload is read, to pick the person's entries). */
function tokenOf(uid: string): string {
  const payload = Buffer.from(JSON.stringify({ user_id: uid, sub: uid })).toString('base64url');
  return `eyJhbGciOiJub25lIn0.${payload}.signature`;
}

/** Until the answer a call just made is kept (saving runs after the call has answered). */
async function kept(key: string | null): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (key && cache.entries.has(key)) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never kept: ${key}`);
}

beforeAll(async () => {
  server = await startFakeApiServer();
  Object.defineProperty(globalThis, 'caches', { value: { open: async (name: string) => (name === SAVED_ANSWERS_CACHE ? cache : new MemoryCache()) }, configurable: true });
  Object.defineProperty(globalThis, 'navigator', { value: { get onLine() { return online; } }, configurable: true });
});
afterAll(async () => {
  await server.close();
  delete (globalThis as { caches?: unknown }).caches;
  delete (globalThis as { navigator?: unknown }).navigator;
});
beforeEach(() => {
  configureApi({ baseUrl: () => server.baseUrl, idToken: async () => token, timeoutMs: 10_000, validateAnswers: true });
  cache.entries.clear();
  server.calls.length = 0;
  online = true;
  token = '';
  resetConnection();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const commentsBody = { internalClipId: 'clip0001' };

test('offline, a read the page made before answers its kept answer, and the page is flagged offline', async () => {
  server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: 'next-1' } }));
  const live = await callApiResult('client/clipComment/getClipComments', commentsBody);
  expect(live).toMatchObject({ ok: true, data: { nextCursor: 'next-1' } });
  expect(live).not.toHaveProperty('saved');
  await kept(savedAnswerKey('client/clipComment/getClipComments', '', commentsBody));

  online = false;
  server.calls.length = 0;
  const saved = await callApiResult('client/clipComment/getClipComments', { ...commentsBody });
  expect(saved).toEqual({ ok: true, saved: true, data: { isSuccessful: true, commentList: [], nextCursor: 'next-1' } });
  expect(server.calls).toEqual([]);
  expect(isOffline()).toBe(true);
  // Another clip's comments were never seen here: the person is told it needs a connection.
  expect(await callApiResult('client/clipComment/getClipComments', { internalClipId: 'clip0002' })).toMatchObject({ ok: false, errorCode: 'OFFLINE' });
});

test('offline, a write is not sent: OFFLINE at once (likes, comments, uploads need a connection)', async () => {
  token = tokenOf('uid-a');
  online = false;
  const result = await callApiResult('client/clipLikes/modifyLikeClipPreference', { internalClipId: 'clip0001', isLike: true });
  expect(result).toMatchObject({ ok: false, errorCode: 'OFFLINE' });
  expect(server.calls).toEqual([]);
  // is-online is not a kept read either: the boot learns the browser is offline, not that the API is down.
  expect(await callApiResult('is-online')).toMatchObject({ ok: false, errorCode: 'OFFLINE' });
});

test('a signed-in person’s answers are theirs only, and leave with them on sign-out', async () => {
  server.on('client/userLikes/getUserLikedClips', (call) => ({
    json: { isSuccessful: true, userLikeSet: call.authorization === `Bearer ${tokenOf('uid-a')}` ? ['liked-by-a'] : ['liked-by-b'] },
  }));
  server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: null } }));
  token = tokenOf('uid-a');
  await callApiResult('client/userLikes/getUserLikedClips', {});
  await kept(savedAnswerKey('client/userLikes/getUserLikedClips', token, {}));
  token = '';
  await callApiResult('client/clipComment/getClipComments', commentsBody);
  await kept(savedAnswerKey('client/clipComment/getClipComments', '', commentsBody));

  online = false;
  token = tokenOf('uid-b');
  expect(await callApiResult('client/userLikes/getUserLikedClips', {})).toMatchObject({ ok: false, errorCode: 'OFFLINE' });
  token = tokenOf('uid-a');
  expect(await callApiResult('client/userLikes/getUserLikedClips', {})).toMatchObject({ ok: true, saved: true, data: { userLikeSet: ['liked-by-a'] } });

  await forgetSignedInAnswers();
  expect(await loadAnswer(savedAnswerKey('client/userLikes/getUserLikedClips', tokenOf('uid-a'), {})!)).toBeNull();
  // What any visitor gets stays.
  expect(await loadAnswer(savedAnswerKey('client/clipComment/getClipComments', '', commentsBody)!)).not.toBeNull();
});

test('a page reloaded offline asks before sign-in is restored: the person whose profile this device holds is who it was for', async () => {
  server.on('client/clipComment/getClipComments', (call) => ({
    json: { isSuccessful: true, commentList: [], nextCursor: call.authorization ? 'as-seen-by-a' : 'as-anyone-sees' },
  }));
  token = tokenOf('uid-a');
  await callApiResult('client/clipComment/getClipComments', commentsBody);
  await kept(savedAnswerKey('client/clipComment/getClipComments', token, commentsBody));
  const stored = new Map<string, string>([['userProfile', JSON.stringify({ firebaseUid: 'uid-a', username: 'alice' })]]);
  Object.defineProperty(globalThis, 'localStorage', { value: { getItem: (key: string) => stored.get(key) ?? null }, configurable: true });
  try {
    online = false;
    token = '';
    expect(await callApiResult('client/clipComment/getClipComments', commentsBody)).toMatchObject({ ok: true, saved: true, data: { nextCursor: 'as-seen-by-a' } });
    // Nobody's profile on this device: only what any visitor gets would do, and there is none.
    stored.clear();
    expect(await callApiResult('client/clipComment/getClipComments', commentsBody)).toMatchObject({ ok: false, errorCode: 'OFFLINE' });
  } finally {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  }
});

test('the API unreachable while the browser says it is online: a kept answer stands in, else NETWORK_ERROR as before', async () => {
  server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: null } }));
  await callApiResult('client/clipComment/getClipComments', commentsBody);
  await kept(savedAnswerKey('client/clipComment/getClipComments', '', commentsBody));
  configureApi({ baseUrl: () => 'http://127.0.0.1:9/' });
  expect(await callApiResult('client/clipComment/getClipComments', commentsBody)).toMatchObject({ ok: true, saved: true });
  expect(await callApiResult('client/clipComment/getClipComments', { internalClipId: 'clip0003' })).toMatchObject({ ok: false, errorCode: 'NETWORK_ERROR' });
});

test('the same body in another field order is the same entry; a token that names nobody keeps nothing', () => {
  expect(savedAnswerKey('client/videoListing/masterFrontpageList', '', { sort: 'top', period: 'day' })).toBe(
    savedAnswerKey('client/videoListing/masterFrontpageList', '', { period: 'day', sort: 'top' }),
  );
  expect(savedAnswerKey('client/userLikes/getUserLikedClips', 'not-a-jwt', {})).toBeNull();
});

test("the HTML's inlined first answers are the offline copies of the same calls: a reload offline shows them though the app never asked the API", async () => {
  const { firstFrontpage, resetFirstData } = await import('../first-data');
  const { sampleClip } = await import('@clipyard/testing/fixtures');
  const clip = sampleClip({ internalClipId: 'inlined001' });
  const inlined = { frontpage: { sort: 'new', period: 'all', limit: 24, clipList: [clip], nextCursor: 'after-1' } };
  Object.defineProperty(globalThis, 'document', { value: { getElementById: () => ({ textContent: JSON.stringify(inlined) }) }, configurable: true });
  try {
    resetFirstData();
    expect(firstFrontpage('new', 'all')?.clipList).toHaveLength(1);
    const body = { sort: 'new' as const, period: 'all' as const, cursor: null, limit: 24 };
    await kept(savedAnswerKey('client/videoListing/masterFrontpageList', '', body));
    expect(server.calls).toHaveLength(0);

    online = false;
    const offline = await callApiResult('client/videoListing/masterFrontpageList', body);
    expect(offline).toMatchObject({ ok: true, saved: true, data: { nextCursor: 'after-1', clipList: [{ internalClipId: 'inlined001' }] } });
    // Another page size is another call: not an answer anyone was shown.
    expect(await callApiResult('client/videoListing/masterFrontpageList', { ...body, limit: 12 })).toMatchObject({ ok: false, errorCode: 'OFFLINE' });
  } finally {
    delete (globalThis as { document?: unknown }).document;
    resetFirstData();
  }
});
