import { createTestServer, type TestServer } from './support/test-server';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

describe('reports', () => {
  let server: TestServer;
  let reporter: TestAccount;
  let author: TestAccount;
  let channel: string;
  let clip: string;

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    author = await registeredUser(server, { username: 'コメント主' });
    channel = await insertChannel(server.db, uniqueLogin('rep'));
    clip = await insertClip(server.db, { channel });
  });
  afterAll(() => server.close());
  // A reporter of each test's own: a test reads back every report its reporter filed.
  beforeEach(async () => {
    reporter = await registeredUser(server);
  });

  const reportsOf = (userId: string) => server.db.selectFrom('reports').selectAll().where('reporter_user_id', '=', userId).execute();

  it('files a clip report once per reporter while it is open (ALREADY_REPORTED after)', async () => {
    const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'spam' }, reporter.token);
    expect(await fails(server, 'client/report/reportClip', { internalClipId: clip }, reporter.token)).toEqual([409, 'ALREADY_REPORTED']);
    // Another reporter may report the same clip.
    const other = await registeredUser(server);
    await ok(server, 'client/report/reportClip', { internalClipId: clip }, other.token);
    const rows = await reportsOf(reporter.user.id);
    expect(rows).toEqual([expect.objectContaining({ id: reportId, target_kind: 'clip', target_key: `clip:${clip}`, clip_id: clip, reason: 'spam', status: 'open' })]);
  });

  it('files a channel report, CHANNEL_NOT_FOUND for a login without a page', async () => {
    await ok(server, 'client/report/reportChannel', { channelLogin: channel }, reporter.token);
    expect(await fails(server, 'client/report/reportChannel', { channelLogin: channel }, reporter.token)).toEqual([409, 'ALREADY_REPORTED']);
    expect(await fails(server, 'client/report/reportChannel', { channelLogin: 'no_such_chan' }, reporter.token)).toEqual([404, 'CHANNEL_NOT_FOUND']);
  });

  it('files a comment report by clip, text and commenter (SPEC payload), snapshotting the comment', async () => {
    const { comment } = await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'ひどいコメント' }, author.token);
    await ok(server, 'client/report/reportComment', { internalClipId: clip, commentText: 'ひどいコメント', commenterUserName: 'コメント主' }, reporter.token);
    expect(
      await fails(server, 'client/report/reportComment', { internalClipId: clip, commentText: 'x', commenterUserName: 'y', commentId: comment.commentId }, reporter.token),
    ).toEqual([409, 'ALREADY_REPORTED']);
    const row = (await reportsOf(reporter.user.id)).find((r) => r.target_kind === 'comment')!;
    expect(row).toMatchObject({ target_key: `comment:${comment.commentId}`, comment_id: comment.commentId, comment_text: 'ひどいコメント', commenter_user_name: 'コメント主' });
    expect(await fails(server, 'client/report/reportComment', { internalClipId: clip, commentText: 'never said', commenterUserName: 'コメント主' }, reporter.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
  });

  it('answers CLIP_NOT_FOUND for an unknown or deleted clip', async () => {
    const gone = await insertClip(server.db, { channel, status: 'deleted' });
    expect(await fails(server, 'client/report/reportClip', { internalClipId: gone }, reporter.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/report/reportClip', { internalClipId: 'unknownclip' }, reporter.token)).toEqual([404, 'CLIP_NOT_FOUND']);
  });

  it('refuses signed-out and unregistered reporters and bad bodies', async () => {
    expect(await fails(server, 'client/report/reportClip', { internalClipId: clip })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, 'client/report/reportChannel', { channelLogin: channel })).toEqual([401, 'NOT_AUTHORISED']);
    const account = await emulatorAccount();
    expect(await fails(server, 'client/report/reportClip', { internalClipId: clip }, account.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    expect((await fails(server, 'client/report/reportClip', { internalClipId: clip, reason: 'x'.repeat(501) }, reporter.token))[0]).toBe(400);
    expect((await fails(server, 'client/report/reportComment', { internalClipId: clip }, reporter.token))[0]).toBe(400);
  });
});
