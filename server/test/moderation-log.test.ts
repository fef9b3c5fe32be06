import { sql } from 'kysely';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { call, createTestServer, type TestServer } from './support';

/**
 * The moderation log and report states (issue 22 item 1): open → in review → resolved or dismissed, every moderator
 * action one append-only entry with its public reason and private note, and a thread between reporter and moderators.
 */
describe('moderation log and report states', () => {
  let server: TestServer;
  let admin: TestAccount;
  let otherAdmin: TestAccount;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await registeredUser(server, { admin: true });
    otherAdmin = await registeredUser(server, { admin: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function reportedClip(title = 'A clip to report'): Promise<{ clip: string; channel: string; reporter: TestAccount; reportId: string }> {
    const channel = await insertChannel(server.db, uniqueLogin('mod'));
    const clip = await insertClip(server.db, { channel, title });
    const reporter = await registeredUser(server);
    const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'stolen video' }, reporter.token);
    return { clip, channel, reporter, reportId };
  }

  test('a report goes open → in review → resolved; each step is logged with the moderator, the public reason and the private note', async () => {
    const { clip, reporter, reportId } = await reportedClip('Stolen highlight');
    const second = await registeredUser(server);
    await ok(server, 'client/report/reportClip', { internalClipId: clip }, second.token);

    const taken = await ok(server, 'client/admin/startReportReview', { reportId }, admin.token);
    expect(taken).toMatchObject({ reportId, status: 'in_review', reviewerUserName: admin.user.username, movedCount: 2 });
    // Another moderator a moment later finds nothing open to take.
    expect(await fails(server, 'client/admin/startReportReview', { reportId }, otherAdmin.token)).toEqual([409, 'REPORT_ALREADY_TAKEN']);
    // Under review is still unresolved: the reporter cannot file the same report again.
    expect(await fails(server, 'client/report/reportClip', { internalClipId: clip }, reporter.token)).toEqual([409, 'ALREADY_REPORTED']);

    const key = `clip:${clip}`;
    const open = await ok(server, 'client/admin/getReportGroups', {}, admin.token);
    expect(open.reportGroupList.map((g) => g.targetKey)).not.toContain(key);
    const inReview = await ok(server, 'client/admin/getReportGroups', { status: 'in_review' }, admin.token);
    expect(inReview.reportGroupList.find((g) => g.targetKey === key)).toMatchObject({ status: 'in_review', reviewerUserName: admin.user.username, reportCount: 2, closedAt: null });
    // Each reporter's report, oldest first: each has a thread of its own with the moderators.
    expect(inReview.reportGroupList.find((g) => g.targetKey === key)?.reporterList).toEqual([
      { reportId, reporterUserName: reporter.user.username },
      { reportId: expect.any(String), reporterUserName: second.user.username },
    ]);

    const resolved = await ok(
      server,
      'client/admin/resolveReport',
      { reportId, resolution: 'actioned', publicReason: 'Reposted without permission', privateNote: 'Same uploader as last week' },
      otherAdmin.token,
    );
    expect(resolved).toMatchObject({ status: 'actioned', closedCount: 2 });
    const closed = await ok(server, 'client/admin/getReportGroups', { status: 'actioned' }, admin.token);
    expect(closed.reportGroupList.find((g) => g.targetKey === key)).toMatchObject({ status: 'actioned', reportCount: 2, clip: null, clipTitle: 'Stolen highlight' });
    // The reporter still reads what they reported, without a link to the removed clip.
    const mine = await ok(server, 'client/report/getMyReports', {}, reporter.token);
    expect(mine.reportList.find((r) => r.reportId === reportId)).toMatchObject({ targetLabel: 'Stolen highlight', internalClipId: null, status: 'actioned' });
    expect(closed.reportGroupList.find((g) => g.targetKey === key)?.closedAt).toMatch(/^\d{4}-/);
    // Closed meanwhile: a moderator who tries to take it now is told so, not that someone has it in review.
    expect(await fails(server, 'client/admin/startReportReview', { reportId }, admin.token)).toEqual([409, 'REPORT_ALREADY_CLOSED']);

    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: key }, admin.token);
    expect(log.entryList.map((e) => [e.action, e.moderatorUserName])).toEqual([
      ['clip_removed', otherAdmin.user.username],
      ['report_resolved', otherAdmin.user.username],
      ['report_review_started', admin.user.username],
    ]);
    expect(log.entryList[0]).toMatchObject({
      targetKind: 'clip',
      targetLabel: 'Stolen highlight',
      reportId,
      publicReason: 'Reposted without permission',
      privateNote: 'Same uploader as last week',
    });
    expect(log.entryList[2]).toMatchObject({ publicReason: null, privateNote: null });
    // Said once, on the removal: the report's own entry does not repeat them.
    expect(log.entryList[1]).toMatchObject({ reportId, publicReason: null, privateNote: null });
  });

  test('a dismissal, a commenter block and its lifting, a suspension and a restore are logged; a repeat that changes nothing is not', async () => {
    const { clip } = await reportedClip('Dismissed clip');
    const dismissedReport = (await ok(server, 'client/admin/getReportQueue', {}, admin.token)).reportList.find((r) => r.internalClipId === clip)!;
    await ok(server, 'client/admin/resolveReport', { reportId: dismissedReport.reportId, resolution: 'dismissed', privateNote: '  ' }, admin.token);

    const author = await registeredUser(server);
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'buy followers at spam.example' }, author.token);
    const comment = await server.db.selectFrom('comments').select('id').where('clip_id', '=', clip).executeTakeFirstOrThrow();
    const reporter = await registeredUser(server);
    const { reportId } = await ok(
      server,
      'client/report/reportComment',
      { internalClipId: clip, commentId: comment.id, commentText: 'buy followers at spam.example', commenterUserName: author.user.username },
      reporter.token,
    );
    await ok(server, 'client/admin/resolveReport', { reportId, resolution: 'actioned', action: 'blockCommenter', publicReason: 'Spam' }, admin.token);
    await ok(server, 'client/admin/liftCommentingBlock', { userName: author.user.username }, admin.token);
    await ok(server, 'client/admin/liftCommentingBlock', { userName: author.user.username }, admin.token);
    await ok(server, 'client/admin/suspendAccount', { userName: author.user.username, publicReason: 'Spam', privateNote: 'third strike' }, admin.token);
    await ok(server, 'client/admin/suspendAccount', { userName: author.user.username }, admin.token);
    await ok(server, 'client/admin/restoreAccount', { userName: author.user.username }, admin.token);
    await ok(server, 'client/admin/restoreAccount', { userName: author.user.username }, admin.token);

    const byAdmin = await ok(server, 'client/admin/getModerationLog', { moderatorUserName: admin.user.username.toUpperCase(), limit: 50 }, admin.token);
    const mine = byAdmin.entryList.filter((e) => e.targetKey === `clip:${clip}` || e.targetKey === `comment:${comment.id}` || e.targetKey === `user:${author.user.id}`);
    expect(mine.map((e) => e.action)).toEqual([
      'account_restored',
      'account_suspended',
      'commenting_unblocked',
      'commenting_blocked',
      'comment_removed',
      'report_resolved',
      'report_dismissed',
    ]);
    expect(mine.find((e) => e.action === 'account_suspended')).toMatchObject({ targetKind: 'user', targetLabel: author.user.username, publicReason: 'Spam', privateNote: 'third strike' });
    expect(mine.find((e) => e.action === 'comment_removed')).toMatchObject({ targetKind: 'comment', targetLabel: 'buy followers at spam.example', reportId });
    // A blank note is no note.
    expect(mine.find((e) => e.action === 'report_dismissed')).toMatchObject({ privateNote: null, targetLabel: 'Dismissed clip' });
  });

  test('filters by action, moderator and time; pages with a cursor that never repeats or skips an entry', async () => {
    const moderator = await registeredUser(server, { admin: true });
    const people = await Promise.all([1, 2, 3].map(() => registeredUser(server)));
    for (const person of people) await ok(server, 'client/admin/suspendAccount', { userName: person.user.username }, moderator.token);
    const all = await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username }, admin.token);
    expect(all.entryList.map((e) => e.targetLabel)).toEqual(people.map((p) => p.user.username).reverse());

    const first = await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username, limit: 2 }, admin.token);
    expect(first.entryList).toHaveLength(2);
    const rest = await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username, limit: 2, cursor: first.nextCursor }, admin.token);
    expect([...first.entryList, ...rest.entryList].map((e) => e.entryId)).toEqual(all.entryList.map((e) => e.entryId));
    expect(rest.nextCursor).toBeNull();

    expect((await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username, action: 'account_restored' }, admin.token)).entryList).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username, from: future }, admin.token)).entryList).toEqual([]);
    expect((await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username, from: past, until: future }, admin.token)).entryList).toHaveLength(3);
    expect((await ok(server, 'client/admin/getModerationLog', { moderatorUserName: moderator.user.username, until: past }, admin.token)).entryList).toEqual([]);
  });

  test('the log cannot be changed or emptied, not even by SQL', async () => {
    const person = await registeredUser(server);
    await ok(server, 'client/admin/suspendAccount', { userName: person.user.username }, admin.token);
    const entry = await server.db.selectFrom('moderation_log').select('id').where('target_key', '=', `user:${person.user.id}`).executeTakeFirstOrThrow();
    await expect(server.db.updateTable('moderation_log').set({ private_note: 'rewritten' }).where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('moderation_log').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE moderation_log`.execute(server.db)).rejects.toThrow(/append-only/);
    expect(await server.db.selectFrom('moderation_log').select('private_note').where('id', '=', entry.id).executeTakeFirstOrThrow()).toEqual({ private_note: null });
  });

  test('only moderators read the log or take reports; bad input is a 400, never a 500', async () => {
    const person = await registeredUser(server);
    const { reportId } = await reportedClip();
    expect(await fails(server, 'client/admin/getModerationLog', {}, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/startReportReview', { reportId }, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect((await call(server, 'client/admin/getModerationLog', {}, null)).status).toBe(401);
    for (const body of [
      { from: 'yesterday' },
      { until: '2026-13-45T00:00:00Z' },
      { action: 'erase_everything' },
      { moderatorUserName: 'a\u0000b' },
      { moderatorUserName: 'x'.repeat(10_000) },
      { cursor: 'eyJhdCI6IjIwMjYtMDItMzAgMDA6MDA6MDArMDAiLCJzZXEiOiIxIn0' },
      { cursor: 'not a cursor!' },
      { targetKey: 12 },
      { surprise: true },
    ]) {
      const answer = await call(server, 'client/admin/getModerationLog', body as never, admin.token);
      expect([body, answer.status]).toEqual([body, 400]);
    }
    expect(await fails(server, 'client/admin/startReportReview', { reportId: 'nope' }, admin.token)).toEqual([404, 'REPORT_NOT_FOUND']);
    expect(await fails(server, 'client/admin/resolveReport', { reportId, resolution: 'dismissed', privateNote: 'n'.repeat(1001) }, admin.token)).toEqual([400, 'PRIVATE_NOTE_TOO_LONG']);
    expect(await fails(server, 'client/admin/suspendAccount', { userName: person.user.username, privateNote: 'n'.repeat(1001) }, admin.token)).toEqual([400, 'PRIVATE_NOTE_TOO_LONG']);
  });

  test('the data export holds the moderation that concerns the person: their threads, actions on them with the public reason, never the private notes or who', async () => {
    const author = await registeredUser(server);
    const { clip, reporter, reportId } = await reportedClip('Exported clip');
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'rude words' }, author.token);
    const comment = await server.db.selectFrom('comments').select('id').where('clip_id', '=', clip).executeTakeFirstOrThrow();
    const commentReport = await ok(
      server,
      'client/report/reportComment',
      { internalClipId: clip, commentId: comment.id, commentText: 'rude words', commenterUserName: author.user.username },
      reporter.token,
    );
    await ok(server, 'client/admin/resolveReport', { reportId: commentReport.reportId, resolution: 'actioned', action: 'blockCommenter', publicReason: 'Insults', privateNote: 'watch this one' }, admin.token);
    await ok(server, 'client/report/sendReportMessage', { reportId, text: 'Any news?' }, reporter.token);
    await ok(server, 'client/report/sendReportMessage', { reportId, text: 'Looking at it.' }, admin.token);

    const authorData = (await ok(server, 'client/userData/exportUserData', {}, author.token)).userData as Record<string, unknown>;
    expect(authorData.moderationActionsOnYou).toEqual([
      expect.objectContaining({ action: 'comment_removed', targetKind: 'comment', targetLabel: 'rude words', publicReason: 'Insults' }),
      expect.objectContaining({ action: 'commenting_blocked', targetKind: 'user', publicReason: 'Insults' }),
    ]);
    expect(authorData.account).toMatchObject({ commentingBlockedAt: expect.anything(), suspendedAt: null });
    expect(JSON.stringify(authorData)).not.toContain('watch this one');
    expect(JSON.stringify(authorData)).not.toContain(admin.user.username);
    expect(authorData.moderationActionsTaken).toEqual([]);

    const reporterData = (await ok(server, 'client/userData/exportUserData', {}, reporter.token)).userData as Record<string, unknown>;
    expect(reporterData.reportMessages).toEqual([
      expect.objectContaining({ reportId, authorRole: 'reporter', text: 'Any news?', writtenByYou: true }),
      expect.objectContaining({ reportId, authorRole: 'moderator', text: 'Looking at it.', writtenByYou: false }),
    ]);
    expect(JSON.stringify(reporterData)).not.toContain(admin.user.username);

    // The moderator's own export has the entries they wrote, notes included: their own words.
    const adminData = (await ok(server, 'client/userData/exportUserData', {}, admin.token)).userData as Record<string, unknown>;
    expect(adminData.moderationActionsTaken).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'commenting_blocked', privateNote: 'watch this one' })]));
    expect(adminData.reportMessages).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'Looking at it.', writtenByYou: true })]));
  });

  describe('the thread between a reporter and the moderators', () => {
    test('the reporter and moderators write to each other; a moderator’s message tells the reporter, without the moderator’s name', async () => {
      const { reporter, reportId, clip } = await reportedClip('Thread clip');
      const first = await ok(server, 'client/report/sendReportMessage', { reportId, text: '  It is my video, see my channel.  ' }, reporter.token);
      expect(first.message).toMatchObject({ authorRole: 'reporter', authorUserName: reporter.user.username, text: 'It is my video, see my channel.' });
      const reply = await ok(server, 'client/report/sendReportMessage', { reportId, text: 'Thanks, we are looking at it.' }, admin.token);
      expect(reply.message).toMatchObject({ authorRole: 'moderator', authorUserName: admin.user.username });

      const asReporter = await ok(server, 'client/report/getReportMessages', { reportId }, reporter.token);
      expect(asReporter.messageList.map((m) => [m.authorRole, m.authorUserName, m.text])).toEqual([
        ['reporter', reporter.user.username, 'It is my video, see my channel.'],
        ['moderator', null, 'Thanks, we are looking at it.'],
      ]);
      expect(asReporter.report).toMatchObject({ reportId, targetKind: 'clip', targetLabel: 'Thread clip', internalClipId: clip, status: 'open', messageCount: 2 });
      expect(asReporter.readerRole).toBe('reporter');
      const asModerator = await ok(server, 'client/report/getReportMessages', { reportId }, otherAdmin.token);
      expect(asModerator.messageList[1].authorUserName).toBe(admin.user.username);
      expect(asModerator.readerRole).toBe('moderator');

      const bell = await ok(server, 'client/notifications/getNotifications', {}, reporter.token);
      expect(bell.notificationList.filter((n) => n.kind === 'report_message')).toEqual([
        expect.objectContaining({ reportId, internalClipId: clip, clipTitle: 'Thread clip', isRead: false }),
      ]);
      // The reporter's own message tells nobody.
      const adminBell = await ok(server, 'client/notifications/getNotifications', {}, admin.token);
      expect(adminBell.notificationList.filter((n) => n.kind === 'report_message')).toEqual([]);
    });

    test('nobody else can read or write a report’s thread, and the answer does not tell that it exists', async () => {
      const { reportId } = await reportedClip();
      const stranger = await registeredUser(server);
      expect(await fails(server, 'client/report/getReportMessages', { reportId }, stranger.token)).toEqual([404, 'REPORT_NOT_FOUND']);
      expect(await fails(server, 'client/report/sendReportMessage', { reportId, text: 'hello' }, stranger.token)).toEqual([404, 'REPORT_NOT_FOUND']);
      expect(await fails(server, 'client/report/getReportMessages', { reportId: 'does-not-exist' }, stranger.token)).toEqual([404, 'REPORT_NOT_FOUND']);
      expect((await call(server, 'client/report/getReportMessages', { reportId }, null)).status).toBe(401);
      expect(await server.db.selectFrom('report_messages').select('id').where('report_id', '=', reportId).execute()).toEqual([]);
    });

    test('empty, too long and unstorable messages are refused with their own codes; nothing is stored', async () => {
      const { reporter, reportId } = await reportedClip();
      expect(await fails(server, 'client/report/sendReportMessage', { reportId, text: '   ' }, reporter.token)).toEqual([400, 'REPORT_MESSAGE_EMPTY']);
      expect(await fails(server, 'client/report/sendReportMessage', { reportId, text: 'x'.repeat(1001) }, reporter.token)).toEqual([400, 'REPORT_MESSAGE_TOO_LONG']);
      expect((await call(server, 'client/report/sendReportMessage', { reportId, text: 'a\u0000b' }, reporter.token)).status).toBe(400);
      expect((await call(server, 'client/report/sendReportMessage', { reportId, text: 5 } as never, reporter.token)).status).toBe(400);
      expect((await call(server, 'client/report/sendReportMessage', { reportId, text: 'ok', extra: 1 } as never, reporter.token)).status).toBe(400);
      expect(await server.db.selectFrom('report_messages').select('id').where('report_id', '=', reportId).execute()).toEqual([]);
    });

    test('My reports lists the reporter’s own reports newest first with their state, in pages', async () => {
      const reporter = await registeredUser(server);
      const channel = await insertChannel(server.db, uniqueLogin('mine'), 'Mine Channel');
      const clips = await Promise.all(['One', 'Two', 'Three'].map((title) => insertClip(server.db, { channel, title })));
      const ids: string[] = [];
      for (const clip of clips) ids.push((await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'r' }, reporter.token)).reportId);
      await ok(server, 'client/report/reportChannel', { channelLogin: channel }, reporter.token);
      await ok(server, 'client/admin/resolveReport', { reportId: ids[0], resolution: 'dismissed' }, admin.token);
      await ok(server, 'client/admin/startReportReview', { reportId: ids[1] }, admin.token);

      const firstPage = await ok(server, 'client/report/getMyReports', { limit: 3 }, reporter.token);
      const secondPage = await ok(server, 'client/report/getMyReports', { limit: 3, cursor: firstPage.nextCursor }, reporter.token);
      const list = [...firstPage.reportList, ...secondPage.reportList];
      expect(list.map((r) => [r.targetKind, r.targetLabel, r.status])).toEqual([
        ['channel', 'Mine Channel', 'open'],
        ['clip', 'Three', 'open'],
        ['clip', 'Two', 'in_review'],
        ['clip', 'One', 'dismissed'],
      ]);
      expect(list[3].closedAt).toMatch(/^\d{4}-/);
      expect(secondPage.nextCursor).toBeNull();
      const stranger = await registeredUser(server);
      expect((await ok(server, 'client/report/getMyReports', {}, stranger.token)).reportList).toEqual([]);
    });
  });
});
