import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { clipVideoKey } from '@clipyard/shared/media';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { listClipJobs } from '../src/media/jobs/queue';
import type { OpenDatabase } from '../src/db/database';
import { endLease, insertClip, leaseHeld, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { ffprobe } from './media-support/probe-file';

jest.setTimeout(240_000);

const TSX = require.resolve('tsx/cli');

/**
 * A worker process killed with SIGKILL in the middle of an encode (its whole process group, ffmpeg included, as
 * when a container dies). Several processes need one shared database: this runs on PostgreSQL in both projects.
 */
describe('a worker process killed mid-encode', () => {
  let opened: OpenDatabase & { url?: string };
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let child: ChildProcess | null = null;
  const mediaDir = () => path.join(work.dir, 'media');

  beforeAll(async () => {
    opened = await openTestDb('postgres');
    work = await tempDir();
    media = createMediaServices({ config: testConfig(mediaDir()), db: opened.db, log: quietLog() });
  });
  afterAll(async () => {
    // Only if the test failed before killing it (the process group we started, by its id).
    if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    await media.stop();
    await opened.close();
    await work.remove();
  });

  it('loses nothing: its job is retaken after the lease and the clip becomes playable', async () => {
    // MPEG-4 Part 2 input, so the source is a real encode (seconds long), not a remux.
    const input = path.join(work.dir, 'long.mkv');
    await media.generateTestVideo(input, { seconds: 20, width: 640, height: 360, codec: 'mpeg4' });
    const id = 'killedWorker1';
    await insertClip(opened.db, { id, channel: 'killchan' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'killchan', filePath: input });

    child = spawn(process.execPath, [TSX, path.join(__dirname, 'media-support', 'worker-child.ts')], {
      // An hour's lease: still held after the kill however slow the machine (never renewed within the test either).
      env: { ...process.env, DATABASE_URL: opened.url, MEDIA_DIR: mediaDir(), LEASE_SECONDS: '3600' },
      // Its own process group: the kill takes ffmpeg with it, and nothing else.
      detached: true,
      stdio: 'ignore',
    });

    // Wait until the other process is encoding (running, with progress), then kill it.
    const deadline = Date.now() + 120_000;
    let running = null;
    while (Date.now() < deadline) {
      const [source] = await listClipJobs(opened.db, id);
      if (source.state === 'running' && source.progress > 0) {
        running = source;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running).not.toBeNull();
    expect(running!.locked_by).not.toBe(media.workers.workerId);
    process.kill(-child.pid!, 'SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));

    // Still leased to the dead worker: nobody takes it yet.
    expect(await listClipJobs(opened.db, id)).toMatchObject([{ state: 'running', locked_by: running!.locked_by, attempts: 1 }, { state: 'queued' }]);
    expect(await media.workers.runNext()).toBe(false);
    // Refused while the lease was held by the database's clock (a dead worker's lease never moves: held now, held then).
    expect(await leaseHeld(opened.db, running!.id)).toBe(true);
    // Until the dead worker's lease has run out by the database's clock (ended now rather than waited out for an hour).
    await endLease(opened.db, running!.id);
    await media.runJobsUntilIdle();

    const jobs = await listClipJobs(opened.db, id);
    expect(jobs.map((j) => [j.kind, j.state])).toEqual([
      ['source', 'done'],
      ['thumbnail', 'done'],
    ]);
    expect(jobs[0].attempts).toBe(2);
    expect(jobs[0].locked_by).toBe(media.workers.workerId);
    const clip = await opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(clip.status).toBe('ready');
    expect(clip.duration_seconds).toBeCloseTo(20, 0);
    const source = await ffprobe(path.join(mediaDir(), clipVideoKey('killchan', id, 'source')));
    expect(source.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  });
});
