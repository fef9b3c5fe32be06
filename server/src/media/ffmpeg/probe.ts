import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { mediaBinaries } from './binaries';

const run = promisify(execFile);

/** Longest clip Clipyard takes (seconds): longer inputs are refused, not trimmed. */
export const MAX_CLIP_SECONDS = 600;

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
}

/** A media problem to show the submitter (stored as the clip's failure reason). */
export class MediaRejected extends Error {
  constructor(
    message: string,
    readonly code: 'MEDIA_INVALID' | 'MEDIA_TOO_LARGE' = 'MEDIA_INVALID',
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

/** ffprobe decides whether a file is a usable video: a video stream, a sane size and duration. */
export async function probeVideo(filePath: string): Promise<ProbeResult> {
  let json: {
    format?: { duration?: string; format_name?: string };
    streams?: { codec_type?: string; codec_name?: string; pix_fmt?: string; width?: number; height?: number; duration?: string }[];
  };
  try {
    const { stdout } = await run(
      mediaBinaries().ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath],
      { timeout: 30_000, maxBuffer: 4 * 1024 * 1024 },
    );
    json = JSON.parse(stdout);
  } catch {
    throw new MediaRejected('The file is not a readable video');
  }
  const video = json.streams?.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  if (!video) throw new MediaRejected('The file has no video stream');
  const duration = Number(json.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(duration) || duration <= 0) throw new MediaRejected('The video has no duration');
  if (duration > MAX_CLIP_SECONDS) throw new MediaRejected(`The video is longer than ${MAX_CLIP_SECONDS / 60} minutes`);
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (width > 8192 || height > 8192) throw new MediaRejected('The video is larger than 8192 pixels');
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds: duration,
    width,
    height,
    hasAudio: Boolean(audio),
    formatName: json.format?.format_name ?? '',
    videoCodec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? '',
    audioCodec: audio?.codec_name ?? null,
  };
}

/** Both checks, in order: the magic bytes first (cheap), then ffprobe. */
export async function checkVideoFile(filePath: string): Promise<ProbeResult> {
  if (!(await sniffVideoContainer(filePath))) throw new MediaRejected('The file is not a video container Clipyard reads');
  return probeVideo(filePath);
}
