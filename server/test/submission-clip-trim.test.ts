import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { clipThumbnailKey, clipVideoKey } from '@clipyard/shared/media';
import type { AppContext } from '../src/context';
import type { OpenDatabase } from '../src/db/database';
import type { UserRow } from '../src/db/schema';
import { isOnline } from '../src/features/system/is-online.handler';
import { submitClip } from '../src/features/submission/submit-clip.handler';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { mediaBinaries } from '../src/media/ffmpeg/binaries';
import { keyframeTimes, probeVideo } from '../src/media/ffmpeg/probe';
import { runFfmpeg } from '../src/media/ffmpeg/run-ffmpeg';
import { callerFor, call, insertUser, makeContext } from './media-support/context';
import { DB_KINDS, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { localServer } from './media-support/http-fixture';
import { pictureDifference, videoFrame } from './media-support/pictures';

const exec = promisify(execFile);
const FPS = 30;
const FRAME = 1 / FPS;

/**
 * Issue 23 item 1 (ADR 0145): a clip cut from its source with the clip editor's range. Real ffmpeg and ffprobe: the
 * cut's length is measured, its first frame compared by pixels with the source's frame at the chosen start, and a
 * start on a keyframe shown to be a stream copy (the very packets of the source) while any other start is encoded.
 */
describe.each(DB_KINDS)('a trimmed clip on %s', (kind) => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let ctx: AppContext;
  let host: Awaited<ReturnType<typeof localServer>>;
  let viewer: UserRow;
  let source: string;

  beforeAll(async () => {
    opened = await openTestDb(kind);
    work = await tempDir();
    source = path.join(work.dir, 'source.mp4');
    // 12 s of a moving pattern with a keyframe every second (-g 30): remuxable h264/aac, like a Twitch clip.
    await runFfmpeg(
      [
        '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
        '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=${FPS}`,
        '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
        '-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', String(FPS), '-sc_threshold', '0',
        '-c:a', 'aac', '-shortest', source,
      ],
      { nice: false, timeoutMs: 120_000 },
    );
    const bytes = await readFile(source);
    host = await localServer((req, res) => {
      if (req.url === '/source.mp4') return res.end(bytes);
      res.writeHead(404);
      res.end();
    });
    const config = { ...testConfig(path.join(work.dir, 'media'), { fetchAllowlist: [`127.0.0.1:${host.port}`] }), clipTrimMaxSeconds: 60 };
    media = createMediaServices({ config, db: opened.db, log: quietLog() });
    ctx = makeContext({ db: opened.db, config, media });
    viewer = await insertUser(opened.db, 'trimmer1');
  });
  afterAll(async () => {
    await media.stop();
    await host.close();
    await opened.close();
    await work.remove();
  });

  const submit = (body: unknown) => call(submitClip, 'client/userSubmission/submitClip', ctx, callerFor(viewer), body);
  const clipCount = async () => (await opened.db.selectFrom('clips').select('id').execute()).length;
  const base = () => ({ clipUrl: `${host.url}/source.mp4`, channelLogin: 'trimchan', clipTitle: 'A trimmed clip' });

  /** Submits the source cut to [start, end], runs the jobs and answers the stored source rendition's path. */
  async function cut(startSeconds: number, endSeconds: number): Promise<{ id: string; file: string }> {
    const answer = await submit({ ...base(), trim: { startSeconds, endSeconds } });
    if (!answer.ok) throw new Error(`submitClip failed: ${answer.code}`);
    const id = answer.answer.internalClipId;
    await media.runJobsUntilIdle();
    const row = await opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.status, row.failure_reason]).toEqual(['ready', null]);
    const file = path.join(work.dir, `cut-${id}.mp4`);
    await media.storage.getToFile(clipVideoKey('trimchan', id, 'source'), file);
    return { id, file };
  }
  const frame = (file: string, atSeconds = 0) => videoFrame(file, atSeconds, work.dir);
  /** The sizes of the first video packets from a moment on: a stream copy has the source's very packets. */
  async function packetSizes(file: string, fromSeconds: number, count: number): Promise<number[]> {
    const { stdout } = await exec(mediaBinaries().ffprobe, [
      '-v', 'error', '-select_streams', 'v:0', '-read_intervals', `${fromSeconds}%+#${count}`,
      '-show_entries', 'packet=size', '-of', 'csv=p=0', file,
    ]);
    return stdout.trim().split('\n').slice(0, count).map(Number);
  }

  it('tells the editor the lengths this server allows', async () => {
    const answer = await call(isOnline, 'is-online', ctx, callerFor(null), {});
    expect(answer).toMatchObject({ ok: true, answer: { clipTrim: { minSeconds: 5, maxSeconds: 60 } } });
  });

  it.each([
    [{ startSeconds: 1, endSeconds: 5.9 }, 'TRIM_INVALID'],
    [{ startSeconds: 0, endSeconds: 60.5 }, 'TRIM_INVALID'],
    [{ startSeconds: 9, endSeconds: 3 }, 'TRIM_INVALID'],
    // Not a range at all: the contract refuses these (BAD_REQUEST over HTTP) before the handler runs.
    [{ startSeconds: -1, endSeconds: 8 }, null],
    [{ startSeconds: '1', endSeconds: 8 }, null],
    [{ startSeconds: 1 }, null],
    [{ startSeconds: 1, endSeconds: 8, speed: 2 }, null],
    [{ startSeconds: 1, endSeconds: 601 }, null],
    [{ startSeconds: Number.NaN, endSeconds: 8 }, null],
    ['1-8', null],
  ])('refuses the range %j (%s) and stores nothing', async (trim, code) => {
    const before = await clipCount();
    const answer = await submit({ ...base(), trim });
    expect(answer.ok).toBe(false);
    if (code && !answer.ok) expect(answer.code).toBe(code);
    if (!code && !answer.ok) expect(answer.message).toBe('schema');
    expect(await clipCount()).toBe(before);
  });

  it('cuts a start between keyframes frame-accurately: 8 s long within a frame, first frame the one chosen', async () => {
    const start = 2.5;
    const { file } = await cut(start, start + 8);
    const probe = await probeVideo(file);
    expect(Math.abs(probe.durationSeconds - 8)).toBeLessThanOrEqual(FRAME + 0.001);
    const first = await frame(file);
    expect(await pictureDifference(first, await frame(source, start))).toBeLessThan(6);
    // Not the keyframe before it, where a stream copy would have started.
    expect(await pictureDifference(first, await frame(source, 2))).toBeGreaterThan(6);
    // Encoded, not copied: its packets are not the source's.
    expect(await packetSizes(file, 0, 5)).not.toEqual(await packetSizes(source, 2, 5));
  });

  it('cuts a start on a keyframe by stream copy: the source’s own packets, 8 s within a frame', async () => {
    expect(await keyframeTimes(source, 2, 4)).toEqual(expect.arrayContaining([3]));
    const { file } = await cut(3, 11);
    const probe = await probeVideo(file);
    expect(Math.abs(probe.durationSeconds - 8)).toBeLessThanOrEqual(FRAME + 0.001);
    expect(await packetSizes(file, 0, 10)).toEqual(await packetSizes(source, 3, 10));
    expect(await pictureDifference(await frame(file), await frame(source, 3))).toBeLessThan(3);
  });

  it('makes the thumbnail and renditions from the cut, not from the parts left out', async () => {
    const { id } = await cut(6, 12);
    const row = await opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.duration_seconds).toBeGreaterThan(6 - FRAME - 0.001);
    expect(row.duration_seconds).toBeLessThan(6 + FRAME + 0.001);
    expect([row.trim_start_seconds, row.trim_end_seconds]).toEqual([6, 12]);
    // The thumbnail is taken a second into the clip: the source's 7th second, not its 1st.
    const webp = path.join(work.dir, `thumb-${id}.webp`);
    await media.storage.getToFile(clipThumbnailKey('trimchan', id, 'webp'), webp);
    const thumbnail = await readFile(webp);
    const toSeventh = await pictureDifference(thumbnail, await frame(source, 7));
    expect(toSeventh).toBeLessThan(12);
    expect(await pictureDifference(thumbnail, await frame(source, 1))).toBeGreaterThan(toSeventh * 2);
  });

  it('fails the clip with TRIM_INVALID when the range lies past the source’s end', async () => {
    const answer = await submit({ ...base(), trim: { startSeconds: 10, endSeconds: 20 } });
    if (!answer.ok) throw new Error(answer.code);
    await media.runJobsUntilIdle();
    const row = await opened.db.selectFrom('clips').selectAll().where('id', '=', answer.answer.internalClipId).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.failure_reason).toMatch(/not within the video/);
  });
});
