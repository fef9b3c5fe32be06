import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertClip, uniqueLogin } from './domain-support/fixtures';
import { call, createTestServer, type TestServer } from './support';
import type { CallPath } from '@clipyard/shared/contract';
import { clipMediaAccess } from '../src/media/host/clip-media-access';

/**
 * Unlisting, hiding and appeals (issue 22 item 2, ADR 0132): an unlisted clip is reachable by link only, a hidden one
 * by its streamer, its submitter and the moderators only; both are told with the public reason and may appeal once
 * per decision; an appeal reopens the reports behind the decision, and a moderator grants or denies it.
 */
describe('unlisted and hidden clips, and appeals', () => {
  let server: TestServer;
  let admin: TestAccount;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await registeredUser(server, { admin: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function streamedClip(title: string) {
    const login = uniqueLogin('vis');
    const streamer = await registeredUser(server, { streamerOf: login });
    const submitter = await registeredUser(server);
    const clip = await insertClip(server.db, { channel: login, title, submitter: submitter.user.id });
    return { login, streamer, submitter, clip };
  }
  const byId = (clip: string, token?: string) => ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [clip] }, token).then((a) => a.clipList[0]);
  const inChannelList = async (login: string, clip: string) =>
    (await ok(server, 'client/videoListing/fetchByChannelLogins', { channelLoginList: [login] })).clipList.some((c) => c.internalClipId === clip);
  const inFrontpage = async (clip: string) =>
    (await ok(server, 'client/videoListing/masterFrontpageList', { sort: 'new', period: 'all' })).clipList.some((c) => c.internalClipId === clip);
  const inSearch = async (query: string, clip: string) => (await ok(server, 'client/search/clipSearch', { query })).clipList.some((c) => c.internalClipId === clip);
  const notices = async (account: TestAccount) => (await ok(server, 'client/notifications/getNotifications', {}, account.token)).notificationList;
  const reportStatus = async (id: string) => (await server.db.selectFrom('reports').select(['status', 'resolution_action']).where('id', '=', id).executeTakeFirstOrThrow());

  test('report → hide with a public reason: gone for everyone but its people, who read why; the streamer appeals; a moderator restores it', async () => {
    const { login, streamer, submitter, clip } = await streamedClip('Hidden highlight vizq');
    const reporter = await registeredUser(server);
    const stranger = await registeredUser(server);
    const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'spoilers' }, reporter.token);
    expect(await inChannelList(login, clip)).toBe(true);

    await ok(server, 'client/admin/resolveReport', { reportId, resolution: 'actioned', action: 'hideClip', publicReason: 'Spoils a tournament final', privateNote: 'third report this week' }, admin.token);
    expect(await reportStatus(reportId)).toEqual({ status: 'actioned', resolution_action: 'clip_hidden' });

    // Everyone else: not in lists or search, not by link, no comments, no likes, no report, no embed.
    expect(await inChannelList(login, clip)).toBe(false);
    expect(await inFrontpage(clip)).toBe(false);
    expect(await inSearch('vizq', clip)).toBe(false);
    expect(await byId(clip)).toBeUndefined();
    expect(await byId(clip, stranger.token)).toBeUndefined();
    expect(await fails(server, 'client/clipComment/getClipComments', { internalClipId: clip })).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'hi' }, stranger.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: clip, isLike: true }, stranger.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/report/reportClip', { internalClipId: clip }, stranger.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/chat/getClipChat', { internalClipId: clip })).toEqual([404, 'CLIP_NOT_FOUND']);
    const media = clipMediaAccess(server.db, undefined);
    expect(await media(login, clip, undefined)).toBe('hidden');

    // Its streamer and submitter: the clip, why, and that they may appeal; its media with their grant.
    const seenByStreamer = await byId(clip, streamer.token);
    expect(seenByStreamer).toMatchObject({ visibility: 'hidden', moderation: { visibility: 'hidden', publicReason: 'Spoils a tournament final', appealStatus: null, canAppeal: true } });
    expect(JSON.stringify(seenByStreamer)).not.toContain('third report');
    expect(await media(login, clip, seenByStreamer?.mediaGrant)).toBe('granted');
    expect((await byId(clip, submitter.token))?.moderation).toMatchObject({ canAppeal: true });
    expect((await byId(clip, admin.token))?.moderation).toMatchObject({ visibility: 'hidden', canAppeal: false });
    await ok(server, 'client/clipComment/getClipComments', { internalClipId: clip }, streamer.token);
    for (const person of [streamer, submitter]) {
      expect((await notices(person)).find((n) => n.internalClipId === clip)).toMatchObject({ kind: 'clip_hidden', reason: 'Spoils a tournament final', clipTitle: 'Hidden highlight vizq' });
    }

    // Appeals: nobody else may; the streamer once; the report is open again.
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'mine' }, stranger.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'not mine' }, admin.token)).toEqual([409, 'APPEAL_NOT_ALLOWED']);
    const appeal = await ok(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'The final was a year ago.' }, streamer.token);
    expect(appeal.reopenedReportCount).toBe(1);
    expect(await reportStatus(reportId)).toEqual({ status: 'open', resolution_action: null });
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'again' }, streamer.token)).toEqual([409, 'APPEAL_ALREADY_FILED']);
    // The moderators' queue shows the hidden clip with the grant its thumbnail loads with (r65: a 404 without one).
    const groups = await ok(server, 'client/admin/getReportGroups', { status: 'open' }, admin.token);
    const reopened = groups.reportGroupList.find((g) => g.internalClipId === clip);
    expect(reopened?.clip).toMatchObject({ visibility: 'hidden', mediaGrant: expect.any(String) });
    expect(await media(login, clip, reopened?.clip?.mediaGrant)).toBe('granted');
    expect((await byId(clip, streamer.token))?.moderation).toMatchObject({ appealStatus: 'open', canAppeal: false });
    expect((await byId(clip, submitter.token))?.moderation).toMatchObject({ appealStatus: null, canAppeal: true });

    const queue = await ok(server, 'client/admin/getClipAppeals', { status: 'open' }, admin.token);
    expect(queue.appealList.find((a) => a.appealId === appeal.appealId)).toMatchObject({
      internalClipId: clip,
      channelLogin: login,
      channelDisplayName: expect.any(String),
      clipTitle: 'Hidden highlight vizq',
      visibility: 'hidden',
      currentVisibility: 'hidden',
      publicReason: 'Spoils a tournament final',
      appellantUserName: streamer.user.username,
      appellantRole: 'streamer',
      message: 'The final was a year ago.',
      status: 'open',
    });

    expect(await ok(server, 'client/admin/decideClipAppeal', { appealId: appeal.appealId, decision: 'grant', publicReason: 'Old news: restored' }, admin.token)).toMatchObject({ appealId: appeal.appealId, status: 'granted' });
    expect(await fails(server, 'client/admin/decideClipAppeal', { appealId: appeal.appealId, decision: 'deny' }, admin.token)).toEqual([404, 'APPEAL_NOT_FOUND']);
    expect(await inChannelList(login, clip)).toBe(true);
    expect(await byId(clip)).toMatchObject({ internalClipId: clip });
    expect((await byId(clip))?.visibility).toBeUndefined();
    expect(await media(login, clip, undefined)).toBe('public');
    expect(await reportStatus(reportId)).toEqual({ status: 'dismissed', resolution_action: 'dismissed' });
    expect((await notices(streamer)).find((n) => n.kind === 'clip_restored')).toMatchObject({ internalClipId: clip, reason: 'Old news: restored' });
    const decided = await ok(server, 'client/admin/getClipAppeals', { status: 'decided' }, admin.token);
    expect(decided.appealList.find((a) => a.appealId === appeal.appealId)).toMatchObject({ status: 'granted', currentVisibility: 'public', decisionReason: 'Old news: restored' });

    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: `clip:${clip}` }, admin.token);
    expect(log.entryList.map((e) => [e.action, e.moderatorUserName])).toEqual([
      ['clip_restored', admin.user.username],
      ['appeal_filed', null],
      ['report_resolved', admin.user.username],
      ['clip_hidden', admin.user.username],
    ]);
    expect(log.entryList.find((e) => e.action === 'clip_hidden')).toMatchObject({ publicReason: 'Spoils a tournament final', privateNote: 'third report this week', reportId });

    // The streamer's data export holds their appeal and its outcome (issue 22 item 8), not who decided it.
    const exported = (await ok(server, 'client/userData/exportUserData', {}, streamer.token)).userData as Record<string, unknown>;
    expect(exported.clipAppeals).toEqual([
      expect.objectContaining({ internalClipId: clip, appealedVisibility: 'hidden', role: 'streamer', message: 'The final was a year ago.', status: 'granted', decisionReason: 'Old news: restored' }),
    ]);
    expect(JSON.stringify(exported.clipAppeals)).not.toContain(admin.user.username);
    // The submitter's export lists what was done to the clip they submitted, with the public reason only.
    const submitted = (await ok(server, 'client/userData/exportUserData', {}, submitter.token)).userData as Record<string, unknown>;
    expect(submitted.moderationActionsOnYou).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'clip_hidden', targetLabel: 'Hidden highlight vizq', publicReason: 'Spoils a tournament final' })]),
    );
    expect(JSON.stringify(submitted)).not.toContain('third report this week');
  });

  test('unlisted: by link only and not indexed; a denied appeal keeps it so and tells the appellant; a new decision can be appealed again', async () => {
    const { login, streamer, submitter, clip } = await streamedClip('Unlisted moment vizq');
    const changed = await ok(server, 'client/admin/setClipVisibility', { internalClipId: clip, visibility: 'unlisted', publicReason: 'Shaky camera' }, admin.token);
    expect(changed).toMatchObject({ internalClipId: clip, visibility: 'unlisted', changed: true });
    expect((await ok(server, 'client/admin/setClipVisibility', { internalClipId: clip, visibility: 'unlisted' }, admin.token)).changed).toBe(false);

    expect(await inChannelList(login, clip)).toBe(false);
    expect(await inFrontpage(clip)).toBe(false);
    expect(await inSearch('vizq', clip)).toBe(false);
    const sitemap = await ok(server, 'client/videoListing/sitemapEntries', { kind: 'clips' });
    expect(sitemap.entryList.some((e) => e.internalClipId === clip)).toBe(false);
    // By link: anyone, without the decision's details.
    const public_ = await byId(clip);
    expect(public_).toMatchObject({ internalClipId: clip, visibility: 'unlisted' });
    expect(public_?.moderation).toBeUndefined();
    await ok(server, 'client/clipComment/getClipComments', { internalClipId: clip });
    expect(await clipMediaAccess(server.db, undefined)(login, clip, undefined)).toBe('public');

    const { appealId } = await ok(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'It is watchable' }, submitter.token);
    expect((await ok(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'Me too' }, streamer.token)).reopenedReportCount).toBe(0);
    expect(await ok(server, 'client/admin/decideClipAppeal', { appealId, decision: 'deny', publicReason: 'Still too shaky' }, admin.token)).toMatchObject({ appealId, status: 'denied' });
    expect((await byId(clip))?.visibility).toBe('unlisted');
    expect((await notices(submitter)).find((n) => n.kind === 'appeal_denied')).toMatchObject({ internalClipId: clip, reason: 'Still too shaky' });
    // The streamer's own appeal of the same decision is still open (each person is answered).
    expect((await byId(clip, streamer.token))?.moderation?.appealStatus).toBe('open');
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'again' }, submitter.token)).toEqual([409, 'APPEAL_ALREADY_FILED']);

    // A new decision (hidden now) is a new thing to appeal.
    await ok(server, 'client/admin/setClipVisibility', { internalClipId: clip, visibility: 'hidden', publicReason: 'Privacy complaint' }, admin.token);
    expect((await byId(clip, submitter.token))?.moderation).toMatchObject({ visibility: 'hidden', publicReason: 'Privacy complaint', appealStatus: null, canAppeal: true });
    await ok(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'Blurred now' }, submitter.token);
    // Restoring grants every appeal still open on the clip.
    await ok(server, 'client/admin/setClipVisibility', { internalClipId: clip, visibility: 'public' }, admin.token);
    const open = await ok(server, 'client/admin/getClipAppeals', { status: 'open' }, admin.token);
    expect(open.appealList.some((a) => a.internalClipId === clip)).toBe(false);
    expect((await byId(clip, submitter.token))?.moderation).toBeUndefined();
  });

  test('only moderators decide, only signed-in people appeal, and bad input is a 400 with a clear code, never a 500', async () => {
    const { clip, streamer } = await streamedClip('Guarded clip');
    const person = await registeredUser(server);
    expect(await fails(server, 'client/admin/setClipVisibility', { internalClipId: clip, visibility: 'hidden' }, streamer.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/getClipAppeals', { status: 'open' }, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/decideClipAppeal', { appealId: 'x', decision: 'grant' }, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect((await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'hi' }))[0]).toBe(401);
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: 'public clip' }, streamer.token)).toEqual([409, 'APPEAL_NOT_ALLOWED']);
    expect(await fails(server, 'client/admin/setClipVisibility', { internalClipId: 'nope', visibility: 'hidden' }, admin.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, 'client/admin/decideClipAppeal', { appealId: 'nope', decision: 'grant' }, admin.token)).toEqual([404, 'APPEAL_NOT_FOUND']);

    const bad: [CallPath, unknown, string][] = [
      ['client/admin/setClipVisibility', { internalClipId: clip, visibility: 'secret' }, admin.token],
      ['client/admin/setClipVisibility', { internalClipId: clip, visibility: 'hidden', publicReason: 'x'.repeat(301) }, admin.token],
      ['client/admin/setClipVisibility', { internalClipId: clip, visibility: 'hidden', extra: 1 }, admin.token],
      ['client/admin/setClipVisibility', { internalClipId: 'a\u0000b', visibility: 'hidden' }, admin.token],
      ['client/admin/getClipAppeals', { status: 42 }, admin.token],
      ['client/admin/getClipAppeals', { status: 'open', cursor: 'garbage' }, admin.token],
      ['client/admin/decideClipAppeal', { appealId: 'x'.repeat(5_000), decision: 'grant' }, admin.token],
      ['client/report/appealClipModeration', { internalClipId: clip, message: 'y'.repeat(1001) }, person.token],
      ['client/report/appealClipModeration', { internalClipId: clip, message: ['array'] }, person.token],
      ['client/report/appealClipModeration', { internalClipId: clip, message: 'nul\u0000' }, person.token],
    ];
    for (const [path, body, token] of bad) {
      const response = await call(server, path, body as never, token);
      expect([path, response.status]).toEqual([path, 400]);
    }
    // An appeal is limited per person (10 an hour, 5 for a new account): a fresh one reads the message's own code.
    const fresh = await registeredUser(server);
    expect(await fails(server, 'client/report/appealClipModeration', { internalClipId: clip, message: '   ' }, fresh.token)).toEqual([400, 'APPEAL_MESSAGE_EMPTY']);
    expect(await fails(server, 'client/admin/setClipVisibility', { internalClipId: clip, visibility: 'hidden', publicReason: 'x'.repeat(301) }, admin.token)).toEqual([400, 'PUBLIC_REASON_TOO_LONG']);
  });
});
