import { pushText } from '../src/domain/notifications/push-text';
import { USERNAME_RELEASE_DAYS } from '../src/domain/released-usernames';
import { notifyClipRequest } from '../src/domain/notifications/write';
import { fails, ok, registeredUser } from './domain-support/api';
import { insertChannel, insertClip, insertRequest, uniqueLogin } from './domain-support/fixtures';
import { callOk, createTestServer, createTestUser, type TestServer, uniqueUsername } from './support';

/**
 * What a deleted account leaves in other people's view (issue 22 item 7): its name leaves their notifications, its
 * reports stay in the moderation queue anonymised, and its username is not free for USERNAME_RELEASE_DAYS.
 */
describe('account deletion: the traces it leaves and the ones it must not', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const notificationsOf = async (token: string) =>
    (await ok(server, 'client/notifications/getNotifications', {}, token)).notificationList.map((n) => [n.kind, n.actorName]);

  test("a deleted person's name leaves other people's notifications; the others keep theirs", async () => {
    const leaver = await registeredUser(server, { username: uniqueUsername('leaver') });
    const stayer = await registeredUser(server, { username: uniqueUsername('stayer') });
    const submitter = await registeredUser(server);
    const channel = uniqueLogin('traces');
    const streamer = await registeredUser(server, { streamerOf: channel });
    const clip = await insertClip(server.db, { channel, submitter: submitter.user.id });
    // A comment by each on the submitter's clip, and a reply of the leaver to the submitter's own comment.
    const own = await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'my clip!' }, submitter.token);
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'great' }, leaver.token);
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'agreed' }, stayer.token);
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'thanks', parentCommentId: own.comment.commentId }, leaver.token);
    // A clip request of the leaver to the streamer's channel.
    const { requestId } = await insertRequest(server.db, { channel, submitter: leaver.user.id, title: 'please' });
    await notifyClipRequest(server.db, requestId);

    const before = await notificationsOf(submitter.token);
    expect(before).toEqual(expect.arrayContaining([['comment_reply', leaver.user.username], ['clip_comment', leaver.user.username], ['clip_comment', stayer.user.username]]));
    expect(await notificationsOf(streamer.token)).toEqual([['clip_request', leaver.user.username]]);

    await ok(server, 'client/userLogins/deleteAccount', {}, leaver.token);

    const after = await notificationsOf(submitter.token);
    expect(after).toHaveLength(before.length);
    expect(after).toEqual(expect.arrayContaining([['comment_reply', null], ['clip_comment', null], ['clip_comment', stayer.user.username]]));
    expect(JSON.stringify(after)).not.toContain(leaver.user.username);
    expect(await notificationsOf(streamer.token)).toEqual([['clip_request', null]]);
    // No stored trace either (a push written later reads the same row).
    const stored = await server.db.selectFrom('notifications').select('actor_name').where('actor_name', '=', leaver.user.username).execute();
    expect(stored).toEqual([]);
  });

  test('a push about a deleted person says so, in both languages', () => {
    const facts = { kind: 'clip_comment' as const, channel_login: 'c', clip_title: 'Great play', actor_name: null };
    expect(pushText(facts, 'en-US').title).toBe('A deleted account commented on your clip');
    expect(pushText(facts, 'ja').title).toBe('退会したユーザーがあなたのクリップにコメントしました');
    expect(pushText({ ...facts, kind: 'comment_reply', actor_name: 'bob' }, 'ja').title).toBe('bob さんがあなたのコメントに返信しました');
  });

  test("a deleted person's reports stay in the moderation queue, anonymised; resolving them tells nobody", async () => {
    const reporter = await registeredUser(server);
    const other = await registeredUser(server);
    const admin = await registeredUser(server, { admin: true });
    const channel = await insertChannel(server.db, uniqueLogin('rep'));
    const clip = await insertClip(server.db, { channel });
    const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'spam' }, reporter.token);
    await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'copyright' }, other.token);

    await ok(server, 'client/userLogins/deleteAccount', {}, reporter.token);

    const queue = await ok(server, 'client/admin/getReportQueue', { limit: 50 }, admin.token);
    expect(queue.reportList.find((r) => r.reportId === reportId)).toMatchObject({ reporterUserName: null, reason: 'spam', status: 'open' });
    const groups = await ok(server, 'client/admin/getReportGroups', { limit: 50 }, admin.token);
    const group = groups.reportGroupList.find((g) => g.targetKey === `clip:${clip}`);
    expect(group).toMatchObject({ reportCount: 2 });
    expect(group?.reasonList).toEqual([
      { reporterUserName: null, reason: 'spam' },
      { reporterUserName: other.user.username, reason: 'copyright' },
    ]);
    // Resolving the group works and tells the reporter who is still here, nobody else.
    await ok(server, 'client/admin/resolveReport', { reportId, resolution: 'dismissed' }, admin.token);
    const told = await server.db.selectFrom('notifications').select('user_id').where('kind', '=', 'report_resolved').where('clip_id', '=', clip).execute();
    expect(told).toEqual([{ user_id: other.user.id }]);
  });

  test(`a deleted account's username, and its look-alikes, are not free for ${USERNAME_RELEASE_DAYS} days`, async () => {
    const name = uniqueUsername('Gone');
    const leaver = await createTestUser({ server, username: name });
    await callOk(server, 'client/userLogins/deleteAccount', {}, leaver);

    const newcomer = await createTestUser();
    expect(await ok(server, 'client/userLogins/checkUsernameInUse', { username: name })).toMatchObject({ isInUse: true, isConfusable: false });
    expect(await fails(server, 'client/userLogins/accountRegistration', { username: name }, newcomer.idToken)).toEqual([409, 'USERNAME_TAKEN']);
    expect(await fails(server, 'client/userLogins/accountRegistration', { username: name.toUpperCase() }, newcomer.idToken)).toEqual([409, 'USERNAME_TAKEN']);
    // A look-alike (a Cyrillic о for the Latin o) is held back too.
    const lookAlike = name.replace('o', '\u043e');
    expect(await ok(server, 'client/userLogins/checkUsernameInUse', { username: lookAlike })).toMatchObject({ isInUse: true, isConfusable: true });
    expect(await fails(server, 'client/userLogins/accountRegistration', { username: lookAlike }, newcomer.idToken)).toEqual([409, 'USERNAME_CONFUSABLE']);

    // Past the period the name is free again.
    await server.db
      .updateTable('released_usernames')
      .set({ released_at: new Date(Date.now() - (USERNAME_RELEASE_DAYS + 1) * 86_400_000) })
      .where('username_lower', '=', name.toLowerCase())
      .execute();
    expect(await ok(server, 'client/userLogins/checkUsernameInUse', { username: name })).toMatchObject({ isInUse: false });
    expect(await ok(server, 'client/userLogins/accountRegistration', { username: name }, newcomer.idToken)).toMatchObject({ username: name });
  });
});
