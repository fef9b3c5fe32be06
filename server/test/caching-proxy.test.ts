import { PUBLIC_READ_CACHE, publicReadQuery } from '@clipyard/shared/contract';
import { callOk, createTestServer, createTestUser, type TestServer, type TestUser, uniqueUsername } from './support';
import { type CachingProxy, startCachingProxy } from './support/caching-proxy';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

/**
 * Issue 24 item 2 (ADR 0141): a real caching proxy (Debian's nginx, with docs/deploy/nginx-api-cache.conf.template as
 * it is) in front of the API. Signed-out public reads are answered from its cache; nothing asked with a token is ever
 * stored or answered from it; a hidden clip leaves every cached answer within the documented time.
 */
describe('behind a caching proxy', () => {
  let server: TestServer;
  let proxy: CachingProxy;
  let viewer: TestUser;
  let channel: string;
  let blockedChannel: string;
  const clipIds: string[] = [];
  const BY_ID = 'client/videoListing/fetchClipsById';
  const BY_CHANNEL = 'client/videoListing/fetchByChannelLogins';

  /** A GET through the proxy: its status, cache status, Cache-Control and JSON. */
  async function viaProxy(path: string, input: unknown, token?: string, extraQuery = '') {
    const response = await fetch(`${proxy.url}/${path}${publicReadQuery(input)}${extraQuery}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await response.text();
    // nginx's own error page is HTML: shown whole rather than as a JSON syntax error.
    if (!text.startsWith('{')) throw new Error(`${response.status} from the proxy: ${text.slice(0, 300)}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer read field by field
    const json = JSON.parse(text) as any;
    return { status: response.status, cache: response.headers.get('x-cache-status'), cacheControl: response.headers.get('cache-control'), json };
  }

  beforeAll(async () => {
    // As main.ts runs it: the origin's own one-second micro-cache on.
    server = await createTestServer({ anonymousCacheMs: 1000 });
    proxy = await startCachingProxy(new URL(server.url).host);
    viewer = await createTestUser({ server, username: uniqueUsername('prx') });
    channel = uniqueLogin('prx');
    blockedChannel = uniqueLogin('prb');
    await insertChannel(server.db, channel);
    await insertChannel(server.db, blockedChannel);
    for (let i = 0; i < 3; i++) clipIds.push(await insertClip(server.db, { channel, title: `Proxied clip ${i}` }));
    clipIds.push(await insertClip(server.db, { channel: blockedChannel, title: 'A clip of a blocked channel' }));
    await callOk(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: blockedChannel, isBlock: true }, viewer);
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.close();
  });

  test('a signed-out read is asked of the API once, then answered from the cache', async () => {
    const input = { internalClipIdList: [clipIds[0]] };
    const first = await viaProxy(BY_ID, input);
    const second = await viaProxy(BY_ID, input);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(second).toMatchObject({ status: 200, cache: 'HIT' });
    expect(second.json).toEqual(first.json);
    expect(second.json.clipList[0].clipTitle).toBe('Proxied clip 0');
  });

  test('a signed-in request is never answered from the cache nor stored: it sees its own answer, and the crowd theirs', async () => {
    const input = { channelLoginList: [channel, blockedChannel] };
    const anonymous = await viaProxy(BY_CHANNEL, input);
    expect(anonymous.json.clipList).toHaveLength(4);
    for (let i = 0; i < 2; i++) {
      const signedIn = await viaProxy(BY_CHANNEL, input, viewer.idToken);
      // The viewer blocked one of the channels: its clip is not in their answer, as it is in the crowd's.
      expect(signedIn).toMatchObject({ status: 200, cache: 'BYPASS', cacheControl: 'private, no-store' });
      expect(signedIn.json.clipList.map((clip: { channelLogin: string }) => clip.channelLogin)).not.toContain(blockedChannel);
      expect(signedIn.json.clipList).toHaveLength(3);
    }
    const afterwards = await viaProxy(BY_CHANNEL, input);
    expect(afterwards).toMatchObject({ status: 200, cache: 'HIT' });
    expect(afterwards.json.clipList).toHaveLength(4);

    // A signed-in POST through the proxy: not cacheable, and said so.
    const posted = await fetch(`${proxy.url}/client/follows/getUserFollowedChannels`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
    expect(posted.headers.get('x-cache-status')).toBeNull();
    // The proxy's own log of this address (the blocked channel's login is in it): the signed-in requests bypassed it.
    let statuses = await proxy.cacheStatuses(blockedChannel);
    for (const deadline = Date.now() + 10_000; statuses.length < 4 && Date.now() < deadline; statuses = await proxy.cacheStatuses(blockedChannel)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses).toEqual(['MISS', 'BYPASS', 'BYPASS', 'HIT']);
  });

  // Tests run in random order: the two that change a clip change one of their own, on a channel of their own.
  async function clipOfItsOwn(title: string) {
    const login = uniqueLogin('prh');
    await insertChannel(server.db, login);
    return { login, id: await insertClip(server.db, { channel: login, title }) };
  }

  test('a hidden clip is gone from every cached answer within the documented time', async () => {
    const { login, id: hidden } = await clipOfItsOwn('About to be hidden');
    const byId = { internalClipIdList: [hidden] };
    const byChannel = { channelLoginList: [login], sort: 'new' as const };
    expect((await viaProxy(BY_ID, byId)).json.clipList).toHaveLength(1);
    expect((await viaProxy(BY_CHANNEL, byChannel)).json.clipList.map((clip: { internalClipId: string }) => clip.internalClipId)).toContain(hidden);
    expect((await viaProxy(BY_ID, byId)).cache).toBe('HIT');

    const hiddenAt = Date.now();
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', hidden).execute();
    // The documented bound: fresh for s-maxage, stale for stale-while-revalidate more, plus the origin's 1 s micro-cache.
    const bound = (PUBLIC_READ_CACHE.sMaxAgeSeconds + PUBLIC_READ_CACHE.staleWhileRevalidateSeconds + 1) * 1000;
    const goneFrom = async () => {
      const [one, list] = await Promise.all([viaProxy(BY_ID, byId), viaProxy(BY_CHANNEL, byChannel)]);
      const ids = list.json.clipList.map((clip: { internalClipId: string }) => clip.internalClipId);
      return one.json.clipList.length === 0 && !ids.includes(hidden);
    };
    let gone = await goneFrom();
    while (!gone && Date.now() - hiddenAt <= bound) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      gone = await goneFrom();
    }
    expect({ gone, withinBound: Date.now() - hiddenAt <= bound + 1000 }).toEqual({ gone: true, withinBound: true });
  });

  test('an address asked for again after its stale window gets the new answer, not the old copy once', async () => {
    const { id: renamed } = await clipOfItsOwn('About to be renamed');
    const input = { internalClipIdList: [renamed] };
    expect((await viaProxy(BY_ID, input)).json.clipList[0].clipTitle).toBe('About to be renamed');
    await server.db.updateTable('clips').set({ title: 'Renamed while nobody looked' }).where('id', '=', renamed).execute();
    const window = (PUBLIC_READ_CACHE.sMaxAgeSeconds + PUBLIC_READ_CACHE.staleWhileRevalidateSeconds + 1) * 1000;
    // eslint-disable-next-line no-restricted-syntax -- nobody may ask during the span: what it proves is that the copy kept past its window is not served
    await new Promise((resolve) => setTimeout(resolve, window));
    const after = await viaProxy(BY_ID, input);
    expect({ title: after.json.clipList[0].clipTitle, cache: after.cache }).toEqual({ title: 'Renamed while nobody looked', cache: expect.stringMatching(/^(EXPIRED|MISS|REVALIDATED)$/) });
  });

  test('a burst of signed-out reads over a few addresses: no errors, and at most 5 % reach the API', async () => {
    const inputs = clipIds.map((id) => ({ internalClipIdList: [id] })).concat([{ internalClipIdList: clipIds }]);
    const statuses: number[] = [];
    // Addresses of this burst alone (the API ignores a query besides `input`; the proxy keys on the whole address).
    const worker = async (offset: number) => {
      for (let i = 0; i < 100; i++) statuses.push((await viaProxy(BY_ID, inputs[(offset + i) % inputs.length], undefined, '&burst=1')).status);
    };
    await Promise.all(Array.from({ length: 10 }, (_unused, offset) => worker(offset)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    let burst = await proxy.cacheStatuses('burst=1');
    for (const deadline = Date.now() + 10_000; burst.length < 1000 && Date.now() < deadline; burst = await proxy.cacheStatuses('burst=1')) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(burst).toHaveLength(1000);
    const toOrigin = burst.filter((status) => !['HIT', 'STALE', 'UPDATING'].includes(status));
    expect(toOrigin.length).toBeLessThanOrEqual(50);
  });
});
