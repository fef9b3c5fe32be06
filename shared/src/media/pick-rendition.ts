import type { RenditionKind } from '../contract/models';

/**
 * Which rendition the player should load: AV1, then x265, then the h264 source, by what this browser plays.
 * `canPlay` is usually `(type) => video.canPlayType(type)`; an empty string means no, 'maybe'/'probably' yes.
 */
export type CanPlayType = (mimeType: string) => string;

/** AV1 ships in Matroska (-av1.mkv): the browser must play both the codec and the container. */
const AV1_TYPES = ['video/x-matroska; codecs="av01.0.05M.08"', 'video/webm; codecs="av01.0.05M.08"'];
/** Chromium answers for matroska under its webm alias; the codec check alone is not enough without a container. */
const AV1_CODEC_TYPE = 'video/mp4; codecs="av01.0.05M.08"';
const HEVC_TYPES = ['video/mp4; codecs="hvc1.1.6.L93.B0"', 'video/mp4; codecs="hev1.1.6.L93.B0"'];

function yes(answer: string): boolean {
  return answer === 'probably' || answer === 'maybe';
}

export function canPlayRendition(kind: RenditionKind, canPlay: CanPlayType): boolean {
  if (kind === 'source') return true;
  if (kind === 'x265') return yes(canPlay(HEVC_TYPES[0]));
  // AV1: the codec must be playable and Matroska accepted (directly or as WebM, the subset browsers implement).
  const matroska = AV1_TYPES.some((type) => yes(canPlay(type)));
  return matroska && yes(canPlay(AV1_CODEC_TYPE));
}

/** The best rendition that exists and plays; null when none exists yet (still encoding). */
export function pickRendition(available: readonly RenditionKind[], canPlay: CanPlayType): RenditionKind | null {
  for (const kind of ['av1', 'x265', 'source'] as const) {
    if (available.includes(kind) && canPlayRendition(kind, canPlay)) return kind;
  }
  return null;
}
