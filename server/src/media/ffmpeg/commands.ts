import { THUMBNAIL_FRAME_COUNT, THUMBNAIL_FRAME_WIDTH, THUMBNAIL_MAX_WIDTH } from '@clipyard/shared/media';
import type { EncodeJobKind } from '../../db/schema';
import { MAX_CLIP_SECONDS, type ProbeResult } from './probe';

/**
 * The ffmpeg arguments of every encode, in one place: the pipeline runs them and bench/encode runs the very
 * same ones directly to measure the pipeline's overhead. Presets are picked for a 2-core machine.
 */

/**
 * Never larger than 1080p (landscape or portrait); even sizes, which 4:2:0 encoders need. The second scale rounds
 * down to even sizes (what `force_divisible_by=2` does) in a way the npm fallback ffmpeg (2018, before that option)
 * understands too.
 */
const BOUND_1080P =
  "scale='if(gte(iw,ih),min(iw,1920),min(iw,1080))':'if(gte(iw,ih),min(ih,1080),min(ih,1920))'" +
  ':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2';

const COMMON_INPUT = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];

/** Demuxers a clip may come in (the container families of phones, cameras, screen recorders and Twitch). */
export const INPUT_DEMUXERS = ['mov', 'mp4', 'matroska', 'webm', 'mpegts', 'flv', 'avi'];
/** Decoders a clip may need: nothing else of ffmpeg's hundreds of parsers ever sees hostile bytes. */
export const INPUT_DECODERS = [
  'h264', 'hevc', 'vp8', 'vp9', 'av1', 'libdav1d', 'mpeg4', 'mpeg2video', 'mjpeg', 'prores',
  'aac', 'mp3', 'mp3float', 'opus', 'vorbis', 'flac', 'alac', 'ac3', 'eac3', 'pcm_s16le', 'pcm_s24le', 'pcm_f32le',
];

/**
 * ffmpeg reads uploaded and fetched files, so it is treated as a parser of hostile input: only local files (no
 * http, concat, data or other protocols a crafted playlist could name), only the allowed demuxers and decoders.
 */
export const HOSTILE_INPUT = [
  ...COMMON_INPUT,
  '-protocol_whitelist', 'file',
  '-format_whitelist', INPUT_DEMUXERS.join(','),
  '-codec_whitelist', INPUT_DECODERS.join(','),
];

function capDuration(): string[] {
  return ['-t', String(MAX_CLIP_SECONDS)];
}

/**
 * An input that already is what the source rendition must be (h264 4:2:0 within 1080p, AAC or no audio: a Twitch
 * clip, most phone videos) is only remuxed into a faststart mp4: the same streams, playable in about a second
 * instead of a full encode. Anything else is encoded.
 */
export function canRemuxSource(probe: ProbeResult): boolean {
  const long = Math.max(probe.width, probe.height);
  const short = Math.min(probe.width, probe.height);
  return (
    probe.videoCodec === 'h264' &&
    (probe.pixelFormat === 'yuv420p' || probe.pixelFormat === 'yuvj420p') &&
    long <= 1920 &&
    short <= 1080 &&
    probe.width % 2 === 0 &&
    probe.height % 2 === 0 &&
    (probe.audioCodec === null || probe.audioCodec === 'aac')
  );
}

/**
 * The part of the input a clip is cut to (the clip editor, ADR 0145). `onKeyframe`: the start falls on a keyframe
 * (within half a frame), so a remuxable input can be cut by stream copy and still start exactly there; any other
 * start is encoded, which is frame-accurate (ffmpeg decodes from the keyframe before and drops frames up to the start).
 */
export interface SourceCut {
  startSeconds: number;
  durationSeconds: number;
  onKeyframe: boolean;
}

/** Input seek (before -i: fast, and exact when encoding) and output length; without a cut, only the 10-minute cap. */
function cutArgs(cut: SourceCut | null): { seek: string[]; length: string[] } {
  if (!cut) return { seek: [], length: capDuration() };
  return { seek: ['-ss', cut.startSeconds.toFixed(6)], length: ['-t', cut.durationSeconds.toFixed(6)] };
}

/**
 * The source rendition's ffmpeg arguments for this input: a remux when possible (see canRemuxSource) and the cut, if
 * any, starts on a keyframe; else an encode.
 */
export function sourceArgsFor(input: string, output: string, probe: ProbeResult, cut: SourceCut | null = null): string[] {
  if (!canRemuxSource(probe) || (cut && !cut.onKeyframe)) return sourceArgs(input, output, probe.hasAudio, cut);
  const { seek, length } = cutArgs(cut);
  return [
    ...HOSTILE_INPUT, ...seek, '-i', input, ...length,
    '-map', '0:v:0', ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
    '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', output,
  ];
}

/** One video rendition: first video and audio streams, bounded to 1080p and 10 minutes, 4:2:0. */
function renditionArgs(
  input: string,
  output: string,
  hasAudio: boolean,
  video: string[],
  audio: string[],
  container: string[],
  cut: SourceCut | null = null,
): string[] {
  const { seek, length } = cutArgs(cut);
  return [
    ...HOSTILE_INPUT, ...seek, '-i', input, ...length,
    '-map', '0:v:0', ...(hasAudio ? ['-map', '0:a:0'] : []),
    '-vf', BOUND_1080P, '-pix_fmt', 'yuv420p',
    ...video,
    ...(hasAudio ? [...audio, '-ac', '2'] : []),
    ...container, output,
  ];
}

export const AAC = ['-c:a', 'aac', '-b:a', '128k'];
export const MP4_FASTSTART = ['-movflags', '+faststart', '-f', 'mp4'];

/** h264/aac mp4 with the index first (faststart), so playback starts before the download ends. */
export function sourceArgs(input: string, output: string, hasAudio: boolean, cut: SourceCut | null = null): string[] {
  const x264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '22', '-profile:v', 'high', '-g', '120'];
  return renditionArgs(input, output, hasAudio, x264, AAC, MP4_FASTSTART, cut);
}

/** HEVC in mp4 tagged hvc1 (Safari plays only that tag). */
export function x265Args(input: string, output: string, hasAudio: boolean): string[] {
  const x265 = ['-c:v', 'libx265', '-preset', 'fast', '-crf', '28', '-tag:v', 'hvc1', '-x265-params', 'log-level=error'];
  return renditionArgs(input, output, hasAudio, x265, AAC, MP4_FASTSTART);
}

/** AV1 with SVT-AV1 (never libaom: far too slow for video) and Opus, in Matroska, which browsers read as WebM. */
export function av1Args(input: string, output: string, hasAudio: boolean): string[] {
  const svt = ['-c:v', 'libsvtav1', '-preset', '9', '-crf', '35', '-g', '240', '-svtav1-params', 'tune=0'];
  return renditionArgs(input, output, hasAudio, svt, ['-c:a', 'libopus', '-b:a', '96k'], ['-f', 'matroska']);
}

/** Where the thumbnail frame is taken: a second in, or the middle of a shorter clip. */
export function thumbnailTime(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 2);
}

const THUMB_SCALE = `scale='min(${THUMBNAIL_MAX_WIDTH},iw)':-2`;

/**
 * The moments of the candidate frames (issue 23 item 2): the middles of THUMBNAIL_FRAME_COUNT equal parts of the
 * clip, to the hundredth of a second (what -ss is given, and what getThumbnailChoices answers).
 */
export function thumbnailFrameTimes(durationSeconds: number): number[] {
  return Array.from({ length: THUMBNAIL_FRAME_COUNT }, (_, i) => Math.floor(((durationSeconds * (i + 0.5)) / THUMBNAIL_FRAME_COUNT) * 100) / 100);
}

/** A cell of the strip: the frame fitted into 16:9, letterboxed when it is taller (a vertical clip). */
const FRAME_CELL = `scale=${THUMBNAIL_FRAME_WIDTH}:${(THUMBNAIL_FRAME_WIDTH * 9) / 16}:force_original_aspect_ratio=decrease,pad=${THUMBNAIL_FRAME_WIDTH}:${(THUMBNAIL_FRAME_WIDTH * 9) / 16}:(ow-iw)/2:(oh-ih)/2,setsar=1`;

/** The candidate frames side by side in one webp: one input per moment, each seeking on its own (fast, keyframe-near). */
export function thumbnailFramesArgs(input: string, output: string, times: number[]): string[] {
  const inputs = times.flatMap((t) => [...HOSTILE_INPUT.slice(COMMON_INPUT.length), '-ss', t.toFixed(2), '-i', input]);
  const cells = times.map((_, i) => `[${i}:v]${FRAME_CELL},trim=end_frame=1[f${i}]`).join(';');
  const stack = `${times.map((_, i) => `[f${i}]`).join('')}hstack=inputs=${times.length}[strip]`;
  return [...COMMON_INPUT, ...inputs, '-filter_complex', `${cells};${stack}`, '-map', '[strip]', '-frames:v', '1', '-c:v', 'libwebp', '-quality', '75', '-f', 'webp', output];
}

export function thumbnailWebpArgs(input: string, output: string, atSeconds: number): string[] {
  return [
    ...HOSTILE_INPUT, '-ss', atSeconds.toFixed(2), '-i', input, '-frames:v', '1', '-vf', THUMB_SCALE,
    '-c:v', 'libwebp', '-quality', '80', '-f', 'webp', output,
  ];
}

export function thumbnailAvifArgs(input: string, output: string, atSeconds: number): string[] {
  return [
    ...HOSTILE_INPUT, '-ss', atSeconds.toFixed(2), '-i', input, '-frames:v', '1', '-vf', `${THUMB_SCALE},format=yuv420p`,
    '-c:v', 'libsvtav1', '-preset', '10', '-crf', '35', '-f', 'avif', output,
  ];
}

/** ffmpeg's own video sources a test video can be drawn from, so demo clips do not all look alike. */
export const TEST_PATTERNS = {
  testsrc2: 'testsrc2',
  bars: 'smptehdbars',
  mandelbrot: 'mandelbrot',
  life: 'life',
  cellauto: 'cellauto',
  rgb: 'rgbtestsrc',
} as const;
export type TestPattern = keyof typeof TEST_PATTERNS;

/** Extra options a source needs to look good (a living, coloured 'life'; an interesting cellular rule). */
const PATTERN_OPTIONS: Partial<Record<TestPattern, string>> = {
  life: ':mold=10:ratio=0.3:death_color=#1b1b3a:life_color=#f0a830',
  cellauto: ':rule=110',
};

/**
 * ffmpeg's own test pattern and a tone: demo seed data, tests and the bench make videos with it. 'h264' gives an
 * h264/aac mp4 (what Twitch serves: the pipeline remuxes it); 'mpeg4' gives MPEG-4 Part 2 and Opus in Matroska,
 * an input the pipeline must really encode. `pattern` and `hue` (degrees) vary the picture, `tone` the sound (Hz).
 */
export function testVideoArgs(
  output: string,
  o: {
    seconds: number;
    width: number;
    height: number;
    fps?: number;
    withAudio?: boolean;
    codec?: 'h264' | 'mpeg4';
    pattern?: TestPattern;
    hue?: number;
    tone?: number;
  },
): string[] {
  const fps = o.fps ?? 30;
  const audio = o.withAudio !== false;
  const mpeg4 = o.codec === 'mpeg4';
  const pattern = o.pattern ?? 'testsrc2';
  const source = `${TEST_PATTERNS[pattern]}=size=${o.width}x${o.height}:rate=${fps}${PATTERN_OPTIONS[pattern] ?? ''}`;
  return [
    ...COMMON_INPUT,
    '-f', 'lavfi', '-i', source,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=${o.tone ?? 440}:sample_rate=48000:duration=${o.seconds}`] : []),
    ...(o.hue ? ['-vf', `hue=h=${Math.round(o.hue)}`] : []),
    '-t', String(o.seconds),
    ...(mpeg4 ? ['-c:v', 'mpeg4', '-q:v', '4'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']),
    ...(audio ? [...(mpeg4 ? ['-c:a', 'libopus'] : ['-c:a', 'aac', '-b:a', '96k']), '-shortest'] : []),
    ...(mpeg4 ? ['-f', 'matroska'] : ['-movflags', '+faststart', '-f', 'mp4']),
    output,
  ];
}

/** Job kinds with their priority (lower runs first) and what each produces. */
export const JOB_PRIORITY: Record<EncodeJobKind, number> = { source: 0, thumbnail: 1, vertical: 3, x265: 5, av1: 6 };
