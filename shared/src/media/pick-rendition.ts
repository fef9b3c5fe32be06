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

/** The decoding question MediaCapabilities answers, per rendition (the codecs the encoder writes). */
const CAPABILITY_TYPES: Record<RenditionKind, string> = {
  av1: 'video/webm; codecs="av01.0.05M.08"',
  x265: HEVC_TYPES[0],
  source: 'video/mp4; codecs="avc1.640028"',
};
/** Typical size order of the renditions (AV1 smallest): "then the smallest file". */
const SIZE_ORDER: readonly RenditionKind[] = ['av1', 'x265', 'source'];

export interface DecodingQuestion {
  width: number;
  height: number;
  framerate?: number;
  bitrate?: number;
}

/** The part of MediaCapabilities this needs (tests pass a stand-in). */
export interface DecodingInfoSource {
  decodingInfo(config: { type: 'file'; video: { contentType: string; width: number; height: number; bitrate: number; framerate: number } }): Promise<{ supported: boolean; smooth: boolean; powerEfficient?: boolean }>;
}

/**
 * The rendition to play, asking MediaCapabilities: supported and smooth first, then supported, each tier in order
 * of file size (AV1, x265, source); the h264 source whenever nothing else qualifies. Renditions whose container
 * the browser refuses (canPlayType) are never asked about.
 */
export async function pickRenditionByCapabilities(
  available: readonly RenditionKind[],
  canPlay: CanPlayType,
  capabilities: DecodingInfoSource,
  question: DecodingQuestion,
): Promise<RenditionKind | null> {
  const candidates = SIZE_ORDER.filter((kind) => available.includes(kind) && canPlayRendition(kind, canPlay));
  if (candidates.length === 0) return null;
  const answers = await Promise.all(
    candidates.map(async (kind) => {
      try {
        const info = await capabilities.decodingInfo({
          type: 'file',
          video: { contentType: CAPABILITY_TYPES[kind], width: question.width, height: question.height, bitrate: question.bitrate ?? 4_000_000, framerate: question.framerate ?? 30 },
        });
        return { kind, supported: info.supported, smooth: info.smooth };
      } catch {
        return { kind, supported: kind === 'source', smooth: false };
      }
    }),
  );
  const smooth = answers.find((a) => a.supported && a.smooth);
  if (smooth) return smooth.kind;
  const supported = answers.find((a) => a.supported);
  if (supported) return supported.kind;
  return available.includes('source') ? 'source' : candidates[0];
}
