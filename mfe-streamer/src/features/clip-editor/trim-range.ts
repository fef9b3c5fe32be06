/**
 * The clip editor's range arithmetic (issue 23 item 1, ADR 0145), apart from React so it is tested on its own. Times
 * are seconds from the source's start; the editor moves in frames of 1/30 s, the common rate of streams and phones
 * (the browser does not say a video's frame rate).
 */
export const FRAME_SECONDS = 1 / 30;

export interface TrimRange {
  start: number;
  end: number;
}

export interface TrimLimits {
  minSeconds: number;
  maxSeconds: number;
}

/** Rounded to the millisecond, so a range built from frame steps compares and prints cleanly. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The range the editor opens with: the whole video, or its first `maxSeconds` when it is longer. */
export function initialRange(duration: number, limits: TrimLimits): TrimRange {
  return { start: 0, end: ms(Math.min(duration, limits.maxSeconds)) };
}

/**
 * A range moved by the person, kept a clip: within the video, at least `minSeconds` and at most `maxSeconds` long.
 * `moved` says which end they moved; the other end follows when the length would leave the limits.
 */
export function clampRange(next: TrimRange, moved: 'start' | 'end', duration: number, limits: TrimLimits): TrimRange {
  const shortest = Math.min(limits.minSeconds, duration);
  let start = Math.max(0, Math.min(next.start, duration - shortest));
  let end = Math.min(duration, Math.max(next.end, shortest));
  if (moved === 'start') {
    if (end - start < shortest) end = Math.min(duration, start + shortest);
    if (end - start > limits.maxSeconds) end = start + limits.maxSeconds;
  } else {
    if (end - start < shortest) start = Math.max(0, end - shortest);
    if (end - start > limits.maxSeconds) start = end - limits.maxSeconds;
  }
  return { start: ms(start), end: ms(end) };
}

/** The video is cut at all: a range that is the whole video sends no trim (the server keeps the source as it is). */
export function isWholeVideo(range: TrimRange, duration: number): boolean {
  return range.start <= FRAME_SECONDS / 2 && range.end >= duration - FRAME_SECONDS / 2;
}

/** The trim submitClip takes for this range, or undefined for the whole video. */
export function trimForSubmit(range: TrimRange | null, duration: number): { startSeconds: number; endSeconds: number } | undefined {
  if (!range || isWholeVideo(range, duration)) return undefined;
  return { startSeconds: range.start, endSeconds: range.end };
}

/** m:ss.cc, the way the editor names a cut point (hundredths: the frames of a 30 fps video are 0.033 s apart). */
export function formatCutTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${(seconds - minutes * 60).toFixed(2).padStart(5, '0')}`;
}
