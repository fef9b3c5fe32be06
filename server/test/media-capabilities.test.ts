import path from 'node:path';
import type { OpenDatabase } from '../src/db/database';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { describeSupport, readCapabilities, supportOf, trialEncodes } from '../src/media/ffmpeg/capabilities';
import { listClipJobs } from '../src/media/jobs/queue';
import { DB_KINDS, insertClip, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';

jest.setTimeout(180_000);

/** The old ffmpeg shipped on npm (the fallback when none is on the PATH): no SVT-AV1, no AVIF muxer. */
const FALLBACK_FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

describe('the start-up capability probe of ffmpeg (ADR 0043)', () => {
  it('finds everything in the system ffmpeg, and says nothing', async () => {
    const support = supportOf(await readCapabilities('ffmpeg'));
    expect([...support.kinds].sort()).toEqual(['av1', 'source', 'thumbnail', 'vertical', 'x265']);
    expect(support.avifThumbnails).toBe(true);
    expect(describeSupport(support, 'ffmpeg')).toBeNull();
  });

  it('finds what the npm fallback lacks, and says truthfully that clips still play', async () => {
    const support = supportOf(await readCapabilities(FALLBACK_FFMPEG));
    expect(support.kinds.has('av1')).toBe(false);
    expect(support.kinds.has('source')).toBe(true);
    expect(support.kinds.has('thumbnail')).toBe(true);
    expect(support.avifThumbnails).toBe(false);
    const warning = describeSupport(support, FALLBACK_FFMPEG)!;
    expect(warning).toContain('the AV1 (SVT-AV1) rendition (needs libsvtav1)');
    expect(warning).toContain('AVIF thumbnails');
    expect(warning).toContain('clips are encoded and play (the h264 source rendition is made)');
    expect(warning).toContain('apt-get install ffmpeg');
    expect(warning).not.toMatch(/cannot be (encoded|played)/);
  });

  it('drops a kind whose encoder is listed but whose trial encode fails, with ffmpeg\'s reason', async () => {
    // As if the fallback's lists had claimed SVT-AV1 and AVIF: the trial with the jobs' own arguments finds out.
    const claimed = { kinds: new Set(['source', 'thumbnail', 'x265', 'av1', 'vertical'] as const), avifThumbnails: true, missing: [] };
    const tried = await trialEncodes(FALLBACK_FFMPEG, claimed);
    expect([...tried.kinds].sort()).toEqual(['source', 'thumbnail', 'vertical', 'x265']);
    expect(tried.avifThumbnails).toBe(false);
    expect(tried.missing.map((m) => m.label)).toEqual(['the AV1 (SVT-AV1) rendition', 'AVIF thumbnails']);
    expect(tried.missing[0]!.lacks[0]).toMatch(/^a trial encode failed: \S/);
    // The system ffmpeg passes every trial.
    const system = await trialEncodes('ffmpeg', claimed);
    expect(system.missing).toEqual([]);
  });
});

describe('encoding with the npm fallback ffmpeg', () => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let log: ReturnType<typeof quietLog>;

  beforeAll(async () => {
    // binaries.ts reads these on first use; nothing in this file has used ffmpeg before.
    process.env.FFMPEG_PATH = FALLBACK_FFMPEG;
    process.env.FFPROBE_PATH = 'ffprobe';
    opened = await openTestDb(DB_KINDS[0]);
    work = await tempDir();
    log = quietLog();
    media = createMediaServices({ config: testConfig(path.join(work.dir, 'media'), { encodeAllRenditions: true }), db: opened.db, log });
  });
  afterAll(async () => {
    await media?.stop();
    await opened?.close();
    await work?.remove();
  });

  it('never queues what the binary cannot make: the clip plays, thumbnails are WebP only, nothing fails or retries', async () => {
    const sample = path.join(work.dir, 'sample.mp4');
    await media.generateTestVideo(sample, { seconds: 1, width: 160, height: 90, withAudio: true });
    await insertClip(opened.db, { id: 'fallbackclip1', channel: 'fallbackchan' });
    await media.ingestLocalFile({ clipId: 'fallbackclip1', channelLogin: 'fallbackchan', filePath: sample });
    expect((await listClipJobs(opened.db, 'fallbackclip1')).map((j) => j.kind).sort()).toEqual(['source', 'thumbnail', 'x265']);

    await media.runJobsUntilIdle();
    const jobs = await listClipJobs(opened.db, 'fallbackclip1');
    expect(jobs.map((j) => [j.kind, j.state, j.attempts]).sort()).toEqual([
      ['source', 'done', 1],
      ['thumbnail', 'done', 1],
      ['x265', 'done', 1],
    ]);
    const clip = await opened.db.selectFrom('clips').selectAll().where('id', '=', 'fallbackclip1').executeTakeFirstOrThrow();
    expect(clip.status).toBe('ready');
    expect(clip.renditions).toContain('source');
    expect(clip.thumbnail_formats).toEqual(['webp']);
    expect(log.warnings).toEqual([]);
  });
});
