import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { mediaBinaries, PRLIMIT } from '../src/media/ffmpeg/binaries';
import type { JobLimits } from '../src/media/jobs/job-limits';
import { listClipJobs } from '../src/media/jobs/queue';
import type { OpenDatabase } from '../src/db/database';
import { DB_KINDS, insertClip, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';

/**
 * ffmpeg's CPU-time and wall-time limits per job, with a real encode: a 20-second 720p source takes several CPU-seconds to
 * encode to h264, far past a 1-second budget. A CPU-time overrun fails the job at once (the same input would again); a wall-time
 * overrun is retried (a busy machine) until the job's attempts run out. Neither is retried forever.
 */
describe.each(DB_KINDS)('encode job limits on %s', (kind) => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let sample: string;
  let seq = 0;
  const nextId = () => `lim${kind}${++seq}x`;

  beforeAll(async () => {
    opened = await openTestDb(kind);
    work = await tempDir();
    const h264 = path.join(work.dir, 'h264.mp4');
    const maker = createMediaServices({ config: testConfig(path.join(work.dir, 'maker')), db: opened.db, log: quietLog() });
    // 20 s (about 5 CPU-seconds with veryfast x264): well past the 1-second budget on any core (4 s of this pattern once encoded in under 1 CPU-second).
    await maker.generateTestVideo(h264, { seconds: 20, width: 1280, height: 720, withAudio: false });
    await maker.stop();
    // MPEG-4 Part 2 (an allowed decoder), so the source job encodes rather than remuxes (canRemuxSource).
    sample = path.join(work.dir, 'sample.mp4');
    await promisify(execFile)(mediaBinaries().ffmpeg, ['-v', 'error', '-nostdin', '-i', h264, '-c:v', 'mpeg4', '-q:v', '4', sample]);
  });
  afterAll(async () => {
    await opened.close();
    await work.remove();
  });

  async function encodeWith(jobLimits: JobLimits, runs: number) {
    const media: ClipyardMedia = createMediaServices({ config: testConfig(path.join(work.dir, `media-${seq}`)), db: opened.db, log: quietLog(), jobLimits });
    try {
      const id = nextId();
      await insertClip(opened.db, { id, channel: 'limitchannel' });
      await media.ingestLocalFile({ clipId: id, channelLogin: 'limitchannel', filePath: sample });
      const started = Date.now();
      const ran: boolean[] = [];
      for (let i = 0; i < runs; i++) ran.push(await media.workers.runNext());
      const clip = await opened.db.selectFrom('clips').select(['status', 'failure_reason']).where('id', '=', id).executeTakeFirstOrThrow();
      const jobs = await listClipJobs(opened.db, id);
      return { clip, jobs, ran, ms: Date.now() - started };
    } finally {
      await media.stop();
    }
  }

  it('the kernel ends an encode past its CPU-time budget; the job and the clip fail once, for good', async () => {
    expect(PRLIMIT).toBeTruthy();
    const { clip, jobs, ran } = await encodeWith(() => ({ timeoutMs: 60_000, cpuSeconds: 1 }), 2);
    expect(clip).toEqual({ status: 'failed', failure_reason: 'Encoding used more than its 1 s of CPU time' });
    const source = jobs.find((j) => j.kind === 'source')!;
    expect(source).toMatchObject({ state: 'failed', attempts: 1, failure_reason: 'Encoding used more than its 1 s of CPU time' });
    // Nothing left to run: the source is not queued again, and the thumbnail failed with it.
    expect(ran).toEqual([true, false]);
    expect(jobs.map((j) => j.state)).toEqual(['failed', 'failed']);
  });

  it('an encode past its wall time is killed and retried, then failed when its attempts run out', async () => {
    const { clip, jobs, ran } = await encodeWith(() => ({ timeoutMs: 300, cpuSeconds: 600 }), 4);
    expect(ran).toEqual([true, true, true, false]);
    const source = jobs.find((j) => j.kind === 'source')!;
    expect(source).toMatchObject({ state: 'failed', attempts: 3, failure_reason: 'Encoding took too long' });
    expect(clip).toEqual({ status: 'failed', failure_reason: 'Encoding took too long' });
  });

  it('within its limits the same file encodes (the limits, not the file, failed the jobs above)', async () => {
    // Two runs, the source and then its thumbnail: no job is left queued for another test's runNext to take first.
    const { clip, jobs } = await encodeWith(() => ({ timeoutMs: 90_000, cpuSeconds: 120 }), 2);
    expect(clip.status).toBe('ready');
    expect(jobs.find((j) => j.kind === 'source')).toMatchObject({ state: 'done' });
  });
});
