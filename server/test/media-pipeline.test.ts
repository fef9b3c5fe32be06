import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clipThumbnailKey, clipVideoKey } from '@clipyard/shared/media';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { claimNextJob, completeJob, failJobAttempt, listClipJobs } from '../src/media/jobs/queue';
import { inputPathOf } from '../src/media/work-dirs';
import type { OpenDatabase } from '../src/db/database';
import { DB_KINDS, endLease, insertClip, leaseHeld, leaseRunOut, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { localServer } from './media-support/http-fixture';
import { ffprobe, moovBeforeMdat } from './media-support/probe-file';

const exists = (file: string) => access(file).then(() => true, () => false);

describe.each(DB_KINDS)('encode pipeline on %s', (kind) => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;
  let sample: string;
  let silent: string;
  let seq = 0;
  const nextId = () => `clip${kind}${++seq}x`;

  beforeAll(async () => {
    opened = await openTestDb(kind);
    work = await tempDir();
    media = createMediaServices({ config: testConfig(path.join(work.dir, 'media')), db: opened.db, log: quietLog() });
    sample = path.join(work.dir, 'sample.mp4');
    silent = path.join(work.dir, 'silent.mp4');
    await media.generateTestVideo(sample, { seconds: 1.5, width: 192, height: 108, withAudio: true });
    await media.generateTestVideo(silent, { seconds: 1, width: 160, height: 90, withAudio: false });
  });
  afterAll(async () => {
    await media.stop();
    await opened.close();
    await work.remove();
  });

  const clipRow = (id: string) => opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const stored = (key: string) => path.join(work.dir, 'media', key);

  it('encodes the source first, publishes the clip, then makes the thumbnails', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: sample });
    expect((await listClipJobs(opened.db, id)).map((j) => [j.kind, j.state])).toEqual([
      ['source', 'queued'],
      ['thumbnail', 'queued'],
    ]);

    expect(await media.workers.runNext()).toBe(true);
    const afterSource = await clipRow(id);
    expect(afterSource.status).toBe('ready');
    expect(afterSource.published_at).not.toBeNull();
    expect(afterSource.renditions).toEqual(['source']);
    expect(afterSource.thumbnail_formats).toEqual([]);
    expect(afterSource.width).toBe(192);
    expect(afterSource.duration_seconds).toBeCloseTo(1.5, 0);
    const jobs = await listClipJobs(opened.db, id);
    expect(jobs.map((j) => [j.kind, j.state, j.progress])).toEqual([
      ['source', 'done', 1],
      ['thumbnail', 'queued', 0],
    ]);

    const source = stored(clipVideoKey('pipechannel', id, 'source'));
    const probed = await ffprobe(source);
    expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(await moovBeforeMdat(source)).toBe(true);

    expect(await media.workers.runNext()).toBe(true);
    expect((await clipRow(id)).thumbnail_formats).toEqual(['webp', 'avif']);
    expect((await ffprobe(stored(clipThumbnailKey('pipechannel', id, 'webp')))).streams[0].codec_name).toBe('webp');
    expect((await readFile(stored(clipThumbnailKey('pipechannel', id, 'avif')))).toString('latin1', 4, 12)).toBe('ftypavif');
    // Every job done: the kept input is cleaned up.
    expect(await exists(inputPathOf(media.dirs, id))).toBe(false);
    expect(await media.workers.runNext()).toBe(false);
  });

  it('keeps a clip awaiting its streamer’s decision unpublished but playable', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'approvalchannel', status: 'awaiting_decision' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'approvalchannel', filePath: silent });
    await media.runJobsUntilIdle();
    const clip = await clipRow(id);
    expect(clip.status).toBe('awaiting_decision');
    expect(clip.published_at).toBeNull();
    expect(clip.renditions).toEqual(['source']);
    // A silent input gives a video-only source.
    expect((await ffprobe(stored(clipVideoKey('approvalchannel', id, 'source')))).streams.map((s) => s.codec_type)).toEqual(['video']);
  });

  it('retakes the job of a worker that died mid-job once its lease expires', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: sample });
    // A worker claims the source job with an hour's lease (held for certain however slow the machine), then dies
    // (never renews, never finishes).
    const dead = await claimNextJob(opened.db, 'dead-worker', 3600);
    expect(dead?.clip_id).toBe(id);
    expect(await media.workers.runNext()).toBe(false); // still leased: nobody else may take it, the thumbnail waits
    // Refused while the lease was held by the database's clock (a dead worker's lease never moves: held now, held then).
    expect(await leaseHeld(opened.db, dead!.id)).toBe(true);
    // Its lease runs out (ended now rather than waited out; the tests below wait out 1 s leases): the job is retaken.
    await endLease(opened.db, dead!.id);
    expect(await media.workers.runNext()).toBe(true);
    const [source] = await listClipJobs(opened.db, id);
    expect(source.state).toBe('done');
    expect(source.attempts).toBe(2);
    expect(source.locked_by).toBe(media.workers.workerId);
    expect((await clipRow(id)).status).toBe('ready');
    await media.runJobsUntilIdle();
  });

  it('fails a job for good when its workers died on every attempt', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: sample });
    await opened.db.updateTable('encode_jobs').set({ max_attempts: 1 }).where('clip_id', '=', id).execute();
    const dead = await claimNextJob(opened.db, 'dead-worker', 1);
    await leaseRunOut(opened.db, dead!.id);
    expect(await media.workers.runNext()).toBe(false);
    const clip = await clipRow(id);
    expect(clip.status).toBe('failed');
    expect(clip.failure_reason).toMatch(/stopped/);
    expect((await listClipJobs(opened.db, id)).map((j) => j.state)).toEqual(['failed', 'failed']);
    expect(await exists(inputPathOf(media.dirs, id))).toBe(false);
  });

  it('marks a clip with a corrupt file failed with a reason, and the worker goes on', async () => {
    const corrupt = path.join(work.dir, 'corrupt.mp4');
    // Looks like mp4 to the magic-byte check, but is noise: ffprobe must reject it.
    await writeFile(corrupt, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4000, 0x5a)]));
    const text = path.join(work.dir, 'notes.mp4');
    await writeFile(text, 'this is not a video at all, whatever its name says\n'.repeat(20));
    const bad = nextId();
    const alsoBad = nextId();
    const good = nextId();
    for (const id of [bad, alsoBad, good]) await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: bad, channelLogin: 'pipechannel', filePath: corrupt });
    await media.ingestLocalFile({ clipId: alsoBad, channelLogin: 'pipechannel', filePath: text });
    await media.ingestLocalFile({ clipId: good, channelLogin: 'pipechannel', filePath: silent });

    await media.runJobsUntilIdle();
    for (const id of [bad, alsoBad]) {
      const clip = await clipRow(id);
      expect(clip.status).toBe('failed');
      expect(clip.failure_reason).toMatch(/video/);
      const jobs = await listClipJobs(opened.db, id);
      // Bad input is not retried: one attempt, and the dependent job fails with it.
      expect(jobs.map((j) => [j.kind, j.state, j.attempts])).toEqual([
        ['source', 'failed', 1],
        ['thumbnail', 'failed', 0],
      ]);
    }
    expect((await clipRow(good)).status).toBe('ready');
    expect((await clipRow(good)).thumbnail_formats).toEqual(['webp', 'avif']);
  });

  it('fetches a URL submission in the source job, and refuses one that redirects to a private address', async () => {
    const video = await readFile(sample);
    const host = await localServer((req, res) => {
      if (req.url === '/clip.mp4') return res.end(video);
      res.writeHead(302, { location: 'http://10.0.0.1/internal.mp4' });
      res.end();
    });
    const local = createMediaServices({
      config: testConfig(path.join(work.dir, 'media'), { fetchAllowlist: [`127.0.0.1:${host.port}`] }),
      db: opened.db,
      log: quietLog(),
    });
    try {
      const ok = nextId();
      const unsafe = nextId();
      await insertClip(opened.db, { id: ok, channel: 'urlchannel', sourceUrl: `${host.url}/clip.mp4` });
      await insertClip(opened.db, { id: unsafe, channel: 'urlchannel', sourceUrl: `${host.url}/redirect` });
      await local.enqueueClip(ok);
      await local.enqueueClip(unsafe);
      await local.runJobsUntilIdle();
      expect((await clipRow(ok)).status).toBe('ready');
      expect(await exists(stored(clipVideoKey('urlchannel', ok, 'source')))).toBe(true);
      const refused = await clipRow(unsafe);
      expect(refused.status).toBe('failed');
      expect(refused.failure_reason).toMatch(/not public/);
    } finally {
      await host.close();
    }
  });

  it('deletes every file and pending job of a removed clip', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: silent });
    await media.workers.runNext(); // source only: the thumbnail job is still pending
    const files = [clipVideoKey('pipechannel', id, 'source')].map(stored);
    expect(await exists(files[0])).toBe(true);
    await media.removeClipMedia('pipechannel', id);
    expect(await exists(files[0])).toBe(false);
    expect(await listClipJobs(opened.db, id)).toEqual([]);
    expect(await exists(inputPathOf(media.dirs, id))).toBe(false);
  });

  it('runs jobs in started workers as soon as they are enqueued', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    media.startWorkers();
    try {
      await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: silent });
      const deadline = Date.now() + 60_000;
      while (((await clipRow(id)).thumbnail_formats as unknown as string[]).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await clipRow(id)).status).toBe('ready');
      expect((await clipRow(id)).thumbnail_formats).toEqual(['webp', 'avif']);
    } finally {
      await media.stop();
    }
  });

  it('stores and deletes a profile image under profiles/{id}.webp', async () => {
    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
    await media.saveProfileImage(`user${kind}`, webp);
    expect((await readFile(stored(`profiles/user${kind}.webp`))).equals(webp)).toBe(true);
    await media.deleteProfileImage(`user${kind}`);
    expect(await exists(stored(`profiles/user${kind}.webp`))).toBe(false);
  });

  it('encodes an input that is not h264/aac (MPEG-4 Part 2 and Opus in Matroska) into the h264/aac source', async () => {
    const other = path.join(work.dir, 'other.mkv');
    await media.generateTestVideo(other, { seconds: 1, width: 200, height: 112, fps: 25, codec: 'mpeg4' });
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: other });
    await media.workers.runNext();
    const source = stored(clipVideoKey('pipechannel', id, 'source'));
    const probed = await ffprobe(source);
    expect(probed.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(await moovBeforeMdat(source)).toBe(true);
    expect((await clipRow(id)).status).toBe('ready');
    await media.runJobsUntilIdle();
  });

  it('ignores the outcome reported by a worker whose job was taken over', async () => {
    const id = nextId();
    await insertClip(opened.db, { id, channel: 'pipechannel' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'pipechannel', filePath: silent });
    const slow = await claimNextJob(opened.db, 'slow-worker', 1);
    await leaseRunOut(opened.db, slow!.id);
    const next = await claimNextJob(opened.db, 'next-worker', 60);
    expect(next?.id).toBe(slow?.id);
    // The slow worker wakes up and reports a failure: it no longer holds the job, so nothing changes.
    expect(await failJobAttempt(opened.db, slow!, 'slow-worker', 'ffmpeg exited with 1', true)).toBe('lost');
    expect(await completeJob(opened.db, slow!.id, 'slow-worker')).toBe(false);
    const [source] = await listClipJobs(opened.db, id);
    expect(source).toMatchObject({ state: 'running', locked_by: 'next-worker', attempts: 2 });
    expect((await clipRow(id)).status).toBe('processing');
    await media.removeClipMedia('pipechannel', id);
  });
});
