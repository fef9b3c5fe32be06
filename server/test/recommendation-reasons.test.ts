import { createTestServer, type TestServer } from './support/test-server';
import { ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip } from './domain-support/fixtures';
import { clearRecommendationCache } from '../src/features/channels';

const RECOMMEND = 'client/recommendation/channelRecommendationList';
const DAY_MS = 86_400_000;

/**
 * Issue 19 item 17: a streamer is never recommended their own channel, and each item carries what the channel did in
 * the last 7 days, so a card's reason line says only what is true.
 */
describe('recommendations: not one’s own channel, and reasons from real activity', () => {
  let s: TestServer;
  let streamer: TestAccount;
  let fans: TestAccount[];
  let busyClip: string;

  beforeAll(async () => {
    s = await createTestServer();
    // The streamer's own channel is the most active one on the site.
    streamer = await registeredUser(s, { streamerOf: 'rr_own' });
    await insertClip(s.db, { channel: 'rr_own', likes: 500, views: 100, hoursAgo: 3 });
    await insertChannel(s.db, 'rr_busy');
    busyClip = await insertClip(s.db, { channel: 'rr_busy', likes: 50, views: 10, hoursAgo: 2 });
    await insertClip(s.db, { channel: 'rr_busy', likes: 0, views: 0, hoursAgo: 24 * 20 });
    await insertChannel(s.db, 'rr_quiet');
    // A channel whose only clip is old: nothing happened this week.
    await insertClip(s.db, { channel: 'rr_quiet', likes: 0, views: 0, hoursAgo: 24 * 25 });
    fans = [await registeredUser(s), await registeredUser(s), await registeredUser(s)];
    // Two likes this week (through the API), one from 10 days ago (straight in the table), and a like on a clip that is
    // no longer public, which does not count.
    await ok(s, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: busyClip, isLike: true }, fans[0].token);
    await ok(s, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: busyClip, isLike: true }, fans[1].token);
    const oldClip = await insertClip(s.db, { channel: 'rr_busy', hoursAgo: 24 * 12 });
    await s.db.insertInto('likes').values({ user_id: fans[2].user.id, clip_id: oldClip, created_at: new Date(Date.now() - 10 * DAY_MS) }).execute();
    const hidden = await insertClip(s.db, { channel: 'rr_busy', status: 'deleted' });
    await s.db.insertInto('likes').values({ user_id: fans[2].user.id, clip_id: hidden, created_at: new Date() }).execute();
    // One new follower this week, one from a month ago.
    await ok(s, 'client/follows/modifyUserFollowedChannel', { channelLogin: 'rr_busy', isFollow: true }, fans[0].token);
    await s.db.insertInto('follows').values({ user_id: fans[1].user.id, channel_login: 'rr_busy', created_at: new Date(Date.now() - 30 * DAY_MS) }).execute();
    clearRecommendationCache(s.db);
  });
  afterAll(() => s.close());

  it('never recommends a streamer their own channel; everyone else still gets it', async () => {
    const anonymous = await ok(s, RECOMMEND, undefined);
    expect(anonymous.channelRecommendationItemList.map((i) => i.channelLogin)).toEqual(['rr_own', 'rr_busy', 'rr_quiet']);
    const own = await ok(s, RECOMMEND, undefined, streamer.token);
    expect(own.channelRecommendationItemList.map((i) => i.channelLogin)).toEqual(['rr_busy', 'rr_quiet']);
    const viewer = await ok(s, RECOMMEND, undefined, fans[2].token);
    expect(viewer.channelRecommendationItemList.map((i) => i.channelLogin)).toContain('rr_own');
  });

  it("answers each channel's last 7 days: likes on its public clips, new followers, new clips; zeros for a quiet one", async () => {
    const answer = await ok(s, RECOMMEND, undefined);
    const byLogin = new Map(answer.channelRecommendationItemList.map((i) => [i.channelLogin, i]));
    expect(byLogin.get('rr_busy')?.thisWeek).toEqual({ likeCount: 2, followerCount: 1, clipCount: 1 });
    expect(byLogin.get('rr_busy')?.followerCount).toBe(2);
    expect(byLogin.get('rr_quiet')?.thisWeek).toEqual({ likeCount: 0, followerCount: 0, clipCount: 0 });
    expect(byLogin.get('rr_own')?.thisWeek).toEqual({ likeCount: 0, followerCount: 0, clipCount: 1 });
  });

  it('the followed channels, listed apart, carry their week too', async () => {
    const answer = await ok(s, RECOMMEND, undefined, fans[0].token);
    expect(answer.followedChannelItemList.map((i) => [i.channelLogin, i.thisWeek])).toEqual([['rr_busy', { likeCount: 2, followerCount: 1, clipCount: 1 }]]);
    expect(answer.channelRecommendationItemList.map((i) => i.channelLogin)).not.toContain('rr_busy');
  });
});
