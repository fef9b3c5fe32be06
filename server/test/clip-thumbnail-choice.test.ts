import path from 'node:path';
import sharp from 'sharp';
import { clipFramesKey, clipThumbnailKey, THUMBNAIL_FRAME_COUNT, THUMBNAIL_FRAME_WIDTH } from '@clipyard/shared/media';
import { pictureDifference, videoFrame } from './media-support/pictures';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertClip, uniqueLogin } from './domain-support/fixtures';

const CHOICES = 'client/clipManage/getThumbnailChoices';
const SET_FRAME = 'client/clipManage/setClipThumbnailFrame';
const UPLOAD = 'client/clipManage/uploadClipThumbnail';

/**
 * Issue 23 item 2 (ADR 0144): a streamer picks their clip's thumbnail from a strip of candidate frames, or uploads an
 * image. Real ffmpeg, real encode jobs; the pictures are compared by their pixels.
 */
describe('choosing a clip’s thumbnail', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let viewer: TestAccount;
  let login: string;
  let video: string;

  beforeAll(async () => {
    server = await createTestServer();
    login = uniqueLogin('thumb');
    streamer = await registeredUser(server, { streamerOf: login });
    rival = await registeredUser(server, { streamerOf: uniqueLogin('rivalth') });
    viewer = await registeredUser(server);
    video = path.join(server.config.mediaDir, 'thumb-input.mp4');
    // testsrc2 moves: every moment of it looks different.
    await server.media.generateTestVideo(video, { seconds: 6, width: 320, height: 180 });
  });
  afterAll(() => server.close());

  /** A ready clip of the streamer's channel, encoded from the test video by the real jobs. */
  async function encodedClip(): Promise<string> {
    const id = await insertClip(server.db, { channel: login, status: 'processing' });
    await server.media.ingestLocalFile({ clipId: id, channelLogin: login, filePath: video });
    await server.media.runJobsUntilIdle();
    expect((await clipRow(server.db, id)).status).toBe('ready');
    return id;
  }
  async function stored(key: string): Promise<Buffer> {
    const file = path.join(server.config.mediaDir, `read-${Math.random().toString(36).slice(2)}`);
    await server.media.storage.getToFile(key, file);
    return sharp(file).toBuffer();
  }
  /** The source video's frame at a moment, as ffmpeg takes it (what the thumbnail should show). */
  const frameAt = (seconds: number) => videoFrame(video, seconds, server.config.mediaDir);

  it('makes a strip of candidate frames with every encode, and answers their moments', async () => {
    const id = await encodedClip();
    const choices = await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    expect(choices.frameTimes).toHaveLength(THUMBNAIL_FRAME_COUNT);
    expect(choices.frameTimes).toEqual([...choices.frameTimes!].sort((a, b) => a - b));
    expect(choices.frameTimes![0]).toBeGreaterThan(0);
    expect(choices.frameTimes![THUMBNAIL_FRAME_COUNT - 1]).toBeLessThan(choices.clip.durationSeconds!);
    expect(choices.current).toEqual({ kind: 'frame', atSeconds: 1 });
    expect(choices.updating).toBe(false);
    const strip = await sharp(await stored(clipFramesKey(login, id))).metadata();
    expect([strip.format, strip.width, strip.height]).toEqual(['webp', THUMBNAIL_FRAME_COUNT * THUMBNAIL_FRAME_WIDTH, (THUMBNAIL_FRAME_WIDTH * 9) / 16]);
    // The media host serves the strip as it serves the clip's other files.
    const answer = await fetch(`${server.url}/media/${clipFramesKey(login, id)}?version=${choices.clip.mediaVersion}`);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it('makes the third candidate the thumbnail: updating until the job ran, then a new mediaVersion and that frame', async () => {
    const id = await encodedClip();
    const before = await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    const third = before.frameTimes![2]!;
    const chosen = await ok(server, SET_FRAME, { internalClipId: id, atSeconds: third }, streamer.token);
    expect(chosen).toMatchObject({ updating: true, current: { kind: 'frame', atSeconds: third } });
    // The old picture keeps its address until the new one is stored.
    expect(chosen.clip.mediaVersion).toBe(before.clip.mediaVersion);
    await server.media.runJobsUntilIdle();
    const after = await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    expect(after).toMatchObject({ updating: false, current: { kind: 'frame', atSeconds: third }, frameTimes: before.frameTimes });
    expect(after.clip.mediaVersion).toBe(before.clip.mediaVersion + 1);

    const thumbnail = await stored(clipThumbnailKey(login, id, 'webp'));
    const [chosenFrame, defaultFrame] = await Promise.all([frameAt(third), frameAt(1)]);
    const toChosen = await pictureDifference(thumbnail, chosenFrame);
    const toDefault = await pictureDifference(thumbnail, defaultFrame);
    expect(toChosen).toBeLessThan(12);
    expect(toChosen).toBeLessThan(toDefault / 2);
  });

  it('takes any moment within the clip, and refuses one past its end or a clip with no video yet', async () => {
    const id = await encodedClip();
    const duration = (await clipRow(server.db, id)).duration_seconds!;
    expect(await ok(server, SET_FRAME, { internalClipId: id, atSeconds: 4.321 }, streamer.token)).toMatchObject({ current: { atSeconds: 4.32 } });
    expect(await fails(server, SET_FRAME, { internalClipId: id, atSeconds: duration + 1 }, streamer.token)).toEqual([400, 'THUMBNAIL_TIME_INVALID']);
    const waiting = await insertClip(server.db, { channel: login, status: 'processing' });
    expect(await fails(server, SET_FRAME, { internalClipId: waiting, atSeconds: 0 }, streamer.token)).toEqual([409, 'CLIP_NOT_READY']);
  });

  it('refuses other people: signed out, not a streamer, another channel’s streamer, and unknown or removed clips', async () => {
    const id = await insertClip(server.db, { channel: login });
    for (const [path, body] of [[CHOICES, { internalClipId: id }], [SET_FRAME, { internalClipId: id, atSeconds: 0 }]] as const) {
      expect(await fails(server, path, body)).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, path, body, viewer.token)).toEqual([403, 'NOT_STREAMER']);
      expect(await fails(server, path, body, rival.token)).toEqual([403, 'FORBIDDEN']);
      expect(await fails(server, path, { ...body, internalClipId: 'nosuchclip1' }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    }
    expect(await fails(server, UPLOAD, { internalClipId: id, imageBase64: 'aGk=' }, rival.token)).toEqual([403, 'FORBIDDEN']);
    const rejected = await insertClip(server.db, { channel: login, status: 'rejected' });
    expect(await fails(server, SET_FRAME, { internalClipId: rejected, atSeconds: 0 }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect((await clipRow(server.db, id)).thumbnail_rechosen).toBe(false);
  });

  it.each([
    ['a negative moment', { atSeconds: -1 }, 400],
    ['a moment as a string', { atSeconds: '2' }, 400],
    ['no moment', {}, 400],
    ['a moment past an hour', { atSeconds: 3601 }, 400],
    ['an unknown field', { atSeconds: 1, frame: 3 }, 400],
    ['a NUL in the clip id', { atSeconds: 1, internalClipId: 'abc\u0000def' }, 400],
    // A clip id that cannot be one names no clip, as everywhere in the contract.
    ['a huge clip id', { atSeconds: 1, internalClipId: 'x'.repeat(10_000) }, 404],
  ])('refuses %s (no 500) and changes nothing', async (_label, change, expected) => {
    const id = await insertClip(server.db, { channel: login });
    const [status] = await fails(server, SET_FRAME, { internalClipId: id, ...change } as never, streamer.token);
    expect(status).toBe(expected);
    expect((await clipRow(server.db, id))).toMatchObject({ thumbnail_at_seconds: null, thumbnail_rechosen: false });
  });

  it('makes an uploaded image the thumbnail at once, re-encoded to 16:9 webp and avif; later encodes keep it', async () => {
    const id = await encodedClip();
    const before = await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    // A tall red picture with a blue band: cropped to fill 16:9, it stays red and blue.
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#d01010' } })
      .composite([{ input: await sharp({ create: { width: 900, height: 100, channels: 3, background: '#1010d0' } }).png().toBuffer(), top: 550, left: 0 }])
      .png()
      .toBuffer();
    const uploaded = await ok(server, UPLOAD, { internalClipId: id, imageBase64: png.toString('base64') }, streamer.token);
    expect(uploaded).toMatchObject({ updating: false, current: { kind: 'image' } });
    expect(uploaded.clip.mediaVersion).toBe(before.clip.mediaVersion + 1);
    expect(uploaded.clip.thumbnailFormats.sort()).toEqual(['avif', 'webp']);
    for (const format of ['webp', 'avif'] as const) {
      const meta = await sharp(await stored(clipThumbnailKey(login, id, format))).metadata();
      expect([meta.width, meta.height]).toEqual([640, 360]);
    }
    const [r, g, b] = (await sharp(await stored(clipThumbnailKey(login, id, 'webp'))).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer()) as unknown as number[];
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(100);

    // A re-encode (the thumbnail job again) leaves the uploaded picture as it is.
    const webpBefore = await stored(clipThumbnailKey(login, id, 'webp'));
    await server.db.updateTable('clips').set({ thumbnail_frames: false }).where('id', '=', id).execute();
    await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    await server.media.runJobsUntilIdle();
    expect((await stored(clipThumbnailKey(login, id, 'webp'))).equals(webpBefore)).toBe(true);
    expect((await ok(server, CHOICES, { internalClipId: id }, streamer.token)).current).toEqual({ kind: 'image' });
  });

  it.each([
    ['bytes that are no image', Buffer.from('this is not an image at all, just text').toString('base64'), [400, 'IMAGE_INVALID']],
    ['a picture whose body is cut off', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]).toString('base64'), [400, 'IMAGE_INVALID']],
    ['text that is no base64', '%%% not base64 %%%', [400, 'IMAGE_INVALID']],
    ['more than 2 MiB', 'A'.repeat(3_000_000), [413, 'IMAGE_TOO_LARGE']],
  ])('refuses %s and keeps the thumbnail', async (_label, imageBase64, expected) => {
    const id = await insertClip(server.db, { channel: login });
    expect(await fails(server, UPLOAD, { internalClipId: id, imageBase64 }, streamer.token)).toEqual(expected);
    expect(await clipRow(server.db, id)).toMatchObject({ thumbnail_uploaded: false, media_version: 1 });
  });

  it('makes the strip of a clip encoded before strips existed when its streamer first asks', async () => {
    const id = await encodedClip();
    await server.db.updateTable('clips').set({ thumbnail_frames: false }).where('id', '=', id).execute();
    await server.media.storage.delete(clipFramesKey(login, id));
    const first = await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    expect(first.frameTimes).toBeNull();
    await server.media.runJobsUntilIdle();
    const then = await ok(server, CHOICES, { internalClipId: id }, streamer.token);
    expect(then.frameTimes).toHaveLength(THUMBNAIL_FRAME_COUNT);
    // Only the strip was made: the thumbnail's address did not change.
    expect(then.clip.mediaVersion).toBe(first.clip.mediaVersion);
  });
});
