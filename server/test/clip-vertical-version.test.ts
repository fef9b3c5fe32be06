import path from 'node:path';
import sharp from 'sharp';
import { clipVerticalKey, VERTICAL_HEIGHT, VERTICAL_WIDTH } from '@clipyard/shared/media';
import { HANDLE_BOTTOM_MARGIN, SPLIT_TOP_HEIGHT, windowOf } from '../src/media/ffmpeg/vertical-commands';
import { pictureDifference, videoFrame } from './media-support/pictures';
import { ffprobe, moovBeforeMdat } from './media-support/probe-file';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertClip, uniqueLogin } from './domain-support/fixtures';

const GET = 'client/clipManage/getVerticalVersion';
const MAKE = 'client/clipManage/makeVerticalVersion';
const SOURCE = { width: 640, height: 360 };

/**
 * Issue 23 item 3 (ADR 0147): a streamer makes a vertical 9:16 version of their clip, framed as a crop window or as
 * facecam over gameplay, with the channel's handle drawn on it. Real ffmpeg, real encode jobs; the pictures are
 * compared by their pixels with the source's frame framed the same way.
 */
describe('a clip’s vertical version', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let viewer: TestAccount;
  /** A streamer of a channel of their own for the bad-input table: makeVerticalVersion allows 10 calls in 10 minutes. */
  let prober: TestAccount;
  let proberLogin: string;
  let login: string;
  let video: string;

  beforeAll(async () => {
    server = await createTestServer();
    login = uniqueLogin('vert');
    streamer = await registeredUser(server, { streamerOf: login });
    rival = await registeredUser(server, { streamerOf: uniqueLogin('rivalv') });
    viewer = await registeredUser(server);
    proberLogin = uniqueLogin('probev');
    prober = await registeredUser(server, { streamerOf: proberLogin });
    video = path.join(server.config.mediaDir, 'vertical-input.mp4');
    // testsrc2: coloured bands across the width, so a window's place shows in its pixels.
    await server.media.generateTestVideo(video, { seconds: 3, ...SOURCE });
  });
  afterAll(() => server.close());

  async function encodedClip(): Promise<string> {
    const id = await insertClip(server.db, { channel: login, status: 'processing' });
    await server.media.ingestLocalFile({ clipId: id, channelLogin: login, filePath: video });
    await server.media.runJobsUntilIdle();
    expect((await clipRow(server.db, id)).status).toBe('ready');
    return id;
  }
  async function storedFile(key: string): Promise<string> {
    const file = path.join(server.config.mediaDir, `read-${Math.random().toString(36).slice(2)}.mp4`);
    await server.media.storage.getToFile(key, file);
    return file;
  }
  const region = (picture: Buffer, r: { left: number; top: number; width: number; height: number }) => sharp(picture).extract(r).png().toBuffer();
  /** The source's frame at 1 s, cut to a window and scaled to fill width×height (what the framing should show). */
  async function sourceWindow(w: { x: number; y: number; width: number; height: number }, width: number, height: number): Promise<Buffer> {
    const frame = await videoFrame(video, 1, server.config.mediaDir);
    return sharp(frame).extract({ left: w.x, top: w.y, width: w.width, height: w.height }).resize(width, height, { fit: 'cover' }).png().toBuffer();
  }
  /** Where the handle's box is, whatever the login's length: a band around the middle above the bottom margin. */
  const handleBand = { left: VERTICAL_WIDTH / 2 - 100, top: VERTICAL_HEIGHT - HANDLE_BOTTOM_MARGIN - 70, width: 200, height: 60 };

  it('crops a 9:16 window where the streamer put it, 1080×1920 H.264/AAC with the handle drawn on it, and serves it', async () => {
    const id = await encodedClip();
    const before = await ok(server, GET, { internalClipId: id }, streamer.token);
    expect(before).toMatchObject({ state: 'none', framing: null, progress: 0, failureReason: null });
    expect(before.clip.verticalVersion).toBeUndefined();

    const framing = { layout: 'crop', centerX: 0.25 } as const;
    const asked = await ok(server, MAKE, { internalClipId: id, framing }, streamer.token);
    expect(asked).toMatchObject({ state: 'queued', framing });
    // The landscape files keep their addresses until the vertical one is stored.
    expect(asked.clip.mediaVersion).toBe(before.clip.mediaVersion);
    // Not a step of publishing: the submitter's encode status does not list it.
    const status = await ok(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: id }, streamer.token);
    expect(status.tasks.map((task) => task.kind)).not.toContain('vertical');

    await server.media.runJobsUntilIdle();
    const done = await ok(server, GET, { internalClipId: id }, streamer.token);
    expect(done.failureReason).toBeNull();
    expect(done).toMatchObject({ state: 'done', progress: 1, framing });
    expect(done.clip.verticalVersion).toBe(true);
    expect(done.clip.mediaVersion).toBe(before.clip.mediaVersion + 1);
    // Everyone sees that the clip has one (the clip page gives it to phones).
    const [publicClip] = (await ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [id] }, viewer.token)).clipList;
    expect(publicClip?.verticalVersion).toBe(true);

    const file = await storedFile(clipVerticalKey(login, id));
    const probed = await ffprobe(file);
    const videoStream = probed.streams.find((stream) => stream.codec_type === 'video');
    expect([videoStream?.codec_name, videoStream?.width, videoStream?.height]).toEqual(['h264', VERTICAL_WIDTH, VERTICAL_HEIGHT]);
    expect(probed.streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(await moovBeforeMdat(file)).toBe(true);

    const frame = await videoFrame(file, 1, server.config.mediaDir);
    const expected = await sourceWindow(windowOf(SOURCE, VERTICAL_WIDTH / VERTICAL_HEIGHT, framing.centerX), VERTICAL_WIDTH, VERTICAL_HEIGHT);
    const above = { left: 0, top: 0, width: VERTICAL_WIDTH, height: 1400 };
    // The picture above the handle is the window chosen, not another one.
    const toChosen = await pictureDifference(await region(frame, above), await region(expected, above));
    const elsewhere = await sourceWindow(windowOf(SOURCE, VERTICAL_WIDTH / VERTICAL_HEIGHT, 0.75), VERTICAL_WIDTH, VERTICAL_HEIGHT);
    expect(toChosen).toBeLessThan(12);
    expect(toChosen).toBeLessThan((await pictureDifference(await region(frame, above), await region(elsewhere, above))) / 2);
    // The handle: where it is drawn the picture differs from the plain window; a dark box with white letters.
    expect(await pictureDifference(await region(frame, handleBand), await region(expected, handleBand))).toBeGreaterThan(30);

    const served = await fetch(`${server.url}/media/${clipVerticalKey(login, id)}?version=${done.clip.mediaVersion}&download=1`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(served.headers.get('content-disposition')).toContain(' (vertical).mp4"');
    await served.arrayBuffer();
  });

  it('puts the facecam region on top and the gameplay below in split, and a new framing makes a new version', async () => {
    const id = await encodedClip();
    await ok(server, MAKE, { internalClipId: id, framing: { layout: 'crop', centerX: 0.5 } }, streamer.token);
    await server.media.runJobsUntilIdle();
    const first = await ok(server, GET, { internalClipId: id }, streamer.token);

    const facecam = { x: 0.75, y: 0, width: 0.25, height: 0.25 };
    const asked = await ok(server, MAKE, { internalClipId: id, framing: { layout: 'split', facecam, centerX: 0.4 } }, streamer.token);
    // Made again: the old file stays served until the new one is stored.
    expect(asked).toMatchObject({ state: 'queued', clip: { verticalVersion: true, mediaVersion: first.clip.mediaVersion } });
    await server.media.runJobsUntilIdle();
    const done = await ok(server, GET, { internalClipId: id }, streamer.token);
    expect(done).toMatchObject({ state: 'done', framing: { layout: 'split', facecam, centerX: 0.4 } });
    expect(done.clip.mediaVersion).toBe(first.clip.mediaVersion + 1);

    const file = await storedFile(clipVerticalKey(login, id));
    const videoStream = (await ffprobe(file)).streams.find((stream) => stream.codec_type === 'video');
    expect([videoStream?.width, videoStream?.height]).toEqual([VERTICAL_WIDTH, VERTICAL_HEIGHT]);
    const frame = await videoFrame(file, 1, server.config.mediaDir);
    const top = { left: 0, top: 0, width: VERTICAL_WIDTH, height: SPLIT_TOP_HEIGHT };
    const face = { x: 480, y: 0, width: 160, height: 90 };
    const expectedTop = await sourceWindow(face, VERTICAL_WIDTH, SPLIT_TOP_HEIGHT);
    expect(await pictureDifference(await region(frame, top), expectedTop)).toBeLessThan(12);
    const bottomHeight = VERTICAL_HEIGHT - SPLIT_TOP_HEIGHT;
    const expectedBottom = await sourceWindow(windowOf(SOURCE, VERTICAL_WIDTH / bottomHeight, 0.4), VERTICAL_WIDTH, bottomHeight);
    const gameplay = { left: 0, top: SPLIT_TOP_HEIGHT, width: VERTICAL_WIDTH, height: 500 };
    expect(await pictureDifference(await region(frame, gameplay), await region(expectedBottom, { ...gameplay, top: 0 }))).toBeLessThan(12);
  });

  it('refuses a clip with no video yet and leaves it without a job', async () => {
    const waiting = await insertClip(server.db, { channel: login, status: 'processing' });
    expect(await fails(server, MAKE, { internalClipId: waiting, framing: { layout: 'crop', centerX: 0.5 } }, streamer.token)).toEqual([409, 'CLIP_NOT_READY']);
    expect(await server.db.selectFrom('encode_jobs').select('id').where('clip_id', '=', waiting).execute()).toEqual([]);
  });

  it('refuses other people: signed out, not a streamer, another channel’s streamer, and unknown or rejected clips', async () => {
    const id = await insertClip(server.db, { channel: login });
    const rejected = await insertClip(server.db, { channel: login, status: 'rejected' });
    const framing = { layout: 'crop', centerX: 0.5 } as const;
    for (const [callPath, body] of [[GET, { internalClipId: id }], [MAKE, { internalClipId: id, framing }]] as const) {
      expect(await fails(server, callPath, body)).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, callPath, body, viewer.token)).toEqual([403, 'NOT_STREAMER']);
      expect(await fails(server, callPath, body, rival.token)).toEqual([403, 'FORBIDDEN']);
      expect(await fails(server, callPath, { ...body, internalClipId: 'nosuchclip1' }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
      expect(await fails(server, callPath, { ...body, internalClipId: rejected }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    }
    expect((await clipRow(server.db, id)).vertical_framing).toBeNull();
  });

  it.each([
    ['a centre past the frame', { layout: 'crop', centerX: 1.5 }],
    ['a centre as a string', { layout: 'crop', centerX: '0.5' }],
    ['an unknown layout', { layout: 'square', centerX: 0.5 }],
    ['an unknown field', { layout: 'crop', centerX: 0.5, zoom: 2 }],
    ['a facecam region past the frame', { layout: 'split', facecam: { x: 0.8, y: 0, width: 0.5, height: 0.3 }, centerX: 0.5 }],
    ['a facecam region too small to see', { layout: 'split', facecam: { x: 0, y: 0, width: 0.001, height: 0.3 }, centerX: 0.5 }],
    ['a facecam region with a NUL', { layout: 'split', facecam: { x: 0, y: 0, width: '\u0000', height: 0.3 }, centerX: 0.5 }],
    ['no framing', undefined],
  ])('refuses %s (400, no 500) and changes nothing', async (_label, framing) => {
    const id = await insertClip(server.db, { channel: proberLogin });
    const [status] = await fails(server, MAKE, { internalClipId: id, framing } as never, prober.token);
    expect(status).toBe(400);
    expect((await clipRow(server.db, id)).vertical_framing).toBeNull();
  });

  it('is gone with its clip, and a hidden clip’s vertical file is not served to anyone without a grant', async () => {
    const id = await encodedClip();
    await ok(server, MAKE, { internalClipId: id, framing: { layout: 'crop', centerX: 0.5 } }, streamer.token);
    await server.media.runJobsUntilIdle();
    const key = clipVerticalKey(login, id);
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', id).execute();
    expect((await fetch(`${server.url}/media/${key}`)).status).toBe(404);
    await server.db.updateTable('clips').set({ visibility: 'public' }).where('id', '=', id).execute();
    expect((await fetch(`${server.url}/media/${key}`, { method: 'HEAD' })).status).toBe(200);
    await ok(server, 'client/clipManage/deleteClip', { internalClipId: id }, streamer.token);
    expect(await server.media.storage.stat(key)).toBeNull();
  });
});
