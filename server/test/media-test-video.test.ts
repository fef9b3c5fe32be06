import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_PATTERNS, type TestPattern } from '../src/media/ffmpeg/commands';
import { probeVideo } from '../src/media/ffmpeg/probe';
import { generateTestVideo } from '../src/media/ffmpeg/test-video';

/** The seed draws each demo clip from a different ffmpeg source, so the frontpage is not one picture repeated. */
describe('generated test videos', () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(path.join(tmpdir(), 'clipyard-test-video-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('makes a playable h264/aac clip from every pattern, each picture different', async () => {
    const digests = new Set<string>();
    for (const pattern of Object.keys(TEST_PATTERNS) as TestPattern[]) {
      const file = path.join(dir, `${pattern}.mp4`);
      await generateTestVideo(file, { seconds: 1, width: 160, height: 90, withAudio: true, pattern, hue: 120, tone: 550 });
      const probe = await probeVideo(file);
      expect(probe).toMatchObject({ width: 160, height: 90, videoCodec: 'h264', audioCodec: 'aac', hasAudio: true });
      expect(probe.durationSeconds).toBeGreaterThan(0.9);
      expect(probe.durationSeconds).toBeLessThan(1.2);
      digests.add(createHash('sha256').update(await readFile(file)).digest('hex'));
    }
    expect(digests.size).toBe(Object.keys(TEST_PATTERNS).length);
  });
});
