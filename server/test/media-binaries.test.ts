import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolveMediaBinaries } from '../src/media/ffmpeg/binaries';

const run = promisify(execFile);

describe('ffmpeg binaries', () => {
  it('uses the system ffmpeg and ffprobe (Debian’s build, with SVT-AV1 and libwebp)', async () => {
    const found = resolveMediaBinaries();
    expect(found.source).toBe('system');
    const { stdout } = await run(found.ffmpeg, ['-hide_banner', '-encoders']);
    for (const encoder of ['libx264', 'libx265', 'libsvtav1', 'libwebp']) expect(stdout).toContain(encoder);
  });

  it('falls back to the npm-shipped binaries when none is on PATH, and they run', async () => {
    const found = resolveMediaBinaries({ PATH: '/nonexistent' });
    expect(found.source).toBe('npm');
    for (const binary of [found.ffmpeg, found.ffprobe]) {
      const { stdout } = await run(binary, ['-version']);
      expect(stdout).toMatch(/version/);
    }
  });

  it('takes FFMPEG_PATH and FFPROBE_PATH first', () => {
    expect(resolveMediaBinaries({ FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe', PATH: '' })).toEqual({
      ffmpeg: '/opt/ff/ffmpeg',
      ffprobe: '/opt/ff/ffprobe',
      source: 'env',
    });
  });
});
