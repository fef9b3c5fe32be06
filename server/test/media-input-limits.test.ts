import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_INPUT_LIMITS } from '@clipyard/shared/contract';
import { mediaBinaries } from '../src/media/ffmpeg/binaries';
import { checkVideoFile, MediaRejected, probeVideo } from '../src/media/ffmpeg/probe';
import { tempDir } from './media-support/fixtures';

const run = promisify(execFile);

/** Real files from ffmpeg's own sources: each breaks exactly one of MEDIA_INPUT_LIMITS (ADR 0042). */
describe('ffprobe input limits', () => {
  let work: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    work = await tempDir('clipyard-limits-');
  });
  afterAll(async () => {
    await work?.remove();
  });

  /** A tiny h264 mp4 from lavfi's color source; `maps` repeats the video stream that many times. */
  async function make(name: string, source: { size: string; rate: number; seconds: number; maps?: number }): Promise<string> {
    const file = path.join(work.dir, name);
    const maps = Array.from({ length: source.maps ?? 1 }, () => ['-map', '0:v']).flat();
    await run(mediaBinaries().ffmpeg, [
      '-v', 'error', '-y', '-f', 'lavfi',
      '-i', `color=c=teal:size=${source.size}:rate=${source.rate}:duration=${source.seconds}`,
      ...maps,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      file,
    ]);
    return file;
  }

  async function rejection(promise: Promise<unknown>): Promise<MediaRejected> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof MediaRejected)) throw new Error(`expected a MediaRejected, got ${String(error)}`);
    return error;
  }

  it('accepts a file inside every limit', async () => {
    const file = await make('fine.mp4', { size: '320x180', rate: 30, seconds: 1, maps: 2 });
    await expect(checkVideoFile(file)).resolves.toMatchObject({ width: 320, height: 180, videoCodec: 'h264' });
  });

  it('refuses a video longer than the limit', async () => {
    const file = await make('long.mp4', { size: '16x16', rate: 1, seconds: MEDIA_INPUT_LIMITS.maxSeconds + 5 });
    const error = await rejection(checkVideoFile(file));
    expect(error.code).toBe('MEDIA_TOO_LONG');
    expect(error.message).toMatch(/10 minutes/);
  });

  it('refuses a picture wider than 4K, and one with too many pixels', async () => {
    const wide = await make('wide.mp4', { size: `${MEDIA_INPUT_LIMITS.maxSide + 16}x64`, rate: 1, seconds: 1 });
    expect((await rejection(checkVideoFile(wide))).code).toBe('MEDIA_RESOLUTION_TOO_HIGH');
    const big = await make('big.mp4', { size: '4096x2320', rate: 1, seconds: 1 });
    expect((await rejection(checkVideoFile(big))).code).toBe('MEDIA_RESOLUTION_TOO_HIGH');
  });

  it('refuses a frame rate above the limit', async () => {
    const file = await make('fast.mp4', { size: '16x16', rate: 240, seconds: 1 });
    const error = await rejection(checkVideoFile(file));
    expect(error.code).toBe('MEDIA_FRAME_RATE_TOO_HIGH');
    expect(error.message).toMatch(/240 frames/);
  });

  it('refuses a file with more streams than the limit', async () => {
    const file = await make('streams.mp4', { size: '16x16', rate: 5, seconds: 1, maps: MEDIA_INPUT_LIMITS.maxStreams + 1 });
    expect((await rejection(checkVideoFile(file))).code).toBe('MEDIA_TOO_MANY_STREAMS');
  });

  it('stops ffprobe that is still reading when its time is up', async () => {
    // A named pipe that sends the start of a real mp4 and then nothing: ffprobe waits for the rest for ever.
    const real = await make('real.mp4', { size: '64x64', rate: 10, seconds: 1 });
    const fifo = path.join(work.dir, 'stalled.mp4');
    await run('mkfifo', [fifo]);
    // Opened for reading and writing, which never blocks on Linux: a write-only open waits for a reader, and when a
    // loaded machine's ffprobe was stopped before it opened the pipe that wait never ended (CI stop 28, 180 s).
    const handle = await open(fifo, 'r+');
    const started = Date.now();
    const probing = probeVideo(fifo, { timeoutMs: 1500 });
    const head = await open(real, 'r');
    const { buffer, bytesRead } = await head.read(Buffer.alloc(600), 0, 600, 0);
    await head.close();
    await handle.write(buffer.subarray(0, bytesRead));
    try {
      const error = await rejection(probing);
      expect(error.code).toBe('MEDIA_INVALID');
      expect(error.message).toMatch(/in time/);
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      await handle.close();
    }
  });
});
