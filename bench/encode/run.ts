/**
 * bench/encode: how fast a clip becomes playable and fully encoded through the real pipeline, and what the
 * pipeline costs over running the very same ffmpeg commands by hand, in the same run on the same machine.
 *
 *   pnpm --filter @clipyard/bench encode                 # 30 s of 1080p30, every rendition
 *   pnpm --filter @clipyard/bench encode -- --seconds 5 --height 360   # a quick smoke run
 *
 * Prints only; nothing is asserted. Targets (2-core machine): source playable within the clip's own duration,
 * pipeline overhead at most 10%.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@clipyard/server/src/config';
import { openDatabase } from '@clipyard/server/src/db/database';
import { createMediaServices } from '@clipyard/server/src/media';
import {
  av1Args,
  sourceArgs,
  thumbnailAvifArgs,
  thumbnailTime,
  thumbnailWebpArgs,
  x265Args,
} from '@clipyard/server/src/media/ffmpeg/commands';
import { checkVideoFile } from '@clipyard/server/src/media/ffmpeg/probe';
import { runFfmpeg } from '@clipyard/server/src/media/ffmpeg/run-ffmpeg';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const seconds = arg('seconds', 30);
const height = arg('height', 1080);
const width = Math.round((height * 16) / 9 / 2) * 2;
const fps = arg('fps', 30);

const quiet = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child() {
    return quiet;
  },
};

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'clipyard-bench-encode-'));
  const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: 'memory', MEDIA_DIR: path.join(work, 'media') });
    config.media.encodeAllRenditions = true;
    const media = createMediaServices({ config, db: opened.db, log: quiet as never });
    const input = path.join(work, 'input.mp4');
    console.log(`bench/encode: generating ${seconds} s of ${width}x${height}@${fps} (testsrc2 + sine)...`);
    await media.generateTestVideo(input, { seconds, width, height, fps, withAudio: true });

    // 1. The pipeline: ingest, then the started workers do everything; poll what the site would see.
    const clipId = 'benchClip01';
    await opened.db.insertInto('channels').values({ login: 'benchchannel', display_name: 'benchchannel' }).execute();
    await opened.db
      .insertInto('clips')
      .values({ id: clipId, channel_login: 'benchchannel', title: 'Bench', status: 'processing', source_url: null, upload_id: null, submitter_user_id: null })
      .execute();
    console.log(`pipeline: encode concurrency ${config.media.encodeConcurrency}, ffmpeg under nice -n 10...`);
    const t0 = performance.now();
    await media.ingestLocalFile({ clipId, channelLogin: 'benchchannel', filePath: input });
    media.startWorkers();
    let sourceReady = 0;
    let allReady = 0;
    for (;;) {
      const clip = await opened.db.selectFrom('clips').select(['status', 'renditions', 'thumbnail_formats']).where('id', '=', clipId).executeTakeFirstOrThrow();
      const jobs = await opened.db.selectFrom('encode_jobs').select(['state']).where('clip_id', '=', clipId).execute();
      if (!sourceReady && clip.status === 'ready') sourceReady = performance.now() - t0;
      if (jobs.every((j) => j.state === 'done')) {
        allReady = performance.now() - t0;
        break;
      }
      if (clip.status === 'failed' || jobs.some((j) => j.state === 'failed')) throw new Error('The pipeline failed a job');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await media.stop();

    // 2. The same ffmpeg commands, run directly one after the other (same nice level, same machine, same run).
    console.log('direct: the same ffmpeg commands by hand...');
    const out = (name: string) => path.join(work, `direct-${name}`);
    const probe = await checkVideoFile(input);
    const direct = {
      source: await timed(() => runFfmpeg(sourceArgs(input, out('source.mp4'), probe.hasAudio))),
      thumbnail: await timed(async () => {
        await runFfmpeg(thumbnailWebpArgs(input, out('thumb.webp'), thumbnailTime(probe.durationSeconds)));
        await runFfmpeg(thumbnailAvifArgs(input, out('thumb.avif'), thumbnailTime(probe.durationSeconds)));
      }),
      x265: await timed(() => runFfmpeg(x265Args(input, out('x265.mp4'), probe.hasAudio))),
      av1: await timed(() => runFfmpeg(av1Args(input, out('av1.mkv'), probe.hasAudio))),
    };
    const directTotal = direct.source + direct.thumbnail + direct.x265 + direct.av1;
    const overhead = (pipeline: number, bare: number) => `${(((pipeline - bare) / bare) * 100).toFixed(1)}%`;

    console.log('');
    console.log(`clip: ${seconds} s ${width}x${height}@${fps}; ${os.cpus().length} cores; database ${opened.kind}`);
    console.table({
      'source playable': {
        pipeline: s(sourceReady),
        'direct ffmpeg': s(direct.source),
        overhead: overhead(sourceReady, direct.source),
        target: `≤ ${seconds} s (the clip's duration), overhead ≤ 10%`,
      },
      'every rendition ready': {
        pipeline: s(allReady),
        'direct ffmpeg': s(directTotal),
        overhead: overhead(allReady, directTotal),
        target: 'overhead ≤ 10%',
      },
    });
    console.table({
      'direct ffmpeg per command': {
        source: s(direct.source),
        thumbnails: s(direct.thumbnail),
        x265: s(direct.x265),
        av1: s(direct.av1),
      },
    });
  } finally {
    await opened.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
