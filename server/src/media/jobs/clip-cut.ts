import type { SourceCut } from '../ffmpeg/commands';
import { keyframeTimes, MediaRejected, type ProbeResult } from '../ffmpeg/probe';
import type { ClipForJob } from './clip-input';

/** The frame rate assumed when ffprobe cannot tell: the common one of streams and phones. */
const DEFAULT_FPS = 30;

/**
 * How the source job cuts a clip trimmed in the clip editor (issue 23 item 1, ADR 0145), or null for the whole
 * source. The range must lie within the video (one frame of slack at the end, where the editor's last frame is);
 * TRIM_INVALID otherwise, as the clip's failure reason. A start within half a frame of a keyframe is moved onto it,
 * so a remuxable input is cut by stream copy; any other start is encoded.
 */
export async function planSourceCut(input: string, clip: Pick<ClipForJob, 'trim_start_seconds' | 'trim_end_seconds'>, probe: ProbeResult): Promise<SourceCut | null> {
  if (clip.trim_start_seconds === null || clip.trim_end_seconds === null) return null;
  const frame = 1 / (probe.fps ?? DEFAULT_FPS);
  const start = clip.trim_start_seconds;
  if (start >= probe.durationSeconds || clip.trim_end_seconds > probe.durationSeconds + frame) {
    throw new MediaRejected(`The part chosen (${start.toFixed(2)}–${clip.trim_end_seconds.toFixed(2)} s) is not within the video (${probe.durationSeconds.toFixed(2)} s)`, 'TRIM_INVALID');
  }
  const end = Math.min(clip.trim_end_seconds, probe.durationSeconds);
  const keyframes = start === 0 ? [0] : await keyframeTimes(input, start - 1, start + 1).catch(() => []);
  const keyframe = keyframes.find((time) => Math.abs(time - start) <= frame / 2);
  // On a keyframe, seek to exactly its time (as ffprobe printed it): a copy then starts with that keyframe. A time a
  // hair past it would keep the keyframe as a hidden lead-in frame with a negative time, one before it the previous
  // second.
  const cutStart = keyframe ?? start;
  return { startSeconds: cutStart, durationSeconds: end - cutStart, onKeyframe: keyframe !== undefined };
}
