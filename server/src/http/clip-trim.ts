import { CLIP_TRIM_MIN_SECONDS, type ParsedRequestOf } from '@clipyard/shared/contract';
import { ApiError } from './api-error';

/** A millisecond of slack: a range the editor made of frame times must not fail on floating-point rounding. */
const SLACK_SECONDS = 0.001;

export interface ClipTrim {
  startSeconds: number;
  endSeconds: number;
}

/**
 * The range of submitClip's `trim`, checked against the clip lengths this server allows (ADR 0145): TRIM_INVALID
 * when it ends before it starts or is shorter or longer than a clip may be. Whether it lies within the source is
 * known only once the source is probed: the source job checks that (clip-trim in media/jobs).
 */
export function checkClipTrim(trim: ParsedRequestOf<'client/userSubmission/submitClip'>['trim'], maxSeconds: number): ClipTrim | null {
  if (!trim) return null;
  const length = trim.endSeconds - trim.startSeconds;
  if (length < CLIP_TRIM_MIN_SECONDS - SLACK_SECONDS || length > maxSeconds + SLACK_SECONDS) {
    throw new ApiError('TRIM_INVALID', `A clip is ${CLIP_TRIM_MIN_SECONDS} to ${maxSeconds} seconds long; the range chosen is ${length.toFixed(2)} s`);
  }
  return { startSeconds: trim.startSeconds, endSeconds: trim.endSeconds };
}
