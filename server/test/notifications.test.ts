import { createTestServer, type TestServer } from './support/test-server';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, insertRequest, uniqueLogin } from './domain-support/fixtures';
import { NOTIFICATIONS_PER_USER, notifyNewClip } from '../src/domain/notifications/write';

const LIST = 'client/notifications/getNotifications';
const UNREAD = 'client/notifications/getUnreadCount';
const READ = 'client/notifications/markRead';
const READ_ALL = 'client/notifications/markAllRead';

describe('notification centre', () => {
  let server: TestServer;
  let fan: TestAccount;
  let streamer: TestAccount;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    channel = await insertChannel(server.db, uniqueLogin('nt'));
    streamer = await registeredUser(server, { streamerOf: channel });
    fan = await registeredUser(server);
  });
  afterAll(() => server.close());

  const list = (account: TestAccount, body: { cursor?: string; limit?: number } = {}) => ok(server, LIST, body, account.token);

  it('tells a channel’s followers of an approved clip, and its requester of the decision, once each', async () => {
    // A follower of this test's own: other tests write clips of the channel to its followers too.
    const follower = await registeredUser(server);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, follower.token);
    const requester = await registeredUser(server);
    // The requester follows too, but hears of their own clip only as the request's outcome.
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, requester.token);
    const { requestId, clipId } = await insertRequest(server.db, { channel, submitter: requester.user.id, renditions: ['source'], title: 'Great play' });
    await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId, isApproved: true }, streamer.token);
    // The entry names the channel as its page does, by its display name as it is now (issue 19).
    await server.db.updateTable('channels').set({ display_name: 'Great Channel 配信' }).where('login', '=', channel).execute();

    const followerList = await list(follower);
    expect(followerList.unreadCount).toBe(1);
    expect(followerList.notificationList).toEqual([
      expect.objectContaining({ kind: 'new_clip', channelLogin: channel, channelName: 'Great Channel 配信', internalClipId: clipId, clipTitle: 'Great play', isRead: false, actorName: null }),
    ]);
    const mine = await list(requester);
    expect(mine.notificationList.map((n) => [n.kind, n.internalClipId])).toEqual([['request_approved', clipId]]);

    // The same event written again (a re-run) adds nothing.
    expect(await notifyNewClip(server.db, clipId)).toBe(0);
    expect((await ok(server, UNREAD, {}, follower.token)).unreadCount).toBe(1);
  });

  it('tells the requester of a rejection (one and all), with no link to the removed clip', async () => {
    const requester = await registeredUser(server);
    const one = await insertRequest(server.db, { channel, submitter: requester.user.id, title: 'Nope' });
    await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: one.requestId, isApproved: false }, streamer.token);
    const two = await insertRequest(server.db, { channel, submitter: requester.user.id, title: 'Nope two' });
    await ok(server, 'client/clipRequests/rejectAll', {}, streamer.token);
    const got = await list(requester);
    expect(got.notificationList.map((n) => [n.kind, n.clipTitle, n.internalClipId])).toEqual([
      ['request_rejected', 'Nope two', null],
      ['request_rejected', 'Nope', null],
    ]);
    expect(two.clipId).toBeTruthy();
  });

  it('tells a clip’s submitter of a comment by someone else (not their own, not a blocked person’s)', async () => {
    const submitter = await registeredUser(server);
    const commenter = await registeredUser(server, { username: uniqueLogin('cm').slice(0, 12) });
    const clip = await insertClip(server.db, { channel, submitter: submitter.user.id, title: 'Mine' });
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'nice' }, commenter.token);
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'thanks' }, submitter.token);
    const blocked = await registeredUser(server);
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: blocked.user.username, isBlock: true }, submitter.token);
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'spam' }, blocked.token);
    const got = await list(submitter);
    expect(got.notificationList.map((n) => [n.kind, n.actorName, n.internalClipId])).toEqual([['clip_comment', commenter.user.username, clip]]);
  });

  it('tells every reporter of a target when the report is resolved', async () => {
    const admin = await registeredUser(server, { admin: true });
    const reporters = [await registeredUser(server), await registeredUser(server)];
    const clip = await insertClip(server.db, { channel, title: 'Reported' });
    const reportIds: string[] = [];
    for (const r of reporters) reportIds.push((await ok(server, 'client/report/reportClip', { internalClipId: clip }, r.token)).reportId);
    await ok(server, 'client/admin/resolveReport', { reportId: reportIds[0]!, resolution: 'dismissed' }, admin.token);
    for (const r of reporters) {
      const got = await list(r);
      expect(got.notificationList).toEqual([expect.objectContaining({ kind: 'report_resolved', internalClipId: clip, clipTitle: 'Reported' })]);
    }
  });

  it('does not tell a follower who blocks the channel', async () => {
    const both = await registeredUser(server);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, both.token);
    await server.db.insertInto('channel_blocks').values({ user_id: both.user.id, channel_login: channel }).execute();
    const clip = await insertClip(server.db, { channel });
    await notifyNewClip(server.db, clip);
    expect((await list(both)).notificationList).toEqual([]);
  });

  it('pages newest first by keyset, marks one read (own only) and all read', async () => {
    const reader = await registeredUser(server);
    const other = await registeredUser(server);
    const own = await insertChannel(server.db, uniqueLogin('pg'));
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: own, isFollow: true }, reader.token);
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: own, isFollow: true }, other.token);
    const clips: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clips.push(await insertClip(server.db, { channel: own }));
      await notifyNewClip(server.db, clips[i]!);
    }
    const first = await list(reader, { limit: 2 });
    expect(first.notificationList.map((n) => n.internalClipId)).toEqual([clips[4], clips[3]]);
    const second = await list(reader, { limit: 2, cursor: first.nextCursor! });
    const third = await list(reader, { limit: 2, cursor: second.nextCursor! });
    expect([...second.notificationList, ...third.notificationList].map((n) => n.internalClipId)).toEqual([clips[2], clips[1], clips[0]]);
    expect(third.nextCursor).toBeNull();
    expect(first.unreadCount).toBe(5);

    const target = first.notificationList[0]!.notificationId;
    expect(await ok(server, READ, { notificationId: target }, reader.token)).toEqual({ isSuccessful: true, unreadCount: 4 });
    // Idempotent.
    expect((await ok(server, READ, { notificationId: target }, reader.token)).unreadCount).toBe(4);
    // Another person's notification is as unknown as a missing one, and stays unread.
    expect(await fails(server, READ, { notificationId: target }, other.token)).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
    const othersOwn = (await list(other)).notificationList[0]!.notificationId;
    expect(await fails(server, READ, { notificationId: othersOwn }, reader.token)).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
    expect((await ok(server, UNREAD, {}, other.token)).unreadCount).toBe(5);
    expect(await fails(server, READ, { notificationId: '9999999999' }, reader.token)).toEqual([404, 'NOTIFICATION_NOT_FOUND']);

    expect(await ok(server, READ_ALL, {}, reader.token)).toEqual({ isSuccessful: true, unreadCount: 0 });
    expect((await list(reader)).notificationList.every((n) => n.isRead)).toBe(true);
    expect((await ok(server, UNREAD, {}, other.token)).unreadCount).toBe(5);
  });

  it(`keeps at most ${NOTIFICATIONS_PER_USER} notifications per person, the newest`, async () => {
    const busy = await registeredUser(server);
    const own = await insertChannel(server.db, uniqueLogin('cap'));
    await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: own, isFollow: true }, busy.token);
    // Older rows straight in (one statement), then one real write past the cap trims them.
    await server.db
      .insertInto('notifications')
      .values(Array.from({ length: NOTIFICATIONS_PER_USER + 2 }, (_, i) => ({ user_id: busy.user.id, kind: 'new_clip' as const, dedupe_key: `old:${i}`, channel_login: own })))
      .execute();
    const last = await insertClip(server.db, { channel: own });
    expect(await notifyNewClip(server.db, last)).toBe(1);
    const count = await server.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', busy.user.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(NOTIFICATIONS_PER_USER);
    expect((await list(busy, { limit: 1 })).notificationList[0]!.internalClipId).toBe(last);
  });

  it('refuses signed-out and unregistered callers and bad input with 4xx codes, never 500', async () => {
    for (const path of [LIST, UNREAD, READ_ALL] as const) expect(await fails(server, path, {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, READ, { notificationId: '1' })).toEqual([401, 'NOT_AUTHORISED']);
    const account = await emulatorAccount();
    expect(await fails(server, UNREAD, {}, account.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);

    const bad: [typeof LIST | typeof READ | typeof READ_ALL, unknown][] = [
      [LIST, { cursor: 'not a cursor!' }],
      [LIST, { cursor: Buffer.from('{"id":"x"}').toString('base64url') }],
      [LIST, { cursor: Buffer.from('{"id":99999999999}').toString('base64url') }],
      [LIST, { limit: 0 }],
      [LIST, { limit: 'ten' }],
      [LIST, { extra: true }],
      [LIST, { cursor: 'x'.repeat(10_000) }],
      [READ, {}],
      [READ, { notificationId: 12 }],
      [READ, { notificationId: 'abc' }],
      [READ, { notificationId: '1\u0000' }],
      [READ, { notificationId: '1'.repeat(5000) }],
      [READ, { notificationId: '1', more: 1 }],
      [READ_ALL, { all: true }],
    ];
    for (const [path, body] of bad) {
      const [status, code] = await fails(server, path, body as never, fan.token);
      expect([path, status >= 400 && status < 500, code]).toEqual([path, true, expect.stringMatching(/^(BAD_REQUEST|NOTIFICATION_NOT_FOUND)$/)]);
    }
  });
});
