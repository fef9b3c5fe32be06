import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

jest.setTimeout(60_000);

const QUEUE = 'client/admin/getReportQueue';
const RESOLVE = 'client/admin/resolveReport';

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

  it('lists open reports oldest first with a keyset cursor', async () => {
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
    expect(await ok(server, RESOLVE, { reportId, resolution: 'actioned' }, admin.token)).toEqual({ isSuccessful: true, reportId, status: 'actioned' });
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
});
