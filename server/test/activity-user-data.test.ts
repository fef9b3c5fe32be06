import { callFail, callOk, createTestServer, createTestUser, makeStreamer, type TestServer, uniqueUsername } from './support';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const platformData = { browserName: 'Chromium', platformName: 'Linux', browserVersion: '131.0', isMobile: false, isCapacitor: false, hasTouch: true };

describe('reportActivity and exportUserData', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('reportActivity stores the event, with the user when signed in and without when signed out', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    await callOk(server, 'client/activity/reportActivity', { activityName: 'appLaunch', platformData }, user);
    await callOk(server, 'client/activity/reportActivity', { activityName: 'pageView', platformData: { ...platformData, browserName: 'anon-marker' } });
    const mine = await server.db.selectFrom('activity_events').selectAll().where('user_id', '=', user.userId!).execute();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ activity_name: 'appLaunch', platform_data: platformData });
    const anon = await server.db.selectFrom('activity_events').selectAll().where('user_id', 'is', null).where('activity_name', '=', 'pageView').execute();
    expect(anon.some((row) => (row.platform_data as { browserName?: string }).browserName === 'anon-marker')).toBe(true);
  });

  test('reportActivity refuses unknown activities, missing or extra platformData fields and wrong types', async () => {
    expect(await callFail(server, 'client/activity/reportActivity', { activityName: 'hack', platformData })).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
    expect(await callFail(server, 'client/activity/reportActivity', { activityName: 'appLaunch' })).toMatchObject({ status: 400 });
    expect(await callFail(server, 'client/activity/reportActivity', { activityName: 'appLaunch', platformData: { ...platformData, secret: 1 } })).toMatchObject({
      status: 400,
      errorCode: 'BAD_REQUEST',
    });
    expect(await callFail(server, 'client/activity/reportActivity', { activityName: 'appLaunch', platformData: { ...platformData, isMobile: 'yes' } })).toMatchObject({
      status: 400,
    });
    expect(await callFail(server, 'client/activity/reportActivity', { activityName: 'appLaunch', platformData: { ...platformData, browserName: 'x'.repeat(61) } })).toMatchObject({
      status: 400,
    });
  });

  test('exportUserData answers everything about the user, nothing about others, and no Twitch secrets', async () => {
    const user = await createTestUser({ server, username: uniqueUsername('Exp'), verified: true });
    const other = await createTestUser({ server, username: uniqueUsername('Oth') });
    const channel = await insertChannel(server.db, uniqueLogin('exp'));
    const clipId = await insertClip(server.db, { channel, submitter: user.userId, title: '私のクリップ' });
    await callOk(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: clipId, isLike: true }, user);
    await callOk(server, 'client/clipComment/submitComment', { internalClipId: clipId, commentText: 'コメントです' }, user);
    await callOk(server, 'client/clipComment/submitComment', { internalClipId: clipId, commentText: 'other person text' }, other);
    await callOk(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, user);
    await callOk(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: 'blocked_one', isBlock: true }, user);
    await callOk(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: other.username!, isBlock: true }, user);
    await callOk(server, 'client/activity/reportActivity', { activityName: 'signIn', platformData }, user);
    await makeStreamer(server, user, uniqueLogin('mine'));
    await server.db.insertInto('twitch_tokens').values({ user_id: user.userId!, twitch_user_id: '77', access_token: 'SECRET-ACCESS', refresh_token: 'SECRET-REFRESH', expires_at: null }).execute();

    const answer = await callOk(server, 'client/userData/exportUserData', {}, user);
    expect(Number.isNaN(Date.parse(answer.exportedAt))).toBe(false);
    const data = answer.userData as Record<string, unknown> & Record<'likes' | 'comments' | 'follows' | 'channelBlocks' | 'userBlocks' | 'submittedClips' | 'activity', Record<string, string>[]>;
    expect(data.account).toMatchObject({ username: user.username, email: user.email, firebaseUid: user.uid, hasVerifiedEmail: true });
    expect(data.likes.map((l) => l.internalClipId)).toEqual([clipId]);
    expect(data.comments.map((c) => c.commentText)).toEqual(['コメントです']);
    expect(data.follows.map((f) => f.channelLogin)).toEqual([channel]);
    expect(data.channelBlocks.map((b) => b.channelLogin)).toEqual(['blocked_one']);
    expect(data.userBlocks.map((b) => b.userName)).toEqual([other.username]);
    expect(data.submittedClips.map((c) => c.clipTitle)).toEqual(['私のクリップ']);
    expect(data.activity.map((a) => a.activityName)).toEqual(['signIn']);
    expect(data.twitchConnection).toMatchObject({ twitchUserId: '77' });
    const json = JSON.stringify(answer);
    expect(json).not.toContain('SECRET-');
    expect(json).not.toContain('other person text');
  });

  test('exportUserData: signed out, unregistered, and a body naming someone else', async () => {
    expect(await callFail(server, 'client/userData/exportUserData', {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    const unregistered = await createTestUser();
    expect(await callFail(server, 'client/userData/exportUserData', {}, unregistered)).toMatchObject({ status: 403, errorCode: 'ACCOUNT_NOT_REGISTERED' });
    const user = await createTestUser({ server, username: uniqueUsername() });
    expect(await callFail(server, 'client/userData/exportUserData', { userId: 'someone-else' }, user)).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
  });
});
