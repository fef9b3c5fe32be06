import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { clipOriginalKey, clipVideoKey } from '@clipyard/shared/media';
import { removeLeftOriginals } from '../src/media/jobs/clip-original';
import { pictureDifference, videoFrame } from './media-support/pictures';
import { ffprobe } from './media-support/probe-file';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, uniqueLogin } from './domain-support/fixtures';

const TRIM = 'client/clipManage/trimClip';
const LIST = 'client/clipRequests/getAllClipRequests';
const DECIDE = 'client/clipRequests/respondClipRequestDecision';
const FRAME = 1 / 30;

/**
 * Issue 23 item 1 (ADR 0145, second addendum): a clip request keeps its submitter's whole upload until it is decided,
 * and its streamer re-cuts it in review from that original (wider and earlier than the submitter's cut). Real tus
 * uploads, real encode jobs and ffmpeg: the new cut is measured by ffprobe and compared by pixels with the original.
 */
describe('a clip request cut again from its original', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let submitter: TestAccount;
  let login: string;
  let source: string;
  let bytes: Buffer;

  beforeAll(async () => {
    server = await createTestServer();
    login = uniqueLogin('orig');
    streamer = await registeredUser(server, { streamerOf: login });
    rival = await registeredUser(server, { streamerOf: uniqueLogin('origrival') });
    submitter = await registeredUser(server);
    await server.db.updateTable('channels').set({ request_policy: 'approval' }).where('login', '=', login).execute();
    source = path.join(server.config.mediaDir, 'original-source.mp4');
    // testsrc2 moves: every moment of it looks different. 14 s, longer than any cut below.
    await server.media.generateTestVideo(source, { seconds: 14, width: 320, height: 180, withAudio: true });
    bytes = await readFile(source);
  });
  afterAll(() => server.close());

  /** Uploads the source with tus as `who` and submits it to `channel` cut to 4–10 s (6 s); the jobs then run. */
  async function submitTrimmed(who: TestAccount, channel = login): Promise<{ clipId: string; requestId: string | null }> {
    const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${who.token}` };
    const created = await fetch(`${server.url}/uploads/`, { method: 'POST', headers: { ...headers, 'Upload-Length': String(bytes.length) } });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const done = await fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(done.status).toBe(204);
    const submitted = await ok(
      server,
      'client/userSubmission/submitClip',
      { uploadId: location.split('/').pop()!, channelLogin: channel, clipTitle: 'Cut by its submitter', trim: { startSeconds: 4, endSeconds: 10 } },
      who.token,
    );
    await server.media.runJobsUntilIdle();
    return { clipId: submitted.internalClipId, requestId: submitted.requestId };
  }
  const stored = async (clipId: string) => (await server.media.storage.stat(clipOriginalKey(login, clipId, 'mp4'))) !== null;
  const originalAddress = (clipId: string, grant?: string) => `${server.url}/media/${clipOriginalKey(login, clipId, 'mp4')}${grant ? `?grant=${encodeURIComponent(grant)}` : ''}`;
  async function requestOf(clipId: string) {
    const { clipRequestList } = await ok(server, LIST, {}, streamer.token);
    return clipRequestList.find((r) => r.internalClipId === clipId)!;
  }

  it('keeps the whole upload for the review, shows it to the streamer only, and cuts a wider, earlier part from it', async () => {
    const { clipId, requestId } = await submitTrimmed(submitter);
    expect(requestId).toEqual(expect.any(String));
    const first = await clipRow(server.db, clipId);
    expect(first.status).toBe('awaiting_decision');
    expect(Math.abs(first.duration_seconds! - 6)).toBeLessThanOrEqual(FRAME);
    expect(first).toMatchObject({ original_container: 'mp4', original_start_seconds: 4 });
    expect(Math.abs(first.original_duration_seconds! - 14)).toBeLessThan(0.1);
    expect(Math.abs(first.original_end_seconds! - 10)).toBeLessThanOrEqual(FRAME);
    expect(await stored(clipId)).toBe(true);

    // The streamer's queue tells the editor the original and where the submitter's cut lies in it.
    const request = await requestOf(clipId);
    expect(request.original).toMatchObject({ container: 'mp4', startSeconds: 4 });
    expect(Math.abs(request.original!.durationSeconds - 14)).toBeLessThan(0.1);
    const grant = request.original!.mediaGrant;
    // Playable with its own grant only: not bare, nor with the clip's grant (the one its submitter is given too).
    const played = await fetch(originalAddress(clipId, grant), { headers: { range: 'bytes=0-99' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(originalAddress(clipId))).status).toBe(404);
    expect((await fetch(originalAddress(clipId, request.clip.mediaGrant))).status).toBe(404);

    // From 2 s to 11 s of the original: starts before the submitter's cut and is longer (9 s against 6).
    const answer = await ok(server, TRIM, { internalClipId: clipId, trim: { startSeconds: 2, endSeconds: 11 } }, streamer.token);
    expect(answer.recutting).toBe(true);
    expect(await fails(server, TRIM, { internalClipId: clipId, trim: { startSeconds: 2, endSeconds: 11 } }, streamer.token)).toEqual([409, 'CLIP_NOT_READY']);
    await server.media.runJobsUntilIdle();
    const after = await clipRow(server.db, clipId);
    expect(after).toMatchObject({ status: 'awaiting_decision', recut_pending: false, original_container: 'mp4', failure_reason: null });
    expect(Math.abs(after.duration_seconds! - 9)).toBeLessThanOrEqual(FRAME);
    expect(after.media_version).toBeGreaterThan(first.media_version);
    expect(Math.abs(after.original_start_seconds! - 2)).toBeLessThanOrEqual(FRAME);
    expect(Math.abs(after.original_end_seconds! - 11)).toBeLessThanOrEqual(FRAME);
    expect((await requestOf(clipId)).original).toMatchObject({ startSeconds: after.original_start_seconds, endSeconds: after.original_end_seconds });

    const cut = path.join(server.config.mediaDir, `cut-${clipId}.mp4`);
    await server.media.storage.getToFile(clipVideoKey(login, clipId, 'source'), cut);
    const video = (await ffprobe(cut)).streams.find((s) => s.codec_type === 'video');
    expect(Math.abs(Number((video as { duration?: string } | undefined)?.duration) - 9)).toBeLessThanOrEqual(FRAME);
    // Its first frame is the original's at 2 s: a part the submitter's cut (from 4 s) did not have.
    const [opening, atTwo, atFour] = await Promise.all([videoFrame(cut, 0, server.config.mediaDir), videoFrame(source, 2, server.config.mediaDir), videoFrame(source, 4, server.config.mediaDir)]);
    const toChosen = await pictureDifference(opening, atTwo);
    expect(toChosen).toBeLessThan(12);
    expect(toChosen).toBeLessThan((await pictureDifference(opening, atFour)) / 2);

    // Approved (published): the original goes from the store and its address stops answering.
    await ok(server, DECIDE, { requestId: requestId!, isApproved: true }, streamer.token);
    expect(await stored(clipId)).toBe(false);
    expect(await clipRow(server.db, clipId)).toMatchObject({ status: 'ready', original_container: null, original_duration_seconds: null });
    expect((await fetch(originalAddress(clipId, grant))).status).toBe(404);
    // A published clip is cut within its current video again (9 s now): 2–11 s of the original no longer fits.
    expect(await fails(server, TRIM, { internalClipId: clipId, trim: { startSeconds: 3, endSeconds: 10 } }, streamer.token)).toEqual([400, 'TRIM_INVALID']);
  });

  it('refuses a range outside the original, other people and bad input, and changes nothing', async () => {
    const { clipId } = await submitTrimmed(submitter);
    const trim = { startSeconds: 1, endSeconds: 8 };
    expect(await fails(server, TRIM, { internalClipId: clipId, trim })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, TRIM, { internalClipId: clipId, trim }, submitter.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, TRIM, { internalClipId: clipId, trim }, rival.token)).toEqual([403, 'FORBIDDEN']);
    // Past the original's end (14 s).
    expect(await fails(server, TRIM, { internalClipId: clipId, trim: { startSeconds: 9, endSeconds: 15 } }, streamer.token)).toEqual([400, 'TRIM_INVALID']);
    for (const bad of [{ startSeconds: '1', endSeconds: 8 }, { startSeconds: 1, endSeconds: 8, extra: true }, { startSeconds: 1, endSeconds: '\u0000' }, { startSeconds: 'x'.repeat(5_000), endSeconds: 8 }]) {
      expect((await fails(server, TRIM, { internalClipId: clipId, trim: bad }, streamer.token))[0]).toBe(400);
    }
    expect(await clipRow(server.db, clipId)).toMatchObject({ recut_pending: false, original_start_seconds: 4 });
    // The rival streamer's grant for their own queue opens nothing here either.
    const { clipRequestList } = await ok(server, LIST, {}, rival.token);
    expect(clipRequestList.some((r) => r.internalClipId === clipId)).toBe(false);
  });

  it('removes the original when the request is rejected, when the clip is deleted, and for a deleted account', async () => {
    const rejected = await submitTrimmed(submitter);
    const deleted = await submitTrimmed(submitter);
    const leaving = await registeredUser(server);
    const orphaned = await submitTrimmed(leaving);
    for (const { clipId } of [rejected, deleted, orphaned]) expect(await stored(clipId)).toBe(true);

    await ok(server, DECIDE, { requestId: rejected.requestId!, isApproved: false }, streamer.token);
    expect(await stored(rejected.clipId)).toBe(false);
    expect((await clipRow(server.db, rejected.clipId)).original_container).toBeNull();

    await ok(server, 'client/clipManage/deleteClip', { internalClipId: deleted.clipId }, streamer.token);
    expect(await stored(deleted.clipId)).toBe(false);

    // The submitter leaves: their upload goes, the request stays with its cut.
    await ok(server, 'client/userLogins/deleteAccount', {}, leaving.token);
    expect(await stored(orphaned.clipId)).toBe(false);
    expect(await clipRow(server.db, orphaned.clipId)).toMatchObject({ status: 'awaiting_decision', original_container: null });
    expect((await requestOf(orphaned.clipId)).original).toBeUndefined();
  });

  it('the sweep removes an original left behind by a request decided without it, and a streamer’s own upload keeps none', async () => {
    const left = await submitTrimmed(submitter);
    // As if the process died between deciding and removing: the row still says an original is kept.
    await server.db.updateTable('clips').set({ status: 'rejected' }).where('id', '=', left.clipId).execute();
    expect(await removeLeftOriginals(server.db, server.media.storage)).toBeGreaterThanOrEqual(1);
    expect(await stored(left.clipId)).toBe(false);
    expect((await clipRow(server.db, left.clipId)).original_container).toBeNull();

    // Published at once: nothing is kept.
    const own = await submitTrimmed(streamer);
    expect(own.requestId).toBeNull();
    expect(await clipRow(server.db, own.clipId)).toMatchObject({ status: 'ready', original_container: null });
    expect(await stored(own.clipId)).toBe(false);
  });
});
