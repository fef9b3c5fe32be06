import { sql } from 'kysely';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { call, createTestServer, firebaseUserExists, type TestServer } from './support';

/**
 * Legal holds (issue 22 item 6): a held clip or account cannot be deleted by anyone until the hold is lifted; a held
 * account's owner can still leave (access ends at once) and the data is deleted when the hold ends. Every step logged.
 */
describe('legal holds', () => {
  let server: TestServer;
  let admin: TestAccount;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await registeredUser(server, { admin: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const status = async (clip: string) => (await server.db.selectFrom('clips').select('status').where('id', '=', clip).executeTakeFirstOrThrow()).status;

  test('a held clip cannot be deleted by its streamer nor removed by a moderator; once lifted it can; placing and lifting are logged', async () => {
    const login = uniqueLogin('hold');
    const streamer = await registeredUser(server, { streamerOf: login });
    const clip = await insertClip(server.db, { channel: login, title: 'Evidence clip' });
    const reporter = await registeredUser(server);
    const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: clip }, reporter.token);

    expect(await ok(server, 'client/admin/placeLegalHold', { internalClipId: clip, privateNote: 'Preservation request #12' }, admin.token)).toEqual(
      expect.objectContaining({ targetKey: `clip:${clip}`, wasHeld: false }),
    );
    expect((await ok(server, 'client/admin/placeLegalHold', { internalClipId: clip }, admin.token)).wasHeld).toBe(true);

    expect(await fails(server, 'client/clipManage/deleteClip', { internalClipId: clip }, streamer.token)).toEqual([409, 'LEGAL_HOLD']);
    expect(await fails(server, 'client/admin/resolveReport', { reportId, resolution: 'actioned' }, admin.token)).toEqual([409, 'LEGAL_HOLD']);
    expect(await status(clip)).toBe('ready');
    // The refused resolution changed nothing: the report is still open.
    expect((await server.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).status).toBe('open');

    const holds = await ok(server, 'client/admin/getLegalHolds', {}, admin.token);
    expect(holds.legalHoldList.find((h) => h.targetKey === `clip:${clip}`)).toMatchObject({
      targetKind: 'clip',
      label: 'Evidence clip',
      channelLogin: login,
      internalClipId: clip,
      placedByUserName: admin.user.username,
      note: 'Preservation request #12',
      deletionPending: false,
    });

    expect(await ok(server, 'client/admin/liftLegalHold', { internalClipId: clip }, admin.token)).toMatchObject({ wasHeld: true, accountDeleted: false });
    expect((await ok(server, 'client/admin/liftLegalHold', { internalClipId: clip }, admin.token)).wasHeld).toBe(false);
    await ok(server, 'client/clipManage/deleteClip', { internalClipId: clip }, streamer.token);
    expect(await status(clip)).toBe('deleted');

    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: `clip:${clip}` }, admin.token);
    expect(log.entryList.map((e) => e.action)).toEqual(['legal_hold_lifted', 'legal_hold_placed']);
    expect(log.entryList[1]).toMatchObject({ privateNote: 'Preservation request #12', targetLabel: 'Evidence clip' });
  });

  test('a held account’s owner can leave: access ends at once, the data stays until the hold is lifted, then it is deleted', async () => {
    const person = await registeredUser(server);
    const channel = await insertChannel(server.db, uniqueLogin('held'));
    const clip = await insertClip(server.db, { channel });
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'kept as evidence' }, person.token);
    await ok(server, 'client/admin/placeLegalHold', { userName: person.user.username, privateNote: 'Court order' }, admin.token);

    // The author cannot delete their own comment while held.
    const comment = await server.db.selectFrom('comments').select('id').where('user_id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(await fails(server, 'client/clipComment/deleteComment', { commentId: comment.id }, person.token)).toEqual([409, 'LEGAL_HOLD']);
    // The hold is not told to the person: their data export does not list it (ADR 0131).
    const exported = (await ok(server, 'client/userData/exportUserData', {}, person.token)).userData as Record<string, unknown>;
    expect(exported.moderationActionsOnYou).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('Court order');

    await ok(server, 'client/userLogins/deleteAccount', {}, person.token);
    expect(await firebaseUserExists(person.user.firebase_uid)).toBe(false);
    const kept = await server.db.selectFrom('users').select(['id', 'firebase_uid', 'deletion_requested_at']).where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(kept.firebase_uid).not.toBe(person.user.firebase_uid);
    expect(kept.deletion_requested_at).not.toBeNull();
    expect(await server.db.selectFrom('comments').select('text').where('id', '=', comment.id).executeTakeFirst()).toEqual({ text: 'kept as evidence' });
    // The old session answers to nobody.
    expect((await call(server, 'client/profile/profileDetails', {}, person.token)).status).toBeGreaterThanOrEqual(401);
    const holds = await ok(server, 'client/admin/getLegalHolds', {}, admin.token);
    expect(holds.legalHoldList.find((h) => h.targetKey === `user:${person.user.id}`)).toMatchObject({ targetKind: 'user', userName: person.user.username, deletionPending: true, note: 'Court order' });

    expect(await ok(server, 'client/admin/liftLegalHold', { userName: person.user.username }, admin.token)).toMatchObject({ wasHeld: true, accountDeleted: true });
    expect(await server.db.selectFrom('users').select('id').where('id', '=', person.user.id).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('comments').select('id').where('id', '=', comment.id).executeTakeFirst()).toBeUndefined();
    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: `user:${person.user.id}` }, admin.token);
    expect(log.entryList.map((e) => e.action)).toEqual(['legal_hold_lifted', 'legal_hold_placed']);
  });

  test('a moderator cannot remove a held author’s comment through a report', async () => {
    const author = await registeredUser(server);
    const clip = await insertClip(server.db, { channel: await insertChannel(server.db, uniqueLogin('hc')) });
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'held words' }, author.token);
    const comment = await server.db.selectFrom('comments').select('id').where('user_id', '=', author.user.id).executeTakeFirstOrThrow();
    const reporter = await registeredUser(server);
    const { reportId } = await ok(
      server,
      'client/report/reportComment',
      { internalClipId: clip, commentId: comment.id, commentText: 'held words', commenterUserName: author.user.username },
      reporter.token,
    );
    await ok(server, 'client/admin/placeLegalHold', { userName: author.user.username }, admin.token);
    expect(await fails(server, 'client/admin/resolveReport', { reportId, resolution: 'actioned', action: 'blockCommenter' }, admin.token)).toEqual([409, 'LEGAL_HOLD']);
    expect(await server.db.selectFrom('comments').select('id').where('id', '=', comment.id).executeTakeFirst()).toBeDefined();
    expect((await server.db.selectFrom('users').select('commenting_blocked_at').where('id', '=', author.user.id).executeTakeFirstOrThrow()).commenting_blocked_at).toBeNull();
    // Dismissing is not a deletion.
    await ok(server, 'client/admin/resolveReport', { reportId, resolution: 'dismissed' }, admin.token);
  });

  test('pages the holds by a cursor, the most recent first, with no overlap and nothing skipped when one is lifted between pages', async () => {
    const login = await insertChannel(server.db, uniqueLogin('hp'));
    const clips = [await insertClip(server.db, { channel: login }), await insertClip(server.db, { channel: login }), await insertClip(server.db, { channel: login })];
    const person = await registeredUser(server);
    for (const internalClipId of clips) await ok(server, 'client/admin/placeLegalHold', { internalClipId }, admin.token);
    await ok(server, 'client/admin/placeLegalHold', { userName: person.user.username }, admin.token);
    // Placed in one instant, newer than any other hold (microseconds kept): ids order them, the cursor keeps the instant.
    await server.db.updateTable('clips').set({ legal_hold_at: sql`'2999-01-02 03:04:05.123456+00'` }).where('id', 'in', clips).execute();
    const newest = clips.map((id) => `clip:${id}`).sort();
    const holds = (body: object) => ok(server, 'client/admin/getLegalHolds', body, admin.token);
    const keys = (answer: { legalHoldList: { targetKey: string }[] }) => answer.legalHoldList.map((h) => h.targetKey);
    const whole = keys(await holds({ limit: 50 }));
    expect(whole.slice(0, 4)).toEqual([...newest, `user:${person.user.id}`]);

    const first = await holds({ limit: 2 });
    expect(keys(first)).toEqual(newest.slice(0, 2));
    expect(first).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    // Lifting one already shown moves nothing: the next page starts right after the last one shown.
    await ok(server, 'client/admin/liftLegalHold', { internalClipId: newest[0]!.slice('clip:'.length) }, admin.token);
    const second = await holds({ limit: 2, cursor: first.nextCursor });
    expect(keys(second)).toEqual(whole.slice(2, 4));
    // Page after page is the whole list, each hold once.
    const walked = [...keys(first), ...keys(second)];
    for (let page = second; page.nextCursor; ) {
      page = await holds({ limit: 2, cursor: page.nextCursor });
      walked.push(...keys(page));
    }
    expect(walked).toEqual(whole);
    expect((await holds({ limit: 50 })).nextCursor).toBeNull();

    // A cursor that is not one of ours is the caller's mistake (400), never a 500; the role is checked first.
    const forged = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const foreign = [forged({ at: '2026-01-01 00:00:00+00', id: 'x' }), forged({ at: '2026-02-31 00:00:00+00', id: 'x', kind: 'clip' }), forged({ at: '2026-01-01 00:00:00+00', id: 'x', kind: 'channel' })];
    for (const cursor of ['not a cursor', 'e30', '%%%', ...foreign, 'x'.repeat(201)]) {
      expect([cursor, ...(await fails(server, 'client/admin/getLegalHolds', { cursor }, admin.token))]).toEqual([cursor, 400, 'BAD_REQUEST']);
    }
    expect(await fails(server, 'client/admin/getLegalHolds', { cursor: first.nextCursor }, person.token)).toEqual([403, 'NOT_ADMIN']);
    for (const internalClipId of clips.slice(1)) await ok(server, 'client/admin/liftLegalHold', { internalClipId }, admin.token);
    await ok(server, 'client/admin/liftLegalHold', { userName: person.user.username }, admin.token);
  });

  test('only moderators place or lift holds; bad input is a 400 or a clear not-found, never a 500', async () => {
    const person = await registeredUser(server);
    const clip = await insertClip(server.db, { channel: await insertChannel(server.db, uniqueLogin('hb')) });
    expect(await fails(server, 'client/admin/placeLegalHold', { internalClipId: clip }, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/getLegalHolds', {}, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect((await call(server, 'client/admin/liftLegalHold', { internalClipId: clip }, null)).status).toBe(401);
    expect(await fails(server, 'client/admin/placeLegalHold', { internalClipId: 'nosuchclip1' }, admin.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/admin/placeLegalHold', { userName: 'nobody_here_1' }, admin.token)).toEqual([404, 'USER_NOT_FOUND']);
    expect(await fails(server, 'client/admin/placeLegalHold', { internalClipId: clip, privateNote: 'n'.repeat(1001) }, admin.token)).toEqual([400, 'PRIVATE_NOTE_TOO_LONG']);
    for (const body of [{}, { internalClipId: clip, userName: person.user.username }, { internalClipId: 'a\u0000b' }, { userName: 42 }, { internalClipId: clip, extra: true }]) {
      const answer = await call(server, 'client/admin/placeLegalHold', body as never, admin.token);
      expect([body, answer.status]).toEqual([body, 400]);
    }
    // Nothing was held by any of it.
    expect((await server.db.selectFrom('clips').select('legal_hold_at').where('id', '=', clip).executeTakeFirstOrThrow()).legal_hold_at).toBeNull();
  });
});
