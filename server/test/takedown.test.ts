import { api, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertClip, uniqueLogin } from './domain-support/fixtures';
import { createTestServer, type TestServer } from './support';

/**
 * Copyright takedown notices (issue 22 item 3, ADR 0135): a notice hides its clips at once; the channel's streamer
 * reads it and files one counter-notice; a moderator restores or removes the clips; every step is logged; upheld
 * notices count against the channel. Only the channel's streamer and the moderators read a notice; only its filer and
 * the moderators read a counter-notice.
 */
describe('copyright takedown notices', () => {
  let server: TestServer;
  let admin: TestAccount;
  beforeAll(async () => {
    server = await createTestServer({
      configure: (c) => {
        c.rateLimitEnabled = false;
        c.corsOrigins = ['https://clips.example'];
      },
    });
    admin = await registeredUser(server, { admin: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function streamedClip(title: string) {
    const login = uniqueLogin('tkd');
    const streamer = await registeredUser(server, { streamerOf: login });
    const submitter = await registeredUser(server);
    const clip = await insertClip(server.db, { channel: login, title, submitter: submitter.user.id });
    return { login, streamer, submitter, clip };
  }
  const address = (login: string, clip: string) => `https://clips.example/${login}/clip/${clip}`;
  const notice = (clipUrlList: string[], extra: Record<string, unknown> = {}) => ({
    clipUrlList,
    workDescription: 'My song "Blue Hour" (2024), the whole track plays in the clip.',
    claimantName: 'Rights Holder',
    claimantEmail: 'rights@example.com',
    goodFaith: true,
    accurate: true,
    signature: 'Rights Holder',
    ...extra,
  });
  const counter = (noticeId: string, extra: Record<string, unknown> = {}) => ({
    noticeId,
    statement: 'I own the music: it is my own performance.',
    fullName: 'Stream Er',
    contact: 'streamer@example.com',
    consent: true,
    ...extra,
  });
  const byId = (clip: string, token?: string) => ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [clip] }, token).then((a) => a.clipList[0]);
  const openNotices = () => ok(server, 'client/admin/getTakedownNotices', { status: 'open' }, admin.token).then((a) => a.noticeList);
  const decidedNotices = () => ok(server, 'client/admin/getTakedownNotices', { status: 'decided' }, admin.token).then((a) => a.noticeList);

  test('notice → hidden → counter-notice → restored: each state, each person, each log entry', async () => {
    const { login, streamer, submitter, clip } = await streamedClip('Song cover tkdq');
    const stranger = await registeredUser(server);

    // Filed signed out: the clip is hidden at once.
    const filed = await ok(server, 'client/report/fileTakedownNotice', notice([address(login, clip)]));
    expect(filed.hiddenClipCount).toBe(1);
    expect(filed.noticeIdList).toHaveLength(1);
    const [noticeId] = filed.noticeIdList;
    expect(await byId(clip)).toBeUndefined();
    expect(await byId(clip, stranger.token)).toBeUndefined();

    // The streamer: the clip, the notice's id on it (no appeal), a notification, the notice without the claimant's email.
    expect((await byId(clip, streamer.token))?.moderation).toMatchObject({ visibility: 'hidden', takedownNoticeId: noticeId, canAppeal: false });
    // The submitter knows a notice hid it, but the notice is the streamer's to answer.
    expect((await byId(clip, submitter.token))?.moderation).toMatchObject({ visibility: 'hidden', takedownNoticeId: null, canAppeal: false });
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'mine' }, streamer.token)).toEqual([409, 'APPEAL_NOT_ALLOWED']);
    for (const person of [streamer, submitter]) {
      const notifications = (await ok(server, 'client/notifications/getNotifications', {}, person.token)).notificationList;
      expect(notifications.find((n) => n.internalClipId === clip)).toMatchObject({ kind: 'takedown_notice', clipTitle: 'Song cover tkdq' });
    }
    const read = await ok(server, 'client/report/getTakedownNotice', { noticeId }, streamer.token);
    expect(read).toMatchObject({
      canCounter: true,
      notice: { noticeId, channelLogin: login, status: 'open', claimantName: 'Rights Holder', counterNotice: null, clipList: [{ internalClipId: clip, visibility: 'hidden' }] },
    });
    expect(read.notice.workDescription).toContain('Blue Hour');
    expect(JSON.stringify(read)).not.toContain('rights@example.com');
    const queued = (await openNotices()).find((n) => n.noticeId === noticeId);
    expect(queued).toMatchObject({ status: 'open', claimantEmail: 'rights@example.com', signature: 'Rights Holder', repeatInfringerCount: 0, counterNotice: null });

    // The counter-notice: once; the notice waits for a moderator again.
    expect(await ok(server, 'client/report/fileCounterNotice', counter(noticeId), streamer.token)).toMatchObject({ noticeId, status: 'countered' });
    expect(await fails(server, 'client/report/fileCounterNotice', counter(noticeId), streamer.token)).toEqual([409, 'COUNTER_NOTICE_ALREADY_FILED']);
    expect((await ok(server, 'client/report/getTakedownNotice', { noticeId }, streamer.token))).toMatchObject({
      canCounter: false,
      notice: { status: 'countered', counterNotice: { statement: 'I own the music: it is my own performance.', fullName: 'Stream Er', filerUserName: streamer.user.username } },
    });
    expect((await openNotices()).find((n) => n.noticeId === noticeId)).toMatchObject({ status: 'countered', counterNotice: { contact: 'streamer@example.com' } });

    // A moderator restores: public again, the streamer told; the notice is decided and counts nothing.
    expect(await ok(server, 'client/admin/decideTakedownNotice', { noticeId, decision: 'restore', publicReason: 'The performer owns the song', privateNote: 'checked the label' }, admin.token)).toMatchObject({ status: 'restored' });
    expect(await byId(clip)).toMatchObject({ internalClipId: clip });
    expect(await fails(server, 'client/admin/decideTakedownNotice', { noticeId, decision: 'remove' }, admin.token)).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    expect(await fails(server, 'client/report/fileCounterNotice', counter(noticeId), streamer.token)).toEqual([409, 'COUNTER_NOTICE_NOT_ALLOWED']);
    const streamerNotifications = (await ok(server, 'client/notifications/getNotifications', {}, streamer.token)).notificationList;
    expect(streamerNotifications.find((n) => n.kind === 'clip_restored' && n.internalClipId === clip)).toMatchObject({ reason: 'The performer owns the song' });
    expect((await decidedNotices()).find((n) => n.noticeId === noticeId)).toMatchObject({ status: 'restored', decisionReason: 'The performer owns the song', repeatInfringerCount: 0 });
    expect((await openNotices()).some((n) => n.noticeId === noticeId)).toBe(false);

    // Every step in the log, newest first; the claimant's contact only in the moderators' private note.
    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: `clip:${clip}` }, admin.token);
    expect(log.entryList.map((e) => [e.action, e.moderatorUserName])).toEqual([
      ['clip_restored', admin.user.username],
      ['takedown_restored', admin.user.username],
      ['counter_notice_filed', null],
      ['clip_hidden', null],
      ['takedown_filed', null],
    ]);
    expect(log.entryList.find((e) => e.action === 'takedown_filed')?.privateNote).toContain('rights@example.com');

    // The streamer's export holds their counter-notice; the submitter's what was done to their clip, without the contact.
    const exported = (await ok(server, 'client/userData/exportUserData', {}, streamer.token)).userData as Record<string, unknown>;
    expect(exported.counterNoticesFiled).toEqual([expect.objectContaining({ noticeId, statement: 'I own the music: it is my own performance.', noticeStatus: 'restored' })]);
    const submitted = JSON.stringify((await ok(server, 'client/userData/exportUserData', {}, submitter.token)).userData);
    expect(submitted).toContain('takedown_filed');
    expect(submitted).not.toContain('rights@example.com');
  });

  test('upheld: the clips are removed and the channel\'s repeat-infringer count grows; a signed-in claimant finds the notice in their export', async () => {
    const { login, streamer, clip } = await streamedClip('Movie scene tkdq');
    const second = await insertClip(server.db, { channel: login, title: 'Another scene tkdq' });
    const claimant = await registeredUser(server);
    const { noticeIdList } = await ok(server, 'client/report/fileTakedownNotice', notice([address(login, clip), `/${login}/clip/${second}`, '']), claimant.token);
    expect(noticeIdList).toHaveLength(1);
    const [noticeId] = noticeIdList;
    expect(await ok(server, 'client/admin/decideTakedownNotice', { noticeId, decision: 'remove', publicReason: 'Full scene of a film' }, admin.token)).toMatchObject({ status: 'removed' });
    expect(await byId(clip, streamer.token)).toBeUndefined();
    expect(await fails(server, 'client/report/fileCounterNotice', counter(noticeId), streamer.token)).toEqual([409, 'COUNTER_NOTICE_NOT_ALLOWED']);
    const decided = (await decidedNotices()).find((n) => n.noticeId === noticeId);
    expect(decided).toMatchObject({ status: 'removed', repeatInfringerCount: 1, clipList: expect.arrayContaining([expect.objectContaining({ internalClipId: clip, visibility: null })]) });
    const notifications = (await ok(server, 'client/notifications/getNotifications', {}, streamer.token)).notificationList;
    expect(notifications.find((n) => n.kind === 'clip_removed' && n.internalClipId === clip)).toMatchObject({ reason: 'Full scene of a film' });
    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: `clip:${second}` }, admin.token);
    expect(log.entryList.map((e) => e.action)).toEqual(['clip_removed', 'takedown_upheld', 'clip_hidden', 'takedown_filed']);

    // A second notice upheld: the count is per channel.
    const third = await insertClip(server.db, { channel: login, title: 'Third scene tkdq' });
    const again = await ok(server, 'client/report/fileTakedownNotice', notice([address(login, third)]));
    expect((await openNotices()).find((n) => n.noticeId === again.noticeIdList[0])).toMatchObject({ repeatInfringerCount: 1 });
    await ok(server, 'client/admin/decideTakedownNotice', { noticeId: again.noticeIdList[0], decision: 'remove' }, admin.token);
    expect((await decidedNotices()).find((n) => n.noticeId === noticeId)).toMatchObject({ repeatInfringerCount: 2 });

    const exported = (await ok(server, 'client/userData/exportUserData', {}, claimant.token)).userData as Record<string, unknown>;
    expect(exported.takedownNoticesFiled).toEqual([
      expect.objectContaining({ noticeId, channelLogin: login, claimantEmail: 'rights@example.com', goodFaithStatement: true, accuracyStatement: true, status: 'removed' }),
    ]);
    expect(String((exported.takedownNoticesFiled as { clipAddresses: string }[])[0].clipAddresses)).toContain(clip);
  });

  test('a notice naming clips of two channels is one notice per channel; a clip named by two notices stays hidden until both are decided', async () => {
    const a = await streamedClip('Channel A tkdq');
    const b = await streamedClip('Channel B tkdq');
    const { noticeIdList } = await ok(server, 'client/report/fileTakedownNotice', notice([address(a.login, a.clip), address(b.login, b.clip)]));
    expect(noticeIdList).toHaveLength(2);
    const [first, second] = await Promise.all(noticeIdList.map((id) => ok(server, 'client/report/getTakedownNotice', { noticeId: id }, admin.token)));
    expect(new Set([first.notice.channelLogin, second.notice.channelLogin])).toEqual(new Set([a.login, b.login]));
    const noticeOfA = first.notice.channelLogin === a.login ? first.notice.noticeId : second.notice.noticeId;
    const noticeOfB = first.notice.channelLogin === a.login ? second.notice.noticeId : first.notice.noticeId;

    // Per-object authorization: a streamer reads only their channel's notice, a counter-notice only its filer.
    expect(await fails(server, 'client/report/getTakedownNotice', { noticeId: noticeOfB }, a.streamer.token)).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    expect(await fails(server, 'client/report/fileCounterNotice', counter(noticeOfB), a.streamer.token)).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    expect(await fails(server, 'client/report/getTakedownNotice', { noticeId: noticeOfA }, a.submitter.token)).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    await ok(server, 'client/report/fileCounterNotice', counter(noticeOfA, { statement: 'secret counter of A' }), a.streamer.token);
    const readByB = await fails(server, 'client/report/getTakedownNotice', { noticeId: noticeOfA }, b.streamer.token);
    expect(readByB).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    expect(JSON.stringify(await ok(server, 'client/report/getTakedownNotice', { noticeId: noticeOfB }, b.streamer.token))).not.toContain('secret counter of A');
    expect(JSON.stringify((await ok(server, 'client/userData/exportUserData', {}, b.streamer.token)).userData)).not.toContain('secret counter of A');
    for (const path of ['client/admin/getTakedownNotices', 'client/admin/decideTakedownNotice'] as const) {
      expect(await fails(server, path, path === 'client/admin/getTakedownNotices' ? { status: 'open' } : { noticeId: noticeOfA, decision: 'restore' }, a.streamer.token)).toEqual([403, 'NOT_ADMIN']);
    }
  });

  test('a clip named by an earlier notice can be named again only once it is public; restoring waits for every pending notice', async () => {
    const { login, clip } = await streamedClip('Twice named tkdq');
    const first = (await ok(server, 'client/report/fileTakedownNotice', notice([address(login, clip)]))).noticeIdList[0];
    // Hidden now: nobody can name it again (ADR 0045: a hidden clip is as an unknown one).
    expect(await fails(server, 'client/report/fileTakedownNotice', notice([address(login, clip)]))).toEqual([400, 'TAKEDOWN_CLIP_NOT_FOUND']);
    // A second pending notice made directly (a notice filed just before the first hid it).
    await server.db.insertInto('takedown_notices').values({ id: 'second-notice-tkdq', filing_id: 'f', channel_login: login, claimant_name: 'X', claimant_email: 'x@example.com', work_description: 'w', clip_urls: 'u', signature: 'X', good_faith: true, accurate: true }).execute();
    await server.db.insertInto('takedown_notice_clips').values({ notice_id: 'second-notice-tkdq', clip_id: clip, clip_title: 'Twice named tkdq' }).execute();
    await ok(server, 'client/admin/decideTakedownNotice', { noticeId: first, decision: 'restore' }, admin.token);
    expect(await byId(clip)).toBeUndefined();
    await ok(server, 'client/admin/decideTakedownNotice', { noticeId: 'second-notice-tkdq', decision: 'restore' }, admin.token);
    expect(await byId(clip)).toMatchObject({ internalClipId: clip });
  });

  test('addresses that name no clip of this site are refused by their text, and nothing is hidden', async () => {
    const { login, clip } = await streamedClip('Still public tkdq');
    const other = await streamedClip('Other channel tkdq');
    for (const bad of ['https://example.com/somewhere', `https://x/${login}/clip/nosuchclip1`, `https://x/${other.login}/clip/${clip}`, `https://elsewhere.example/${login}/clip/${clip}`, `//elsewhere.example/${login}/clip/${clip}`, `ftp://clips.example/${login}/clip/${clip}`, 'javascript:alert(1)', 'not a url at all', `/${login}/clip/a`]) {
      const answer = await api(server, 'client/report/fileTakedownNotice', notice([address(login, clip), bad]));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ isSuccessful: false, errorCode: 'TAKEDOWN_CLIP_NOT_FOUND', publicReason: bad });
    }
    expect(await byId(clip)).toMatchObject({ internalClipId: clip });
    const deleted = await insertClip(server.db, { channel: login, status: 'deleted' });
    expect(await fails(server, 'client/report/fileTakedownNotice', notice([address(login, deleted)]))).toEqual([400, 'TAKEDOWN_CLIP_NOT_FOUND']);
  });

  test('no 5xx under bad input: wrong types, huge strings, NUL characters, unknown fields, signed out, unknown ids', async () => {
    const { login, streamer, clip } = await streamedClip('Bad input tkdq');
    const huge = 'x'.repeat(100_000);
    const bodies: Record<string, unknown>[] = [
      {},
      notice([address(login, clip)], { goodFaith: false }),
      notice([address(login, clip)], { accurate: 'yes' }),
      notice([address(login, clip)], { claimantEmail: 'not-an-email' }),
      notice([address(login, clip)], { workDescription: huge }),
      notice([address(login, clip)], { claimantName: 'a\u0000b' }),
      notice([`${address(login, clip)}\u0000`]),
      notice([address(login, clip)], { extra: true }),
      notice([]),
      notice(Array.from({ length: 51 }, () => address(login, clip))),
      notice([huge]),
      notice([42] as unknown as string[]),
      notice('just a string' as unknown as string[]),
      notice([address(login, clip)], { signature: '   ' }),
    ];
    for (const body of bodies) {
      const answer = await api(server, 'client/report/fileTakedownNotice', body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await fails(server, 'client/report/fileTakedownNotice', notice([address(login, clip)], { claimantEmail: 'nope' }))).toEqual([400, 'TAKEDOWN_EMAIL_INVALID']);
    expect(await byId(clip)).toMatchObject({ internalClipId: clip });

    const { noticeIdList } = await ok(server, 'client/report/fileTakedownNotice', notice([address(login, clip)]));
    const [noticeId] = noticeIdList;
    const counterBodies: Record<string, unknown>[] = [
      {},
      counter(noticeId, { consent: false }),
      counter(noticeId, { statement: huge }),
      counter(noticeId, { contact: 'a\u0000b' }),
      counter(noticeId, { extra: 1 }),
      counter(noticeId, { noticeId: 42 }),
      counter(noticeId, { statement: '' }),
      counter('x'.repeat(65)),
    ];
    for (const body of counterBodies) {
      const answer = await api(server, 'client/report/fileCounterNotice', body, streamer.token);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await fails(server, 'client/report/fileCounterNotice', counter('no-such-notice'), streamer.token)).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    expect(await fails(server, 'client/report/getTakedownNotice', { noticeId: 'no-such-notice' }, streamer.token)).toEqual([404, 'TAKEDOWN_NOT_FOUND']);
    expect(await fails(server, 'client/report/getTakedownNotice', { noticeId: 'a\u0000b' }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    // Signed out.
    expect((await fails(server, 'client/report/getTakedownNotice', { noticeId }))[0]).toBe(401);
    expect((await fails(server, 'client/report/fileCounterNotice', counter(noticeId)))[0]).toBe(401);
    expect((await fails(server, 'client/admin/getTakedownNotices', { status: 'open' }))[0]).toBe(401);
    // The moderators' calls with bad bodies.
    for (const body of [{}, { noticeId, decision: 'maybe' }, { noticeId: 42, decision: 'restore' }, { noticeId, decision: 'restore', publicReason: huge }, { noticeId, decision: 'restore', extra: 1 }, { noticeId: 'nope', decision: 'restore' }]) {
      const answer = await api(server, 'client/admin/decideTakedownNotice', body, admin.token);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    for (const body of [{}, { status: 'all' }, { status: 'open', cursor: 'garbage\u0000' }, { status: 'open', limit: 'ten' }, { status: 'open', cursor: huge }]) {
      const answer = await api(server, 'client/admin/getTakedownNotices', body, admin.token);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    // The notice is still open after all of that.
    expect((await ok(server, 'client/report/getTakedownNotice', { noticeId }, streamer.token)).notice.status).toBe('open');
  });
});

describe('copyright takedown notices: rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('filing is limited per address, signed out', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await api(server, 'client/report/fileTakedownNotice', { clipUrlList: ['https://x/nobody/clip/nothing1'], workDescription: 'w', claimantName: 'n', claimantEmail: 'a@b.co', goodFaith: true, accurate: true, signature: 'n' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
