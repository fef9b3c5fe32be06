import { PUBLIC_READ_CACHE_CONTROL, PUBLIC_READS, canonicalJson, publicReadQuery, type CallPath } from '@clipyard/shared/contract';
import { callOk, createTestServer, createTestUser, rawRequest, type TestServer, type TestUser, uniqueUsername } from './support';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

/**
 * Issue 24 item 2 (ADR 0141): a public read also answers as a GET, its request in `?input=`, cacheable by a shared
 * cache when signed out (public, s-maxage, stale-while-revalidate, a strong ETag, 304s) and never when a token is sent;
 * every other answer says `private, no-store`.
 */
describe('public reads: the cacheable GET form', () => {
  let server: TestServer;
  let viewer: TestUser;
  let channel: string;
  let clipId: string;
  let collectionId: string;
  const BY_ID = 'client/videoListing/fetchClipsById';

  const get = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    rawRequest(server, { method: 'GET', path: `${path}${publicReadQuery(input)}`, headers });

  beforeAll(async () => {
    server = await createTestServer();
    viewer = await createTestUser({ server, username: uniqueUsername('pub') });
    channel = uniqueLogin('pub');
    await insertChannel(server.db, channel);
    clipId = await insertClip(server.db, { channel, title: 'A cached clip' });
    collectionId = `pub${clipId}`.slice(0, 32);
    await server.db.insertInto('channel_collections').values({ id: collectionId, channel_login: channel, title_en: 'Cached', title_ja: '' }).execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('signed out, the GET answers what the POST answers, cacheable, with a strong ETag', async () => {
    const posted = await callOk(server, BY_ID, { internalClipIdList: [clipId] });
    const got = await get(BY_ID, { internalClipIdList: [clipId] });
    expect(got.status).toBe(200);
    expect(got.json).toEqual(posted);
    expect(got.json.clipList[0].clipTitle).toBe('A cached clip');
    expect(got.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(PUBLIC_READ_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(got.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(got.headers.get('vary')).toMatch(/Authorization/);
  });

  test('the same request answers the same ETag; If-None-Match with it is a 304 without a body; another tag is a 200', async () => {
    const first = await get(BY_ID, { internalClipIdList: [clipId] });
    const tag = first.headers.get('etag')!;
    expect((await get(BY_ID, { internalClipIdList: [clipId] })).headers.get('etag')).toBe(tag);

    const again = await get(BY_ID, { internalClipIdList: [clipId] }, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect((await get(BY_ID, { internalClipIdList: [clipId] }, { 'if-none-match': `"other", W/${tag}` })).status).toBe(304);
    expect((await get(BY_ID, { internalClipIdList: [clipId] }, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  test('a change makes a new ETag: the renamed title is what a revalidation gets', async () => {
    const before = await get(BY_ID, { internalClipIdList: [clipId] });
    await server.db.updateTable('clips').set({ title: 'A renamed clip' }).where('id', '=', clipId).execute();
    const after = await get(BY_ID, { internalClipIdList: [clipId] }, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.json.clipList[0].clipTitle).toBe('A renamed clip');
    await server.db.updateTable('clips').set({ title: 'A cached clip' }).where('id', '=', clipId).execute();
  });

  test('with a token the GET is the signed-in answer and may not be stored anywhere', async () => {
    const got = await get(BY_ID, { internalClipIdList: [clipId] }, { authorization: `Bearer ${viewer.idToken}` });
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('etag')).toBeNull();
  });

  test('every POST answer, signed in or out, success or failure, says private, no-store', async () => {
    const signedOut = await rawRequest(server, { path: BY_ID, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ internalClipIdList: [clipId] }) });
    const signedIn = await rawRequest(server, {
      path: 'client/follows/getUserFollowedChannels',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer.idToken}` },
      body: '{}',
    });
    const refused = await rawRequest(server, { path: 'client/follows/getUserFollowedChannels', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([signedOut.status, signedIn.status, refused.status]).toEqual([200, 200, 401]);
    for (const answer of [signedOut, signedIn, refused]) expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  test('bad input on the GET is a 400 with the POST’s codes, never stored and never a 500', async () => {
    const bad: [string, string][] = [
      ['not JSON', '?input=%7Bnope'],
      ['given twice', `?input=${encodeURIComponent('{}')}&input=${encodeURIComponent('{}')}`],
      ['wrong type', `?input=${encodeURIComponent(JSON.stringify({ internalClipIdList: 'x' }))}`],
      ['unknown field', `?input=${encodeURIComponent(JSON.stringify({ internalClipIdList: [clipId], extra: 1 }))}`],
      ['NUL', `?input=${encodeURIComponent(JSON.stringify({ internalClipIdList: ['a\u0000b'] }))}`],
      ['an array', `?input=${encodeURIComponent('[1]')}`],
    ];
    for (const [what, query] of bad) {
      const answer = await rawRequest(server, { method: 'GET', path: `${BY_ID}${query}` });
      expect({ what, status: answer.status, code: answer.json?.errorCode }).toEqual({ what, status: 400, code: expect.stringMatching(/^[A-Z_]+$/) });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    const huge = await rawRequest(server, { method: 'GET', path: `${BY_ID}?input=${'x'.repeat(70_000)}` });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  test('a call that is not a public read has no GET form', async () => {
    const answer = await rawRequest(server, { method: 'GET', path: `client/follows/getUserFollowedChannels${publicReadQuery({})}`, headers: { authorization: `Bearer ${viewer.idToken}` } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  test('every public read answers its signed-out GET (the listing, channel, comment, chat, transcript and search calls)', async () => {
    const inputs: Partial<Record<CallPath, unknown>> = {
      'client/videoListing/masterFrontpageList': {},
      'client/videoListing/fetchByChannelLogins': { channelLoginList: [channel] },
      'client/videoListing/fetchClipsById': { internalClipIdList: [clipId] },
      'client/channel/getChannelProfile': { channelLogin: channel },
      'client/collections/getChannelCollections': { channelLogin: channel },
      'client/collections/getCollection': { channelLogin: channel, collectionId },
      'client/clipComment/getClipComments': { internalClipId: clipId },
      'client/chat/getClipChat': { internalClipId: clipId },
      'client/clipAudioTranscript/getTranscript': { internalClipId: clipId },
      'client/search/clipSearch': { query: 'cached' },
      'client/search/channelLoginList': { query: channel.slice(0, 3) },
      'client/search/channelDetails': { channelLoginList: [channel] },
      'client/recommendation/channelRecommendationList': {},
      'client/categories/getCategories': { withClipsOnly: true },
      'client/categories/getCategory': { categorySlug: 'minecraft' },
    };
    for (const path of PUBLIC_READS) {
      if (path === 'client/clipComment/getCommentReplies') continue; // needs a comment: comment-replies.test.ts covers its reads
      expect({ path, given: path in inputs }).toEqual({ path, given: true });
      const answer = await get(path, inputs[path]);
      expect({ path, status: answer.status, cache: answer.headers.get('cache-control') }).toEqual({ path, status: 200, cache: PUBLIC_READ_CACHE_CONTROL });
    }
  });

  test('one request makes one URL whatever its key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe('{"a":{"c":3,"d":[2,{"e":0,"f":1}]},"b":1}');
    expect(publicReadQuery({ sort: 'new', period: 'day' })).toBe(publicReadQuery({ period: 'day', sort: 'new' }));
    expect(publicReadQuery(undefined)).toBe(`?input=${encodeURIComponent('{}')}`);
  });
});
