import path from 'node:path';
import { clipFramesKey, clipThumbnailKey, clipVideoKey } from '@clipyard/shared/media';
import { pictureDifference, videoFrame } from './media-support/pictures';
import { ffprobe } from './media-support/probe-file';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertClip, uniqueLogin } from './domain-support/fixtures';

const TRIM = 'client/clipManage/trimClip';

/**
 * Issue 23 item 1 (ADR 0145 addendum): a streamer cuts a clip that is already made to a part of its video. Real
 * ffmpeg, real encode jobs: the stored video is the part chosen (by ffprobe and by its pixels), the clip's media
 * version moves on, and the addresses of the old version are no longer served.
 */
describe('cutting a made clip again', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let viewer: TestAccount;
  /** A streamer of their own channel for the refusal tables: trimClip allows 10 calls in 10 minutes. */
  let prober: TestAccount;
  let login: string;
  let proberLogin: string;
  /** And one for the bad-input table. */
  let checker: TestAccount;
  let checkerLogin: string;
  let video: string;

  beforeAll(async () => {
    server = await createTestServer();
    login = uniqueLogin('recut');
    streamer = await registeredUser(server, { streamerOf: login });
    rival = await registeredUser(server, { streamerOf: uniqueLogin('rivalr') });
    viewer = await registeredUser(server);
    proberLogin = uniqueLogin('prober');
    prober = await registeredUser(server, { streamerOf: proberLogin });
    checkerLogin = uniqueLogin('checker');
    checker = await registeredUser(server, { streamerOf: checkerLogin });
    video = path.join(server.config.mediaDir, 'recut-input.mp4');
    // testsrc2 moves: every moment of it looks different.
    await server.media.generateTestVideo(video, { seconds: 12, width: 320, height: 180 });
  });
  afterAll(() => server.close());

  async function encodedClip(channel = login, status: 'processing' | 'awaiting_decision' = 'processing'): Promise<string> {
    const id = await insertClip(server.db, { channel, status });
    await server.media.ingestLocalFile({ clipId: id, channelLogin: channel, filePath: video });
    await server.media.runJobsUntilIdle();
    expect((await clipRow(server.db, id)).renditions).toContain('source');
    return id;
  }
  async function storedFile(key: string): Promise<string> {
    const file = path.join(server.config.mediaDir, `read-${Math.random().toString(36).slice(2)}.mp4`);
    await server.media.storage.getToFile(key, file);
    return file;
  }
  const media = (key: string, version?: number) => fetch(`${server.url}/media/${key}${version === undefined ? '' : `?version=${version}`}`, { method: 'HEAD' });

  it('cuts the stored video to the part chosen, moves the media version on and stops serving the old addresses', async () => {
    const id = await encodedClip();
    const before = await clipRow(server.db, id);
    const answer = await ok(server, TRIM, { internalClipId: id, trim: { startSeconds: 3, endSeconds: 9 } }, streamer.token);
    expect(answer.recutting).toBe(true);
    // Until the new cut is stored the clip plays as it was, under its old addresses.
    expect(answer.clip.mediaVersion).toBe(before.media_version);
    expect((await media(clipVideoKey(login, id, 'source'), before.media_version)).status).toBe(200);
    // One cut at a time.
    expect(await fails(server, TRIM, { internalClipId: id, trim: { startSeconds: 0, endSeconds: 6 } }, streamer.token)).toEqual([409, 'CLIP_NOT_READY']);

    await server.media.runJobsUntilIdle();
    const after = await clipRow(server.db, id);
    expect(after.status).toBe('ready');
    expect(after.recut_pending).toBe(false);
    expect(after.duration_seconds!).toBeGreaterThan(6 - 0.05);
    expect(after.duration_seconds!).toBeLessThan(6 + 0.05);
    expect(after.media_version).toBeGreaterThan(before.media_version);
    expect(after.cut_version).toBe(before.media_version + 1);

    const file = await storedFile(clipVideoKey(login, id, 'source'));
    const stream = (await ffprobe(file)).streams.find((s) => s.codec_type === 'video');
    expect(stream?.codec_name).toBe('h264');
    // Its first frame is the source's frame at 3 s, not at 0 s.
    const [first, atThree, atZero] = await Promise.all([videoFrame(file, 0, server.config.mediaDir), videoFrame(video, 3, server.config.mediaDir), videoFrame(video, 0, server.config.mediaDir)]);
    const toChosen = await pictureDifference(first, atThree);
    expect(toChosen).toBeLessThan(12);
    expect(toChosen).toBeLessThan((await pictureDifference(first, atZero)) / 2);

    // The old version's addresses are gone, every file of the clip; the new ones and the unversioned ones serve.
    for (const key of [clipVideoKey(login, id, 'source'), clipThumbnailKey(login, id, 'webp'), clipFramesKey(login, id)]) {
      expect([key, (await media(key, before.media_version)).status]).toEqual([key, 404]);
      expect([key, (await media(key, after.media_version)).status]).toEqual([key, 200]);
    }
    expect((await media(clipVideoKey(login, id, 'source'))).status).toBe(200);
    // The thumbnail and its strip were made again from the cut.
    expect(after.thumbnail_frames).toBe(true);
    expect(after.thumbnail_rechosen).toBe(false);
  });

  it('cuts a clip waiting in its streamer’s review, which keeps waiting', async () => {
    const id = await encodedClip(login, 'awaiting_decision');
    await ok(server, TRIM, { internalClipId: id, trim: { startSeconds: 0.5, endSeconds: 5.5 } }, streamer.token);
    await server.media.runJobsUntilIdle();
    const after = await clipRow(server.db, id);
    expect(after.status).toBe('awaiting_decision');
    expect(after.duration_seconds!).toBeGreaterThan(5 - 0.05);
    expect(after.duration_seconds!).toBeLessThan(5 + 0.05);
  });

  it('a cut that fails leaves the clip as it was, and it can be cut again', async () => {
    const id = await encodedClip();
    await ok(server, TRIM, { internalClipId: id, trim: { startSeconds: 1, endSeconds: 7 } }, streamer.token);
    // The stored video is damaged meanwhile: the source job cannot read it.
    await server.media.storage.put(clipVideoKey(login, id, 'source'), Buffer.from('not a video at all'), 'video/mp4');
    await server.media.runJobsUntilIdle();
    const after = await clipRow(server.db, id);
    expect(after).toMatchObject({ status: 'ready', recut_pending: false });
    expect(after.renditions).toContain('source');
    expect(after.failure_reason).toEqual(expect.any(String));
    expect((await fails(server, TRIM, { internalClipId: id, trim: { startSeconds: 1, endSeconds: 7 } }, viewer.token))[1]).toBe('NOT_STREAMER');
    expect((await ok(server, TRIM, { internalClipId: id, trim: { startSeconds: 1, endSeconds: 7 } }, streamer.token)).recutting).toBe(true);
  });

  it('refuses other people, clips without video, a clip under a legal hold, and ranges that are no clip of this video', async () => {
    const id = await encodedClip(proberLogin);
    const trim = { startSeconds: 1, endSeconds: 7 };
    expect(await fails(server, TRIM, { internalClipId: id, trim })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, TRIM, { internalClipId: id, trim }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, TRIM, { internalClipId: id, trim }, rival.token)).toEqual([403, 'FORBIDDEN']);
    expect(await fails(server, TRIM, { internalClipId: 'nosuchclip1', trim }, prober.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    const rejected = await insertClip(server.db, { channel: proberLogin, status: 'rejected' });
    expect(await fails(server, TRIM, { internalClipId: rejected, trim }, prober.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    const waiting = await insertClip(server.db, { channel: proberLogin, status: 'processing' });
    expect(await fails(server, TRIM, { internalClipId: waiting, trim }, prober.token)).toEqual([409, 'CLIP_NOT_READY']);
    // Past the video's end (12 s), shorter than a clip may be.
    expect(await fails(server, TRIM, { internalClipId: id, trim: { startSeconds: 8, endSeconds: 14 } }, prober.token)).toEqual([400, 'TRIM_INVALID']);
    expect(await fails(server, TRIM, { internalClipId: id, trim: { startSeconds: 2, endSeconds: 4 } }, prober.token)).toEqual([400, 'TRIM_INVALID']);
    await server.db.updateTable('clips').set({ legal_hold_at: new Date() }).where('id', '=', id).execute();
    expect(await fails(server, TRIM, { internalClipId: id, trim }, prober.token)).toEqual([409, 'LEGAL_HOLD']);
    expect(await clipRow(server.db, id)).toMatchObject({ recut_pending: false, trim_start_seconds: null });
  });

  it.each([
    ['a start as a string', { startSeconds: '1', endSeconds: 5 }],
    ['a negative start', { startSeconds: -1, endSeconds: 5 }],
    ['an unknown field', { startSeconds: 1, endSeconds: 5, speed: 2 }],
    ['a NUL for an end', { startSeconds: 1, endSeconds: '\u0000' }],
    ['an end past the input limit', { startSeconds: 1, endSeconds: 1e9 }],
    ['no range', undefined],
  ])('refuses %s (400, no 500) and changes nothing', async (_label, trim) => {
    const id = await insertClip(server.db, { channel: checkerLogin });
    const [status] = await fails(server, TRIM, { internalClipId: id, trim } as never, checker.token);
    expect(status).toBe(400);
    expect(await clipRow(server.db, id)).toMatchObject({ recut_pending: false, trim_start_seconds: null });
  });
});
