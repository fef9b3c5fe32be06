import type { Clip } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import { refreshTrendingRanks, startTrendingRanker, type Ranking } from '../src/features/listing/trending-ranks';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const FRONTPAGE = 'client/videoListing/masterFrontpageList';
type Page = { clipList: Clip[]; nextCursor: string | null };

/** Trending at a million clips (issue 24 item 4, ADR 0140): pages read a ranking run once a minute. */
describe('trending ranks', () => {
  let server: TestServer;
  let shared: TestServer;
  let own: TestServer | null = null;

  // Most tests share one server, each with a channel of its own (pages are read for that channel's clips); the tests
  // that count or age rankings take a server of their own (ownServer()).
  beforeAll(async () => {
    shared = await createTestServer();
  });
  afterAll(() => shared.close());
  beforeEach(() => {
    server = shared;
  });
  afterEach(async () => {
    // Forgotten before it is closed: a close that fails is reported once, not again by the next test's afterEach.
    const closing = own;
    own = null;
    await closing?.close();
  });
  const ownServer = async () => {
    own = await createTestServer();
    server = own;
  };

  /** A clip whose listing last changed an hour ago: a ranking run now reads it from its ranks, not live. */
  const settledClip = async (channel: string, likes: number, hoursAgo = 1, title?: string) => {
    const id = await insertClip(server.db, { channel, likes, views: 0, hoursAgo, title });
    await sql`UPDATE clips SET listing_changed_at = now() - interval '1 hour' WHERE id = ${id}`.execute(server.db);
    return id;
  };
  const rank = async (keep?: number): Promise<Ranking> => {
    const ranking = await refreshTrendingRanks(server.db, { minAgeMs: 0, keep });
    expect(ranking).not.toBeNull();
    return ranking!;
  };
  const trending = async (body: { period?: string; limit?: number; cursor?: string | null } = {}, token?: string): Promise<Page> =>
    ok(server, FRONTPAGE, { sort: 'trending', period: 'all', limit: 50, ...body } as never, token);
  /** The page's clip ids in order, only the test's own (`mine`) when given: other tests' clips share the ranking. */
  const ids = (page: Page, mine?: string[]) => page.clipList.map((c) => c.internalClipId).filter((id) => !mine || mine.includes(id));
  const generations = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM trending_generations`.execute(server.db)).rows[0]!.n);

  it('orders by the score at the run: a like after it moves the clip at the next run, while the counts shown are live', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const [a, b, c] = [await settledClip(ch, 10), await settledClip(ch, 5), await settledClip(ch, 1)];
    await rank();
    expect(ids(await trending(), [a, b, c])).toEqual([a, b, c]);

    await server.db.updateTable('clips').set({ like_count: 100 }).where('id', '=', c).execute();
    const stale = await trending();
    expect(ids(stale, [a, b, c])).toEqual([a, b, c]);
    expect(stale.clipList.find((clip) => clip.internalClipId === c)!.likeCount).toBe(100);

    await rank();
    expect(ids(await trending(), [a, b, c])).toEqual([c, a, b]);
  });

  it('lists at once a clip published after the run and one that became ready after it, scored on the run clock', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const old = await settledClip(ch, 3);
    const encoding = await insertClip(server.db, { channel: ch, status: 'processing', likes: 1 });
    await sql`UPDATE clips SET listing_changed_at = now() - interval '1 hour' WHERE id = ${encoding}`.execute(server.db);
    await rank();
    const fresh = await insertClip(server.db, { channel: ch, likes: 40, hoursAgo: 0 });
    // Ready after the run, published (as the encoder does) at that moment: the trigger marks its listing changed.
    await sql`UPDATE clips SET status = 'ready', published_at = now(), renditions = '["source"]'::jsonb WHERE id = ${encoding}`.execute(server.db);
    expect(ids(await trending(), [fresh, old, encoding])).toEqual([fresh, old, encoding]);
  });

  it('drops at once a clip deleted, hidden or unlisted after the run, and a channel the viewer blocked', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const other = await insertChannel(server.db, uniqueLogin('tr'));
    const [deleted, hidden, unlisted, kept, blockedOnes] = [
      await settledClip(ch, 9),
      await settledClip(ch, 8),
      await settledClip(ch, 7),
      await settledClip(ch, 6),
      await settledClip(other, 5),
    ];
    await rank();
    await server.db.updateTable('clips').set({ status: 'deleted' }).where('id', '=', deleted).execute();
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', hidden).execute();
    await server.db.updateTable('clips').set({ visibility: 'unlisted' }).where('id', '=', unlisted).execute();
    const mine = [deleted, hidden, unlisted, kept, blockedOnes];
    expect(ids(await trending(), mine)).toEqual([kept, blockedOnes]);

    const viewer = await registeredUser(server);
    await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: other, isBlock: true }, viewer.token);
    expect(ids(await trending({}, viewer.token), mine)).toEqual([kept]);
  });

  it('lists a ranked clip that changed and changed back after the run once, from the live part', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const [first, second] = [await settledClip(ch, 9), await settledClip(ch, 2)];
    await rank();
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', second).execute();
    await server.db.updateTable('clips').set({ visibility: 'public' }).where('id', '=', second).execute();
    await server.db.updateTable('clips').set({ like_count: 50 }).where('id', '=', second).execute();
    // Read live since it changed: its 50 likes count already, and it is there once.
    const listed = ids(await trending(), [first, second]);
    expect(listed).toEqual([second, first]);
  });

  it('keeps each period its own ranking', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const today = await settledClip(ch, 1, 2);
    const thisWeek = await settledClip(ch, 500, 24 * 3);
    // 2,000,000 likes at 300 days (4,000,000 / 7,202^1.5 = 6.5) beat 500 at 3 days (1,000 / 74^1.5 = 1.6).
    const lastYear = await settledClip(ch, 2_000_000, 24 * 300);
    await rank();
    const mine = [today, thisWeek, lastYear];
    expect(ids(await trending({ period: '24h' }), mine)).toEqual([today]);
    expect(ids(await trending({ period: '7d' }), mine)).toEqual([thisWeek, today]);
    expect(ids(await trending({ period: 'all' }), mine)).toEqual([lastYear, thisWeek, today]);
  });

  it('ends a trending list at the ranking size', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    // Millions of likes: the best two of every clip the shared server holds.
    const [a, b, c] = [await settledClip(ch, 9_000_000), await settledClip(ch, 8_000_000), await settledClip(ch, 7_000_000)];
    await rank(2);
    const page = await trending();
    expect(ids(page, [a, b, c])).toEqual([a, b]);
    expect(ids(page).slice(0, 2)).toEqual([a, b]);
    expect(page.nextCursor).toBeNull();
  });

  it('pages on the ranking of the first page across a run, without repeats or gaps, and continues on the newest once it is gone', async () => {
    await ownServer();
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const clips: string[] = [];
    for (let likes = 10; likes >= 1; likes--) clips.push(await settledClip(ch, likes));
    await rank();
    const first = await trending({ limit: 4 });
    // A new run in between ranks the last clip first: the listing already begun keeps its order.
    await server.db.updateTable('clips').set({ like_count: 1000 }).where('id', '=', clips[9]!).execute();
    await rank();
    const second = await trending({ limit: 4, cursor: first.nextCursor });
    const third = await trending({ limit: 4, cursor: second.nextCursor });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(clips);
    expect(third.nextCursor).toBeNull();

    // Rankings older than 15 minutes are deleted at the next run; a cursor of one reads the newest.
    await sql`UPDATE trending_generations SET as_of = as_of - interval '20 minutes'`.execute(server.db);
    await rank();
    expect(await generations()).toBe(1);
    const late = await trending({ limit: 4, cursor: first.nextCursor });
    expect(late.clipList).toHaveLength(4);
    expect(ids(await trending({ limit: 1 }))).toEqual([clips[9]]);
  });

  it('scores live when the newest ranking is stale (no ranker ran for ten minutes) or none exists', async () => {
    await ownServer();
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const [a, b] = [await settledClip(ch, 5), await settledClip(ch, 4)];
    expect(ids(await trending())).toEqual([a, b]);
    await rank();
    await server.db.updateTable('clips').set({ like_count: 9 }).where('id', '=', b).execute();
    expect(ids(await trending())).toEqual([a, b]);
    await sql`UPDATE trending_generations SET as_of = as_of - interval '11 minutes'`.execute(server.db);
    const live = await trending({ limit: 1 });
    expect(ids(live)).toEqual([b]);
    // A listing begun live stays live on its next pages.
    expect(ids(await trending({ limit: 1, cursor: live.nextCursor }))).toEqual([a]);
  });

  it('runs one ranking a minute however many instances ask, and a stopped ranker has ranked at once', async () => {
    await ownServer();
    const results = await Promise.all([refreshTrendingRanks(server.db), refreshTrendingRanks(server.db), refreshTrendingRanks(server.db)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await refreshTrendingRanks(server.db)).toBeNull();
    expect(await generations()).toBe(1);

    // A ranker starting when the last ranking is two minutes old ranks at once, and its stop waits for that run.
    await sql`UPDATE trending_generations SET as_of = as_of - interval '2 minutes'`.execute(server.db);
    const warn = jest.fn();
    const stop = startTrendingRanker({ db: server.db, log: { warn } });
    await stop();
    expect(await generations()).toBe(2);
    expect(warn).not.toHaveBeenCalled();
  });

  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['a string ranking', 'x'],
    ['a negative ranking', -1],
    ['a fractional ranking', 1.5],
    ['a ranking past the safe integers', 2 ** 60],
  ])('answers 400 BAD_REQUEST for a cursor with %s', async (_label, g) => {
    await rank();
    const cursor = b64({ k: 'trending', asOf: new Date().toISOString(), g, v: 1, id: 'x' });
    expect(await fails(server, FRONTPAGE, { sort: 'trending', period: 'all', cursor })).toEqual([400, 'BAD_REQUEST']);
  });

  it('answers a cursor of a ranking that never existed from the newest one', async () => {
    const ch = await insertChannel(server.db, uniqueLogin('tr'));
    const a = await settledClip(ch, 5);
    await rank();
    const cursor = b64({ k: 'trending', asOf: new Date().toISOString(), g: 999_999, v: 1e9, id: 'zzz' });
    expect(ids(await trending({ cursor }), [a])).toEqual([a]);
  });
});
