import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertClip, insertRequest, uniqueLogin } from './domain-support/fixtures';
import { lastDays } from '../src/features/streamer-stats/get-channel-stats.handler';
import { foldAllCountedViews } from '../src/features/playback/view-folding';

const STATS = 'client/streamer/getChannelStats';

describe('streamer stats', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let own: string;
  let ids: Record<string, string>;

  /**
   * A streamer's channel: three ready clips of different ages, a deleted one, a pending request and a follower, with
   * another streamer's channel beside it. The totals tests share one; a test that adds activity makes its own.
   */
  async function streamerChannel(): Promise<{ streamer: TestAccount; own: string; ids: Record<string, string> }> {
    const login = uniqueLogin('stats');
    const owner = await registeredUser(server, { streamerOf: login });
    const clips: Record<string, string> = {};
    clips.recent = await insertClip(server.db, { channel: login, views: 100, likes: 5, hoursAgo: 24 });
    clips.month = await insertClip(server.db, { channel: login, views: 300, likes: 1, hoursAgo: 24 * 20 });
    clips.old = await insertClip(server.db, { channel: login, views: 50, likes: 50, hoursAgo: 24 * 90 });
    await insertClip(server.db, { channel: login, status: 'deleted', views: 9999 });
    await insertRequest(server.db, { channel: login, submitter: null });
    const fan = await registeredUser(server);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: login, isFollow: true }, fan.token);
    // Someone else's channel never counts.
    const other = await registeredUser(server, { streamerOf: uniqueLogin('otherstats') });
    await insertClip(server.db, { channel: other.user.streamer_channel_login!, views: 7 });
    return { streamer: owner, own: login, ids: clips };
  }

  beforeAll(async () => {
    server = await createTestServer();
    ({ streamer, own, ids } = await streamerChannel());
  });
  afterAll(() => server.close());

  it.each([
    ['7d', { clipCount: 1, viewCount: 100, likeCount: 5 }, ['recent']],
    ['30d', { clipCount: 2, viewCount: 400, likeCount: 6 }, ['month', 'recent']],
    ['all', { clipCount: 3, viewCount: 450, likeCount: 56 }, ['month', 'recent', 'old']],
  ] as const)('totals the streamer’s own ready clips over %s', async (period, totals, top) => {
    const stats = await ok(server, STATS, { period }, streamer.token);
    expect(stats).toMatchObject({ channelLogin: own, ...totals, followerCount: 1, pendingRequestCount: 1 });
    expect(stats.topClipIds).toEqual(top.map((k) => ids[k]));
    expect(stats.topClipList.map((c) => c.internalClipId)).toEqual(stats.topClipIds);
  });

  it('draws views, likes and followers per UTC day over the period, and request outcomes', async () => {
    // A channel of this test's own: the views, likes, followers and decisions below would change the shared totals.
    const mine = await streamerChannel();
    const [twoDaysAgo, yesterday, today] = lastDays(3);
    await server.db.insertInto('clip_view_days').values([
      { clip_id: mine.ids.month, day: twoDaysAgo, views: 4 },
      { clip_id: mine.ids.old, day: twoDaysAgo, views: 1 },
      { clip_id: mine.ids.month, day: lastDays(40)[0], views: 9 },
    ]).execute();
    // A view counted through the real call lands on today.
    const viewer = await registeredUser(server);
    expect((await ok(server, 'client/analytics/clipPlaybackReport', { internalClipId: mine.ids.recent, watchedSeconds: 10 }, viewer.token)).isCounted).toBe(true);
    await foldAllCountedViews(server.db); // as every API instance does every 2 s (ADR 0139)
    await ok(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: mine.ids.recent, isLike: true }, viewer.token);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: mine.own, isFollow: true }, viewer.token);
    const decided = await insertRequest(server.db, { channel: mine.own, submitter: null });
    await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: decided.requestId, isApproved: false }, mine.streamer.token);

    const week = await ok(server, STATS, { period: '7d' }, mine.streamer.token);
    expect(week.dailyList.map((d) => d.date)).toEqual(lastDays(7));
    const day = (date: string) => week.dailyList.find((d) => d.date === date)!;
    expect(day(twoDaysAgo)).toMatchObject({ viewCount: 5, likeCount: 0 });
    expect(day(yesterday).viewCount).toBe(0);
    expect(day(today)).toMatchObject({ viewCount: 1, likeCount: 1, newFollowerCount: 2, followerCount: 2 });
    expect(week.requestCounts).toEqual({ pending: 1, approved: 0, rejected: 1 });
    expect((await ok(server, STATS, { period: '90d' }, mine.streamer.token)).dailyList).toHaveLength(90);
    const all = await ok(server, STATS, { period: 'all' }, mine.streamer.token);
    expect(all.dailyList).toHaveLength(90);
    expect(all.dailyList.reduce((sum, d) => sum + d.viewCount, 0)).toBe(15);
  });

  it('answers NOT_AUTHORISED signed out, NOT_STREAMER to viewers and 400 for a bad period', async () => {
    expect(await fails(server, STATS, {})).toEqual([401, 'NOT_AUTHORISED']);
    const viewer = await registeredUser(server);
    expect(await fails(server, STATS, {}, viewer.token)).toEqual([403, 'NOT_STREAMER']);
    expect((await fails(server, STATS, { period: '1y' }, streamer.token))[0]).toBe(400);
  });
});
