import { execFile } from 'node:child_process';
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { mediaBinaries } from '../src/media/ffmpeg/binaries';
import { sourceArgs, sourceArgsFor, thumbnailWebpArgs, x265Args } from '../src/media/ffmpeg/commands';
import { MediaRejected, type ProbeResult, probeVideo } from '../src/media/ffmpeg/probe';
import { FfmpegFailed, runFfmpeg } from '../src/media/ffmpeg/run-ffmpeg';
import { tempDir } from './media-support/fixtures';

const run = promisify(execFile);

/**
 * ffmpeg and ffprobe parse uploaded and fetched bytes (issue 8 item 4): only local files, only the allowed demuxers
 * and decoders, no stdin, a wall-time limit per job. Each case is a crafted input a real encode must refuse.
 */
describe('ffmpeg as a parser of hostile input', () => {
  let work: Awaited<ReturnType<typeof tempDir>>;
  let secret: string;
  let playlist: string;
  beforeAll(async () => {
    work = await tempDir('clipyard-hostile-');
    // What a crafted playlist would try to read: a local file outside the input (an HLS playlist naming a segment).
    secret = path.join(work.dir, 'secret.ts');
    await run(mediaBinaries().ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=red:size=64x64:rate=10:duration=1', '-c:v', 'libx264', '-f', 'mpegts', secret]);
    playlist = path.join(work.dir, 'upload.mp4');
    await writeFile(
      playlist,
      ['#EXTM3U', '#EXT-X-TARGETDURATION:1', '#EXTINF:1,', `file://${secret}`, '#EXT-X-ENDLIST', ''].join('\n'),
    );
  });
  afterAll(async () => {
    await work?.remove();
  });

  /** What the probe would have said of a plain h264 mp4: the encode is reached even if the probe were fooled. */
  const plausible: ProbeResult = { durationSeconds: 1, width: 64, height: 64, hasAudio: false, formatName: 'mov,mp4', videoCodec: 'h264', pixelFormat: 'yuv420p', audioCodec: null, fps: 30 };

  async function failure(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(() => null, (e: unknown) => e);
    if (!(error instanceof FfmpegFailed)) throw new Error(`expected ffmpeg to fail, got ${String(error)}`);
    return `${error.message}\n${error.stderrTail}`;
  }

  const exists = (file: string) => access(file).then(() => true, () => false);

  it('ffprobe refuses a playlist disguised as an mp4 (no HLS demuxer, no protocol but file)', async () => {
    const error = await probeVideo(playlist).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(MediaRejected);
  });

  it('the encode refuses the same playlist even when the probe is bypassed, and reads nothing it names', async () => {
    for (const [name, args] of [
      ['remux', (out: string) => sourceArgsFor(playlist, out, plausible)],
      ['source', (out: string) => sourceArgs(playlist, out, false)],
      ['x265', (out: string) => x265Args(playlist, out, false)],
      ['thumbnail', (out: string) => thumbnailWebpArgs(playlist, out, 0)],
    ] as const) {
      const out = path.join(work.dir, `playlist-${name}.${name === 'thumbnail' ? 'webp' : 'mp4'}`);
      expect(await failure(runFfmpeg(args(out), { nice: false }))).toMatch(/\[hls @ \w+\] Format not on whitelist/);
      expect(await exists(out)).toBe(false);
    }
    // Without the allowlists, the same command would have read the local file the playlist names (the control case).
    const open = sourceArgsFor(playlist, path.join(work.dir, 'control.mp4'), plausible).filter(
      (arg, i, all) => !['-protocol_whitelist', '-format_whitelist', '-codec_whitelist'].includes(arg) && !['-protocol_whitelist', '-format_whitelist', '-codec_whitelist'].includes(all[i - 1]!),
    );
    const control = await runFfmpeg(['-protocol_whitelist', 'file,crypto,data', ...open], { nice: false }).then(() => 'read', (e: FfmpegFailed) => e.stderrTail);
    expect(control).toBe('read');
  });

  it('a container on the list with a decoder that is not (FFV1 in AVI) is refused', async () => {
    const avi = path.join(work.dir, 'ffv1.avi');
    await run(mediaBinaries().ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=blue:size=64x64:rate=10:duration=1', '-c:v', 'ffv1', avi]);
    const out = path.join(work.dir, 'ffv1-source.mp4');
    const reason = await failure(runFfmpeg(sourceArgs(avi, out, false), { nice: false }));
    expect(reason).toMatch(/Codec \(ffv1\) not on whitelist/);
  });

  it('a job past its wall time is killed with the reason', async () => {
    const started = Date.now();
    const endless = ['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '3600', '-c:v', 'libx264', '-preset', 'veryslow', '-f', 'null', '-'];
    expect(await failure(runFfmpeg(endless, { timeoutMs: 1500 }))).toMatch(/^Encoding took too long/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
