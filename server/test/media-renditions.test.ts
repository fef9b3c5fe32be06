import path from 'node:path';
import { clipVideoKey } from '@clipyard/shared/media';
import { createMediaServices, type ClipyardMedia } from '../src/media';
import { listClipJobs } from '../src/media/jobs/queue';
import type { OpenDatabase } from '../src/db/database';
import { clipEncodeStatus } from '../src/features/submission/clip-encode-status.handler';
import type { AppContext } from '../src/context';
import { DB_KINDS, type DbKind, insertClip, openTestDb, quietLog, tempDir, testConfig } from './media-support/fixtures';
import { ffprobe } from './media-support/probe-file';

jest.setTimeout(180_000);

/** x265 and AV1 are slow: one tiny clip per database, with every rendition on. */
const RUNS: [DbKind, number][] = DB_KINDS.map((kind) => [kind, kind === 'postgres' ? 2 : 1]);

describe.each<[DbKind, number]>(RUNS)('every rendition on %s (encode concurrency %i)', (kind, concurrency) => {
  let opened: OpenDatabase;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let media: ClipyardMedia;

  beforeAll(async () => {
    opened = await openTestDb(kind);
    work = await tempDir();
    media = createMediaServices({
      config: testConfig(path.join(work.dir, 'media'), { encodeAllRenditions: true, encodeConcurrency: concurrency }),
      db: opened.db,
      log: quietLog(),
    });
  });
  afterAll(async () => {
    await media.stop();
    await opened.close();
    await work.remove();
  });

  it('reports each task moving from queued through running to done, and stores x265 (hvc1) and AV1 (mkv)', async () => {
    const input = path.join(work.dir, 'in.mp4');
    await media.generateTestVideo(input, { seconds: 3, width: 320, height: 180, withAudio: true });
    const id = `allrend${kind}`;
    await insertClip(opened.db, { id, channel: 'renditions' });
    await media.ingestLocalFile({ clipId: id, channelLogin: 'renditions', filePath: input });

    // The answer carries the streamer's media grant (ADR 0114): the key is kept in the database when none is configured.
    const ctx = { db: opened.db, config: { media: { grantSecret: undefined } } } as unknown as AppContext;
    // A clip still encoding is visible to its channel's streamer (and submitter) only: ask as the streamer.
    const caller = { user: { id: 'renditions-streamer', streamer_channel_login: 'renditions' } } as never;
    const status = () => clipEncodeStatus({ ctx, body: { internalClipId: id }, caller, request: null as never });
    const first = await status();
    expect(first.status).toBe('processing');
    expect(first.tasks.map((t) => [t.kind, t.state])).toEqual([
      ['source', 'queued'],
      ['thumbnail', 'queued'],
      ['x265', 'queued'],
      ['av1', 'queued'],
    ]);

    // Watch the status the way the upload page does while the workers run.
    const seen = new Map<string, Set<string>>();
    const partial = new Set<string>();
    media.startWorkers();
    const deadline = Date.now() + 150_000;
    for (;;) {
      const now = await status();
      for (const task of now.tasks) {
        if (!seen.has(task.kind)) seen.set(task.kind, new Set());
        seen.get(task.kind)!.add(task.state);
        if (task.state === 'running' && task.progress > 0 && task.progress < 1) partial.add(task.kind);
      }
      if (now.tasks.every((t) => t.state === 'done') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await media.stop();

    const final = await status();
    expect(final.status).toBe('ready');
    expect(final.tasks.map((t) => [t.kind, t.state, t.progress])).toEqual([
      ['source', 'done', 1],
      ['thumbnail', 'done', 1],
      ['x265', 'done', 1],
      ['av1', 'done', 1],
    ]);
    // The long encodes were seen running with progress between 0 and 1.
    expect(seen.get('x265')).toContain('running');
    expect(seen.get('av1')).toContain('running');
    expect(partial.has('x265') || partial.has('av1')).toBe(true);

    const clip = await opened.db.selectFrom('clips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([...(clip.renditions as unknown as string[])].sort()).toEqual(['av1', 'source', 'x265']);

    const x265 = await ffprobe(path.join(work.dir, 'media', clipVideoKey('renditions', id, 'x265')));
    const hevc = x265.streams.find((s) => s.codec_type === 'video')!;
    expect(hevc.codec_name).toBe('hevc');
    expect(hevc.codec_tag_string).toBe('hvc1');
    expect(x265.format).toContain('mp4');

    const av1 = await ffprobe(path.join(work.dir, 'media', clipVideoKey('renditions', id, 'av1')));
    expect(av1.format).toContain('matroska');
    expect(av1.streams.map((s) => s.codec_name).sort()).toEqual(['av1', 'opus']);

    const jobs = await listClipJobs(opened.db, id);
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
  });
});
