/**
 * @jest-environment node
 */
import { createRouteRegistry, declarationsUrlOf, routeDeclarationsOf, routeOf } from './route-registry.mjs';

const clips = [
  { path: '/', title: { 'en-US': 'Frontpage', ja: 'フロントページ' } },
  { path: '/:channelLogin/clip/:internalClipId', title: { 'en-US': 'Clip', ja: 'クリップ' } },
  { path: '/embed/:channelLogin/:internalClipId', layout: 'none', title: { 'en-US': 'Clip player', ja: 'クリッププレーヤー' } },
];
const channels = [
  { path: '/:channelLogin', title: { 'en-US': 'Channel', ja: 'チャンネル' } },
  { path: '/search', title: { 'en-US': 'Search', ja: '検索' } },
  // Taken already by the remote before it in remotes.json.
  { path: '/', title: { 'en-US': 'Not mine', ja: '私のではない' } },
];
const account = [{ path: '/account/login', index: false, title: { 'en-US': 'Sign in', ja: 'ログイン' } }, { path: '/account/*', index: false }];

describe('routeDeclarationsOf', () => {
  it('keeps the fields a route has and drops any other', () => {
    expect(routeDeclarationsOf([{ path: '/x/:id', layout: 'none', index: false, title: { 'en-US': 'X', ja: 'エックス', de: 'Iks' }, script: '<script>' }])).toEqual([
      { path: '/x/:id', layout: 'none', index: false, title: { 'en-US': 'X', ja: 'エックス' } },
    ]);
    expect(routeDeclarationsOf(account)).toEqual(account);
  });

  it.each([
    ['not a list', { path: '/' }],
    ['a route without a path', [{ title: { 'en-US': 'X', ja: 'X' } }]],
    ['a relative path', [{ path: 'x' }]],
    ['a path with a query', [{ path: '/x?y=1' }]],
    ['a path leaving its segment', [{ path: '/x/../y' }]],
    ['a star before the end', [{ path: '/*/x' }]],
    ['a huge path', [{ path: `/${'a'.repeat(300)}` }]],
    ['another layout', [{ path: '/x', layout: 'wide' }]],
    ['an index that is no boolean', [{ path: '/x', index: 'no' }]],
    ['a title in one language', [{ path: '/x', title: { 'en-US': 'X' } }]],
    ['a title with a NUL', [{ path: '/x', title: { 'en-US': 'X\0', ja: 'X' } }]],
    ['a huge title', [{ path: '/x', title: { 'en-US': 'X'.repeat(201), ja: 'X' } }]],
    ['too many routes', Array.from({ length: 201 }, (_, i) => ({ path: `/p${i}` }))],
  ])('refuses %s', (_, value) => {
    expect(routeDeclarationsOf(value)).toBeNull();
  });
});

it('reads a remote’s routes beside its manifest', () => {
  expect(declarationsUrlOf('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/routes.json');
  expect(declarationsUrlOf('/remotes/clips/v2/mf-manifest.json', 'https://clips.example/')).toBe('https://clips.example/remotes/clips/v2/routes.json');
});

/** Remotes on addresses of their own, answered from `files` (an address missing from it is a remote that is down). */
function remoteServers(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchStub = (async (url: string) => {
    asked.push(url);
    if (!(url in files)) throw new TypeError('fetch failed');
    const body = files[url];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  }) as unknown as typeof fetch;
  return { asked, fetch: fetchStub };
}

describe('the registry', () => {
  let clock = 1_000_000;
  const now = () => clock;
  let remotes: Record<string, string>;
  beforeEach(() => {
    clock = 1_000_000;
    remotes = { mfe_clips: 'http://c/mf-manifest.json', mfe_channels: 'http://ch/mf-manifest.json', mfe_account: 'http://a/mf-manifest.json' };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('merges every remote’s routes in remotes.json order, a path taken by an earlier remote kept by it', async () => {
    const servers = remoteServers({ 'http://c/routes.json': clips, 'http://ch/routes.json': channels, 'http://a/routes.json': account });
    const registry = createRouteRegistry({ remotes: () => remotes, fetch: servers.fetch, now });
    const table = await registry.table();
    expect(table.map((route) => `${route.remote} ${route.path}`)).toEqual([
      'mfe_clips /',
      'mfe_clips /:channelLogin/clip/:internalClipId',
      'mfe_clips /embed/:channelLogin/:internalClipId',
      'mfe_channels /:channelLogin',
      'mfe_channels /search',
      'mfe_account /account/login',
      'mfe_account /account/*',
    ]);
    // Ranked as the router ranks: a static segment before a parameter, a prefix claim last.
    expect(routeOf(table, '/search')?.remote).toBe('mfe_channels');
    expect(routeOf(table, '/some_streamer')?.remote).toBe('mfe_channels');
    expect(routeOf(table, '/some_streamer/clip/abc123')?.remote).toBe('mfe_clips');
    expect(routeOf(table, '/account/login')?.path).toBe('/account/login');
    expect(routeOf(table, '/account/later/page')?.path).toBe('/account/*');
    expect(routeOf(table, '/a/b/c/d')).toBeNull();
  });

  it('answers from what a remote last declared while it is down or sends nonsense, and asks again once that is old', async () => {
    const files: Record<string, unknown> = { 'http://c/routes.json': clips, 'http://ch/routes.json': channels, 'http://a/routes.json': account };
    const servers = remoteServers(files);
    const registry = createRouteRegistry({ remotes: () => remotes, fetch: servers.fetch, now });
    await registry.table();
    delete files['http://c/routes.json'];
    files['http://ch/routes.json'] = '<html>';
    files['http://a/routes.json'] = [{ path: '/account/*', index: 'yes' }];
    clock += 11_000;
    // Old: answered at once from what is known, each remote asked again in the background.
    expect((await registry.table()).length).toBe(7);
    // Asked again in the background; the answer that comes back (down, nonsense, a bad route) replaces nothing.
    expect(servers.asked.filter((url) => url === 'http://c/routes.json')).toHaveLength(2);
    await registry.settled();
    expect((await registry.table()).map((route) => route.path)).toContain('/:channelLogin/clip/:internalClipId');
    expect((await registry.table()).length).toBe(7);
    expect(servers.asked).toHaveLength(6);
  });

  it('waits for a remote it never asked (redeployed at a new address), and takes its new routes at once', async () => {
    const files: Record<string, unknown> = { 'http://c/routes.json': clips, 'http://ch/routes.json': channels, 'http://a/routes.json': account };
    const servers = remoteServers(files);
    const registry = createRouteRegistry({ remotes: () => remotes, fetch: servers.fetch, now });
    await registry.table();
    files['http://ch2/routes.json'] = [...channels, { path: '/channels/popular', title: { 'en-US': 'Popular channels', ja: '人気のチャンネル' } }];
    remotes = { ...remotes, mfe_channels: 'http://ch2/mf-manifest.json' };
    expect(routeOf(await registry.table(), '/channels/popular')).toEqual({
      path: '/channels/popular',
      title: { 'en-US': 'Popular channels', ja: '人気のチャンネル' },
      remote: 'mfe_channels',
    });
  });

  it('a remote moved to an address that does not answer keeps the routes it declared at the last one', async () => {
    const servers = remoteServers({ 'http://c/routes.json': clips, 'http://ch/routes.json': channels, 'http://a/routes.json': account });
    const registry = createRouteRegistry({ remotes: () => remotes, fetch: servers.fetch, now });
    await registry.table();
    remotes = { ...remotes, mfe_channels: 'http://down/mf-manifest.json' };
    const table = await registry.table();
    expect(servers.asked).toContain('http://down/routes.json');
    expect(routeOf(table, '/search')?.remote).toBe('mfe_channels');
  });

  it('a remote whose first answer failed (a busy machine) is asked again by the next page, not after 10 s', async () => {
    const files: Record<string, unknown> = { 'http://c/routes.json': clips, 'http://ch/routes.json': channels };
    const servers = remoteServers(files);
    const registry = createRouteRegistry({ remotes: () => remotes, fetch: servers.fetch, now });
    expect(routeOf(await registry.table(), '/account/login')).toBeNull();
    files['http://a/routes.json'] = account;
    expect(routeOf(await registry.table(), '/account/login')?.remote).toBe('mfe_account');
    // Known now: not asked again until what is known is old.
    await registry.table();
    expect(servers.asked.filter((url) => url === 'http://a/routes.json')).toHaveLength(2);
  });

  it('a remote that never answered has no routes, and the others are served', async () => {
    const servers = remoteServers({ 'http://c/routes.json': clips });
    const registry = createRouteRegistry({ remotes: () => remotes, fetch: servers.fetch, now });
    expect(new Set((await registry.table()).map((route) => route.remote))).toEqual(new Set(['mfe_clips']));
  });
});
