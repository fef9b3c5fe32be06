import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { setAdminByUsername } from '../src/domain/admins';

const QUEUE = 'client/admin/getReportQueue';
const RESOLVE = 'client/admin/resolveReport';
const GROUPS = 'client/admin/getReportGroups';

describe('admin moderation', () => {
  let server: TestServer;
  let admin: TestAccount;
  let reporter: TestAccount;
  let second: TestAccount;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    admin = await registeredUser(server, { admin: true });
    reporter = await registeredUser(server);
    second = await registeredUser(server);
    channel = await insertChannel(server.db, uniqueLogin('adm'));
  });
  afterAll(() => server.close());

  /** The queue is the whole file's: a test that reads all of it first dismisses what other tests left open. */
  async function dismissOpenReports(): Promise<void> {
    for (;;) {
      const { reportGroupList } = await ok(server, GROUPS, {}, admin.token);
      if (reportGroupList.length === 0) break;
      for (const g of reportGroupList) await ok(server, RESOLVE, { reportId: g.reportId, resolution: 'dismissed' }, admin.token);
    }
  }

  it('lists open reports oldest first with a keyset cursor', async () => {
    await dismissOpenReports();
    const clips = await Promise.all([1, 2, 3].map(() => insertClip(server.db, { channel })));
    for (const c of clips) await ok(server, 'client/report/reportClip', { internalClipId: c, reason: `r-${c}` }, reporter.token);
    const first = await ok(server, QUEUE, { limit: 2 }, admin.token);
    expect(first.reportList.map((r) => r.internalClipId)).toEqual(clips.slice(0, 2));
    expect(first.reportList[0]).toMatchObject({ targetKind: 'clip', reporterUserName: reporter.user.username, status: 'open', reason: `r-${clips[0]}` });
    const rest = await ok(server, QUEUE, { limit: 2, cursor: first.nextCursor }, admin.token);
    expect(rest.reportList.map((r) => r.internalClipId)).toEqual(clips.slice(2));
    expect(rest.nextCursor).toBeNull();
  });

  it('actioning a clip report deletes the clip, removes its media and closes every open report on it', async () => {
    const c = await insertClip(server.db, { channel });
    const key = `clips/${channel}/${c}-source.mp4`;
    await server.media.storage.put(key, Buffer.from('video'), 'video/mp4');
    const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: c }, reporter.token);
    await ok(server, 'client/report/reportClip', { internalClipId: c }, second.token);
    expect(await ok(server, RESOLVE, { reportId, resolution: 'actioned' }, admin.token)).toEqual({ isSuccessful: true, reportId, status: 'actioned', closedCount: 2 });
    expect((await clipRow(server.db, c)).status).toBe('deleted');
    expect(await server.media.storage.exists(key)).toBe(false);
    const open = await server.db.selectFrom('reports').select('id').where('clip_id', '=', c).where('status', '=', 'open').execute();
    expect(open).toEqual([]);
    expect(await fails(server, RESOLVE, { reportId, resolution: 'dismissed' }, admin.token)).toEqual([404, 'REPORT_NOT_FOUND']);
  });

  it('actioning a comment report deletes the comment; dismissing keeps the target', async () => {
    const c = await insertClip(server.db, { channel });
    const { comment } = await ok(server, 'client/clipComment/submitComment', { internalClipId: c, commentText: 'bad words' }, second.token);
    const { reportId } = await ok(server, 'client/report/reportComment', { internalClipId: c, commentText: 'bad words', commenterUserName: second.user.username }, reporter.token);
    await ok(server, RESOLVE, { reportId, resolution: 'actioned' }, admin.token);
    expect((await ok(server, 'client/clipComment/getClipComments', { internalClipId: c })).commentList.map((x) => x.commentId)).not.toContain(comment.commentId);

    const kept = await insertClip(server.db, { channel });
    const dismissed = await ok(server, 'client/report/reportClip', { internalClipId: kept }, reporter.token);
    await ok(server, RESOLVE, { reportId: dismissed.reportId, resolution: 'dismissed' }, admin.token);
    expect((await clipRow(server.db, kept)).status).toBe('ready');
    const closed = await ok(server, QUEUE, { status: 'dismissed' }, admin.token);
    expect(closed.reportList.map((r) => r.reportId)).toContain(dismissed.reportId);
    // A closed report no longer blocks a new one.
    await ok(server, 'client/report/reportClip', { internalClipId: kept }, reporter.token);
  });

  it('answers NOT_ADMIN to everyone else, NOT_AUTHORISED signed out, REPORT_NOT_FOUND and 400 for bad input', async () => {
    expect(await fails(server, QUEUE, {}, reporter.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, RESOLVE, { reportId: 'whatever', resolution: 'actioned' }, reporter.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, QUEUE, {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, RESOLVE, { reportId: 'no-such-report', resolution: 'actioned' }, admin.token)).toEqual([404, 'REPORT_NOT_FOUND']);
    expect((await fails(server, RESOLVE, { reportId: 'x', resolution: 'delete' }, admin.token))[0]).toBe(400);
    expect(await fails(server, QUEUE, { cursor: 'garbage!' }, admin.token)).toEqual([400, 'BAD_REQUEST']);
  });
  describe('getReportGroups', () => {
    it('groups open reports by target with a count, reasons and the context to judge them', async () => {
      // Other tests leave reports open: dismiss them first so this test sees only its own.
      await dismissOpenReports();
      const c = await insertClip(server.db, { channel, title: 'Reported twice' });
      await ok(server, 'client/report/reportClip', { internalClipId: c, reason: 'spam' }, reporter.token);
      await ok(server, 'client/report/reportClip', { internalClipId: c }, second.token);
      const { comment } = await ok(server, 'client/clipComment/submitComment', { internalClipId: c, commentText: 'rude words' }, second.token);
      await ok(server, 'client/report/reportComment', { internalClipId: c, commentText: 'rude words', commenterUserName: second.user.username, commentId: comment.commentId, reason: 'insult' }, reporter.token);
      await ok(server, 'client/report/reportChannel', { channelLogin: channel, reason: 'impersonation' }, reporter.token);

      const { reportGroupList, hasMore } = await ok(server, GROUPS, {}, admin.token);
      expect(hasMore).toBe(false);
      expect(reportGroupList.map((g) => [g.targetKind, g.reportCount])).toEqual([
        ['clip', 2],
        ['comment', 1],
        ['channel', 1],
      ]);
      const [clipGroup, commentGroup, channelGroup] = reportGroupList;
      expect(clipGroup).toMatchObject({ targetKey: `clip:${c}`, internalClipId: c, channelLogin: channel, reasonList: [{ reporterUserName: reporter.user.username, reason: 'spam' }] });
      expect(clipGroup.clip?.clipTitle).toBe('Reported twice');
      expect(commentGroup).toMatchObject({ commentId: comment.commentId, commentText: 'rude words', commenterUserName: second.user.username, commentExists: true, commenterBlocked: false });
      expect(commentGroup.clip?.internalClipId).toBe(c);
      expect(channelGroup).toMatchObject({ channelLogin: channel, channelDisplayName: channel, clip: null });
      expect((await ok(server, GROUPS, { limit: 2 }, admin.token)).hasMore).toBe(true);
    });

    it('refuses non-admins (403), signed-out callers (401) and unknown fields (400)', async () => {
      expect(await fails(server, GROUPS, {}, reporter.token)).toEqual([403, 'NOT_ADMIN']);
      expect(await fails(server, GROUPS, {})).toEqual([401, 'NOT_AUTHORISED']);
      expect((await fails(server, GROUPS, { state: 'open' }, admin.token))[0]).toBe(400);
      // status is a filter since issue 22; a state that does not exist is refused.
      expect((await fails(server, GROUPS, { status: 'closed' }, admin.token))[0]).toBe(400);
      expect((await fails(server, GROUPS, { limit: 'x'.repeat(100_000) }, admin.token))[0]).toBeGreaterThanOrEqual(400);
    });
  });

  describe('resolveReport actions', () => {
    it('blockCommenter removes the comment, blocks its author from commenting and records who did it and when', async () => {
      const author = await registeredUser(server);
      const c = await insertClip(server.db, { channel });
      const { comment } = await ok(server, 'client/clipComment/submitComment', { internalClipId: c, commentText: 'abuse' }, author.token);
      const { reportId } = await ok(server, 'client/report/reportComment', { internalClipId: c, commentText: 'abuse', commenterUserName: author.user.username }, reporter.token);
      const before = Date.now();
      expect(await ok(server, RESOLVE, { reportId, resolution: 'actioned', action: 'blockCommenter' }, admin.token)).toMatchObject({ status: 'actioned', closedCount: 1 });
      expect((await ok(server, 'client/clipComment/getClipComments', { internalClipId: c })).commentList.map((x) => x.commentId)).not.toContain(comment.commentId);
      expect(await fails(server, 'client/clipComment/submitComment', { internalClipId: c, commentText: 'again' }, author.token)).toEqual([403, 'COMMENTING_BLOCKED']);
      const row = await server.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'actioned', resolved_by_user_id: admin.user.id, resolution_action: 'commenter_blocked' });
      expect(new Date(row.resolved_at as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
      const user = await server.db.selectFrom('users').selectAll().where('id', '=', author.user.id).executeTakeFirstOrThrow();
      expect(user.commenting_blocked_by).toBe(admin.user.id);
      // Others still comment.
      await ok(server, 'client/clipComment/submitComment', { internalClipId: c, commentText: 'fine words' }, second.token);
    });

    it('refuses an action that does not fit the target, and a non-admin: nothing changes', async () => {
      const c = await insertClip(server.db, { channel });
      const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: c }, second.token);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', action: 'removeComment' }, admin.token)).toEqual([400, 'BAD_REQUEST']);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'dismissed', action: 'removeClip' }, admin.token)).toEqual([400, 'BAD_REQUEST']);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', action: 'removeClip' }, reporter.token)).toEqual([403, 'NOT_ADMIN']);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', action: 'nuke' }, admin.token)).toEqual([400, 'BAD_REQUEST']);
      expect((await clipRow(server.db, c)).status).toBe('ready');
      const row = await server.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'open', resolved_by_user_id: null, resolution_action: null });
      expect(await ok(server, RESOLVE, { reportId, resolution: 'actioned', action: 'removeClip' }, admin.token)).toMatchObject({ closedCount: 1 });
      expect((await clipRow(server.db, c)).status).toBe('deleted');
    });
  });
  it('setAdminByUsername (the operator tool) grants and withdraws isAdmin, ignoring case', async () => {
    const user = await registeredUser(server);
    expect(await fails(server, GROUPS, {}, user.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await setAdminByUsername(server.db, user.user.username.toUpperCase(), true)).toBe(true);
    expect((await ok(server, 'client/profile/profileDetails', {}, user.token)).isAdmin).toBe(true);
    await ok(server, GROUPS, {}, user.token);
    expect(await setAdminByUsername(server.db, user.user.username, false)).toBe(true);
    expect(await fails(server, GROUPS, {}, user.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await setAdminByUsername(server.db, 'nobody_by_that_name', true)).toBe(false);
  });
});
