/**
 * bench/encode: how fast a clip becomes playable and fully encoded through the real pipeline, and what the
 * pipeline costs over running the very same ffmpeg commands by hand, in the same run on the same machine.
 *
 *   pnpm --filter @clipyard/bench encode                 # 30 s of 1080p30, every rendition
 *   pnpm --filter @clipyard/bench encode -- --seconds 5 --height 360   # a quick smoke run
 *   pnpm --filter @clipyard/bench encode -- --creator-tools-only          # only the clip editor's cut and the vertical version
 *   pnpm --filter @clipyard/bench encode -- --encode-source             # input in MPEG-4 Part 2: the source is encoded,
 *                                                                        # not remuxed (a non-h264 upload)
 *
 * Wall time depends on whatever else runs on the machine, so CPU time (this process plus every ffmpeg and ffprobe it
 * ran) is printed too: the CPU overhead is the pipeline's own cost, whatever the load.
 * Prints only; nothing is asserted. Targets (2-core machine): source playable within the clip's own duration,
 * pipeline overhead at most 10%. Then the clip editor's cut and the vertical version, each timed alone.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '@clipyard/server/src/config';
import { openDatabase } from '@clipyard/server/src/db/database';
import { createMediaServices } from '@clipyard/server/src/media';
import {
  av1Args,
  canRemuxSource,
  sourceArgsFor,
  thumbnailAvifArgs,
  thumbnailTime,
  thumbnailWebpArgs,
  x265Args,
} from '@clipyard/server/src/media/ffmpeg/commands';
import { checkVideoFile, keyframeTimes } from '@clipyard/server/src/media/ffmpeg/probe';
import { planSourceCut } from '@clipyard/server/src/media/jobs/clip-cut';
import { runFfmpeg } from '@clipyard/server/src/media/ffmpeg/run-ffmpeg';
import { verticalArgs } from '@clipyard/server/src/media/ffmpeg/vertical-commands';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const seconds = arg('seconds', 30);
const height = arg('height', 1080);
const width = Math.round((height * 16) / 9 / 2) * 2;
const fps = arg('fps', 30);
const encodeSource = process.argv.includes('--encode-source');
const creatorToolsOnly = process.argv.includes('--creator-tools-only');

/** CPU seconds of this process and of its waited-for children (ffmpeg, ffprobe, nice), from /proc/self/stat. */
async function cpuSeconds(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command name: state is field 0; utime, stime, cutime, cstime are 11 to 14 (clock ticks of 1/100 s).
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

async function loadAverage(): Promise<string> {
  return (await readFile('/proc/loadavg', 'utf8')).split(' ')[0];
}

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

/**
 * The creator tools' jobs (issue 23), each timed alone on the same input: the clip editor's cut (ADR 0145) and the
 * vertical version (ADR 0147). `--creator-tools-only` runs just these (a minute instead of the whole pipeline's).
 */
async function creatorToolJobs(input: string, probe: Awaited<ReturnType<typeof checkVideoFile>>, out: (name: string) => string): Promise<void> {
  // 3. The clip editor's cut (issue 23 item 1, ADR 0145): 8 s of the source, as the source job makes it. A start on a
  // keyframe is a stream copy when the input is remuxable; a start between keyframes is an x264 encode of the part.
  const cutSeconds = Math.min(8, seconds - 1);
  const cutOf = async (name: string, startSeconds: number) => {
    const cut = await planSourceCut(input, { trim_start_seconds: startSeconds, trim_end_seconds: startSeconds + cutSeconds }, probe);
    const before = await cpuSeconds();
    const wall = await timed(() => runFfmpeg(sourceArgsFor(input, out(`cut-${name}.mp4`), probe, cut)));
    const how = cut?.onKeyframe && canRemuxSource(probe) ? 'stream copy' : 'x264 encode';
    return { start: `${startSeconds.toFixed(2)} s`, how, wall: s(wall), 'CPU s': ((await cpuSeconds()) - before).toFixed(2) };
  };
  const keyframe = (await keyframeTimes(input, 0.5, seconds - cutSeconds)).find((time) => time > 0.5) ?? 0;
  console.log(`clip editor cut of ${cutSeconds} s (source job):`);
  console.table({
    'on a keyframe': await cutOf('keyframe', keyframe),
    'between keyframes': await cutOf('between', Math.min(keyframe + 0.5, seconds - cutSeconds)),
  });

  // 4. The vertical version (issue 23 item 3, ADR 0147): the whole clip to 1080x1920 with the handle drawn, as the
  // vertical job runs it, in each layout.
  const verticalOf = async (name: string, framing: Parameters<typeof verticalArgs>[3]) => {
    const before = await cpuSeconds();
    const wall = await timed(() => runFfmpeg(verticalArgs(input, out(`vertical-${name}.mp4`), probe, framing, 'bench_channel')));
    return { wall: s(wall), 'CPU s': ((await cpuSeconds()) - before).toFixed(2), 'x clip length': (wall / 1000 / seconds).toFixed(2) };
  };
  console.log(`vertical version of the ${seconds} s clip (vertical job):`);
  console.table({
    crop: await verticalOf('crop', { layout: 'crop', centerX: 0.5 }),
    'facecam and gameplay': await verticalOf('split', { layout: 'split', facecam: { x: 0.75, y: 0, width: 0.25, height: 0.3161 }, centerX: 0.5 }),
  });
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'clipyard-bench-encode-'));
  const opened = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: 'memory', MEDIA_DIR: path.join(work, 'media') });
    config.media.encodeAllRenditions = true;
    const media = createMediaServices({ config, db: opened.db, log: quiet as never });
    const input = path.join(work, encodeSource ? 'input.mkv' : 'input.mp4');
    console.log(`bench/encode: generating ${seconds} s of ${width}x${height}@${fps} (testsrc2 + sine)...`);
    await media.generateTestVideo(input, { seconds, width, height, fps, withAudio: true, codec: encodeSource ? 'mpeg4' : 'h264' });
    const probe = await checkVideoFile(input);
    if (creatorToolsOnly) {
      await creatorToolJobs(input, probe, (name) => path.join(work, `direct-${name}`));
      return;
    }

    // 1. The pipeline: ingest, then the started workers do everything; poll what the site would see.
    const clipId = 'benchClip01';
    await opened.db.insertInto('channels').values({ login: 'benchchannel', display_name: 'benchchannel' }).execute();
    await opened.db
      .insertInto('clips')
      .values({ id: clipId, channel_login: 'benchchannel', title: 'Bench', status: 'processing', source_url: null, upload_id: null, submitter_user_id: null })
      .execute();
    console.log(`pipeline: encode concurrency ${config.media.encodeConcurrency}, ffmpeg under nice -n 10...`);
    const load0 = await loadAverage();
    const cpu0 = await cpuSeconds();
    const t0 = performance.now();
    await media.ingestLocalFile({ clipId, channelLogin: 'benchchannel', filePath: input });
    media.startWorkers();
    let sourceReady = 0;
    let allReady = 0;
    // One light query every 200 ms: the bench's own polling should not weigh on the pipeline's CPU time.
    for (;;) {
      const jobs = await opened.db
        .selectFrom('encode_jobs')
        .innerJoin('clips', 'clips.id', 'encode_jobs.clip_id')
        .select(['encode_jobs.state', 'clips.status'])
        .where('encode_jobs.clip_id', '=', clipId)
        .execute();
      const elapsed = performance.now() - t0;
      if (!sourceReady && jobs[0]?.status === 'ready') sourceReady = elapsed;
      if (jobs.length > 0 && jobs.every((j) => j.state === 'done')) {
        allReady = elapsed;
        break;
      }
      if (jobs.some((j) => j.state === 'failed' || j.status === 'failed')) throw new Error('The pipeline failed a job');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await media.stop();
    const pipelineCpu = (await cpuSeconds()) - cpu0;
    const load1 = await loadAverage();

    // 2. The same ffmpeg commands, run directly one after the other (same nice level, same machine, same run).
    console.log('direct: the same ffmpeg commands by hand...');
    const out = (name: string) => path.join(work, `direct-${name}`);
    const cpu1 = await cpuSeconds();
    const directCpuOf: Record<string, number> = {};
    /** Wall time of one direct command, its CPU seconds noted in directCpuOf. */
    const timedDirect = (name: string, fn: () => Promise<unknown>) =>
      timed(async () => {
        const before = await cpuSeconds();
        await fn();
        directCpuOf[name] = (await cpuSeconds()) - before;
      });
    const direct = {
      source: await timedDirect('source', () => runFfmpeg(sourceArgsFor(input, out('source.mp4'), probe))),
      thumbnail: await timedDirect('thumbnail', async () => {
        await runFfmpeg(thumbnailWebpArgs(input, out('thumb.webp'), thumbnailTime(probe.durationSeconds)));
        await runFfmpeg(thumbnailAvifArgs(input, out('thumb.avif'), thumbnailTime(probe.durationSeconds)));
      }),
      x265: await timedDirect('x265', () => runFfmpeg(x265Args(input, out('x265.mp4'), probe.hasAudio))),
      av1: await timedDirect('av1', () => runFfmpeg(av1Args(input, out('av1.mkv'), probe.hasAudio))),
    };
    const directCpu = (await cpuSeconds()) - cpu1;
    // The capacity model's units (docs/scale.md): CPU seconds and bytes of each rendition per minute of clip, from the
    // direct run above (one command at a time, so each CPU span is that command's) and the files it made.
    const perMinute = 60 / seconds;
    const unit = async (name: keyof typeof direct, files: string[]) => {
      const bytes = (await Promise.all(files.map((file) => stat(out(file))))).reduce((sum, file) => sum + file.size, 0);
      return { 'CPU s per clip-minute': (directCpuOf[name]! * perMinute).toFixed(1), 'MB per clip-minute': ((bytes * perMinute) / 1e6).toFixed(2) };
    };
    const units = {
      source: await unit('source', ['source.mp4']),
      thumbnails: await unit('thumbnail', ['thumb.webp', 'thumb.avif']),
      x265: await unit('x265', ['x265.mp4']),
      av1: await unit('av1', ['av1.mkv']),
    };
    const load2 = await loadAverage();
    const directTotal = direct.source + direct.thumbnail + direct.x265 + direct.av1;
    const overhead = (pipeline: number, bare: number) => `${(((pipeline - bare) / bare) * 100).toFixed(1)}%`;

    console.log('');
    console.log(`clip: ${seconds} s ${width}x${height}@${fps}; ${os.cpus().length} cores; database ${opened.kind}`);
    console.log(`source: ${canRemuxSource(probe) ? 'remuxed (the input already is h264/aac)' : 'encoded with x264 veryfast'}`);
    console.log(`load average (1 min) at pipeline start ${load0}, pipeline end ${load1}, direct end ${load2}`);
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
      'CPU time, every rendition': {
        pipeline: s(pipelineCpu * 1000),
        'direct ffmpeg': s(directCpu * 1000),
        overhead: overhead(pipelineCpu, directCpu),
        target: 'overhead ≤ 10% (independent of other load)',
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
    console.log(`per clip-minute of ${height}p${fps} (CPU seconds of one core; storage):`);
    console.table(units);

    await creatorToolJobs(input, probe, out);
  } finally {
    await opened.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
