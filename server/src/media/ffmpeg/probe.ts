import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { MEDIA_INPUT_LIMITS } from '@clipyard/shared/contract';
import { mediaBinaries } from './binaries';

const run = promisify(execFile);

/** Longest clip Clipyard takes (seconds): longer inputs are refused, not trimmed. */
export const MAX_CLIP_SECONDS = MEDIA_INPUT_LIMITS.maxSeconds;

/** The demuxers ffprobe may use (the same list ffmpeg gets in commands.ts, kept here to avoid an import cycle). */
const PROBE_DEMUXERS = 'mov,mp4,matroska,webm,mpegts,flv,avi';

/** Every ffprobe run reads hostile bytes: errors only, local files only, the demuxers above only. */
const HARDENED_PROBE_ARGS = ['-v', 'error', '-protocol_whitelist', 'file', '-format_whitelist', PROBE_DEMUXERS];

export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  formatName: string;
  videoCodec: string;
  pixelFormat: string;
  /** Null when there is no audio stream. */
  audioCodec: string | null;
  /** Frames a second (the average rate); null when ffprobe cannot tell. */
  fps: number | null;
}

/** A media problem to show the submitter (stored as the clip's failure reason). */
export type MediaRejectionCode =
  | 'MEDIA_INVALID'
  | 'MEDIA_TOO_LARGE'
  | 'MEDIA_TOO_LONG'
  | 'MEDIA_RESOLUTION_TOO_HIGH'
  | 'MEDIA_FRAME_RATE_TOO_HIGH'
  | 'MEDIA_TOO_MANY_STREAMS'
  | 'TRIM_INVALID';

export class MediaRejected extends Error {
  constructor(
    message: string,
    readonly code: MediaRejectionCode = 'MEDIA_INVALID',
  ) {
    super(message);
    this.name = 'MediaRejected';
  }
}

/**
 * Container signatures we accept before ffprobe even runs: mp4/mov (ftyp), Matroska/WebM (EBML), MPEG-TS
 * (0x47 sync), FLV, AVI (RIFF....AVI ) and MPEG-PS. The extension and the declared content type are never trusted.
 */
export async function sniffVideoContainer(filePath: string): Promise<string | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(400);
    const { bytesRead } = await handle.read(head, 0, 400, 0);
    if (bytesRead < 12) return null;
    if (['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(head.toString('latin1', 4, 8))) return 'mp4';
    if (head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
    // Transport stream: the 0x47 sync byte repeats every 188 bytes.
    if (head[0] === 0x47 && bytesRead > 376 && head[188] === 0x47 && head[376] === 0x47) return 'mpegts';
    if (head.toString('latin1', 0, 3) === 'FLV') return 'flv';
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
    if (head.readUInt32BE(0) === 0x000001ba) return 'mpeg';
    return null;
  } finally {
    await handle.close();
  }
}

/** "30000/1001" as a number; null for ffprobe's "0/0" (unknown). */
function frameRate(value: string | undefined): number | null {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num && den ? num / den : null;
}

export interface ProbeOptions {
  /** ffprobe's wall time (MEDIA_INPUT_LIMITS.probeTimeoutMs); tests shorten it. */
  timeoutMs?: number;
}

/**
 * ffprobe decides whether a file is a usable video within MEDIA_INPUT_LIMITS: a video stream, a duration, a
 * picture size, frame rate and stream count an encode can afford. ffprobe parses hostile bytes too, so it reads
 * local files only, with the allowed demuxers, a bounded read to find the streams and a wall-time limit.
 */
export async function probeVideo(filePath: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const limits = MEDIA_INPUT_LIMITS;
  let json: {
    format?: { duration?: string; format_name?: string };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      duration?: string;
      avg_frame_rate?: string;
      r_frame_rate?: string;
    }[];
  };
  const probeBytes = String(limits.probeBytes);
  try {
    const { stdout } = await run(
      mediaBinaries().ffprobe,
      [
        ...HARDENED_PROBE_ARGS,
        '-probesize', probeBytes,
        '-analyzeduration', String(limits.probeTimeoutMs * 1000),
        '-print_format', 'json', '-show_format', '-show_streams',
        filePath,
      ],
      { timeout: options.timeoutMs ?? limits.probeTimeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 },
    );
    json = JSON.parse(stdout);
  } catch (error) {
    const timedOut = (error as { killed?: boolean }).killed === true;
    throw new MediaRejected(timedOut ? 'The file could not be read in time' : 'The file is not a readable video');
  }
  const streams = json.streams ?? [];
  if (streams.length > limits.maxStreams) {
    throw new MediaRejected(`The file has ${streams.length} streams; at most ${limits.maxStreams}`, 'MEDIA_TOO_MANY_STREAMS');
  }
  const video = streams.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  if (!video) throw new MediaRejected('The file has no video stream');
  const duration = Number(json.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(duration) || duration <= 0) throw new MediaRejected('The video has no duration');
  if (duration > limits.maxSeconds) {
    throw new MediaRejected(`The video is longer than ${limits.maxSeconds / 60} minutes`, 'MEDIA_TOO_LONG');
  }
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new MediaRejected(`The video is ${width}x${height}; at most ${limits.maxSide} pixels a side (4K)`, 'MEDIA_RESOLUTION_TOO_HIGH');
  }
  // The average rate is the real one; r_frame_rate (the time base's guess) only when the average is unknown.
  const fps = frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate);
  if (fps !== null && fps > limits.maxFps) {
    throw new MediaRejected(`The video has ${Math.round(fps)} frames a second; at most ${limits.maxFps}`, 'MEDIA_FRAME_RATE_TOO_HIGH');
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds: duration,
    width,
    height,
    hasAudio: Boolean(audio),
    formatName: json.format?.format_name ?? '',
    videoCodec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? '',
    audioCodec: audio?.codec_name ?? null,
    fps,
  };
}

/**
 * The times of the video's keyframes between two moments, in seconds from the file's start (ffprobe's times less
 * the container's start time, as ffmpeg's -ss counts them). Only keyframes are decoded, from the one before `from`.
 * The clip editor's cut is a stream copy when it starts on one (ADR 0145).
 */
export async function keyframeTimes(filePath: string, fromSeconds: number, toSeconds: number): Promise<number[]> {
  const { stdout } = await run(
    mediaBinaries().ffprobe,
    [
      ...HARDENED_PROBE_ARGS,
      '-select_streams', 'v:0',
      '-skip_frame', 'nokey',
      '-read_intervals', `${Math.max(0, fromSeconds).toFixed(3)}%${toSeconds.toFixed(3)}`,
      '-show_entries', 'frame=pts_time,best_effort_timestamp_time:format=start_time',
      '-print_format', 'json',
      filePath,
    ],
    { timeout: MEDIA_INPUT_LIMITS.probeTimeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 },
  );
  const json = JSON.parse(stdout) as { frames?: { pts_time?: string; best_effort_timestamp_time?: string }[]; format?: { start_time?: string } };
  const start = Number(json.format?.start_time ?? 0) || 0;
  return (json.frames ?? [])
    .map((frame) => Number(frame.pts_time ?? frame.best_effort_timestamp_time) - start)
    .filter((time) => Number.isFinite(time));
}

/** Both checks, in order: the magic bytes first (cheap), then ffprobe. */
export async function checkVideoFile(filePath: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  if (!(await sniffVideoContainer(filePath))) throw new MediaRejected('The file is not a video container Clipyard reads');
  return probeVideo(filePath, options);
}
