import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EncodeJobKind } from '../../db/schema';
import { mediaBinaries } from './binaries';
import { av1Args, sourceArgs, testVideoArgs, thumbnailAvifArgs, thumbnailWebpArgs, x265Args } from './commands';
import { verticalArgs } from './vertical-commands';

const run = promisify(execFile);

/** The encoders and muxers one ffmpeg binary was built with (`ffmpeg -encoders`, `ffmpeg -muxers`). */
export interface FfmpegCapabilities {
  encoders: Set<string>;
  muxers: Set<string>;
}

interface Needs {
  /** What it makes, as the start message names it. */
  label: string;
  encoders: string[];
  muxers: string[];
}

/** What each job kind's ffmpeg arguments (commands.ts) need from the binary. */
export const KIND_NEEDS: Record<EncodeJobKind, Needs> = {
  source: { label: 'the h264 source rendition', encoders: ['libx264', 'aac'], muxers: ['mp4'] },
  thumbnail: { label: 'WebP thumbnails', encoders: ['libwebp'], muxers: ['webp'] },
  x265: { label: 'the HEVC (x265) rendition', encoders: ['libx265', 'aac'], muxers: ['mp4'] },
  av1: { label: 'the AV1 (SVT-AV1) rendition', encoders: ['libsvtav1', 'libopus'], muxers: ['matroska'] },
  // drawtext (libfreetype and a font through fontconfig) is not an encoder: the trial encode below finds it missing.
  vertical: { label: 'vertical versions', encoders: ['libx264', 'aac'], muxers: ['mp4'] },
};
/** The AVIF thumbnail is made by the thumbnail job next to the WebP one, when the binary can. */
export const AVIF_THUMBNAIL_NEEDS: Needs = { label: 'AVIF thumbnails', encoders: ['libsvtav1'], muxers: ['avif'] };

/** What this binary can make: the job kinds worth queueing and whether thumbnails get an AVIF. */
export interface MediaSupport {
  kinds: Set<EncodeJobKind>;
  avifThumbnails: boolean;
  /** Everything it cannot make, with the encoders or muxers it lacks. */
  missing: { label: string; lacks: string[] }[];
}

/** `ffmpeg -encoders` lines look like " V....D libx264   libx264 H.264 …"; `-muxers` like "  E mp4   MP4 …". */
function names(listing: string, flags: RegExp): Set<string> {
  const found = new Set<string>();
  for (const line of listing.split('\n')) {
    const match = flags.exec(line);
    if (match) for (const name of match[1]!.split(',')) found.add(name);
  }
  return found;
}

export async function readCapabilities(ffmpeg: string): Promise<FfmpegCapabilities> {
  const options = { timeout: 15_000, maxBuffer: 4 * 1024 * 1024 };
  const [encoders, muxers] = await Promise.all([
    run(ffmpeg, ['-hide_banner', '-encoders'], options),
    run(ffmpeg, ['-hide_banner', '-muxers'], options),
  ]);
  return {
    encoders: names(encoders.stdout, /^ [VAS][A-Z.]{5} (\S+)/),
    muxers: names(muxers.stdout, /^ [D ]E (\S+)/),
  };
}

function lacks(caps: FfmpegCapabilities, needs: Needs): string[] {
  return [...needs.encoders.filter((e) => !caps.encoders.has(e)), ...needs.muxers.filter((m) => !caps.muxers.has(m)).map((m) => `${m} muxer`)];
}

export function supportOf(caps: FfmpegCapabilities): MediaSupport {
  const kinds = new Set<EncodeJobKind>();
  const missing: MediaSupport['missing'] = [];
  for (const [kind, needs] of Object.entries(KIND_NEEDS) as [EncodeJobKind, Needs][]) {
    const lacking = lacks(caps, needs);
    // The source job is always queued: without it nothing plays, and its failure then says why on the clip.
    if (lacking.length === 0 || kind === 'source') kinds.add(kind);
    if (lacking.length > 0) missing.push({ label: needs.label, lacks: lacking });
  }
  const avifLacks = lacks(caps, AVIF_THUMBNAIL_NEEDS);
  if (avifLacks.length > 0) missing.push({ label: AVIF_THUMBNAIL_NEEDS.label, lacks: avifLacks });
  return { kinds, avifThumbnails: avifLacks.length === 0, missing };
}

/**
 * A binary can list an encoder and still fail our arguments (the npm fallback's x265 once did, on a scale option
 * its 2018 filters lacked), so each kind it claims is also tried once on a tiny clip with the very arguments the
 * jobs use. A failed trial drops the kind like a missing encoder, with ffmpeg's reason.
 */
export async function trialEncodes(ffmpeg: string, claimed: MediaSupport): Promise<MediaSupport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clipyard-ffmpeg-trial-'));
  const tryArgs = async (args: string[]): Promise<string | null> => {
    try {
      await run(ffmpeg, args, { timeout: 60_000, maxBuffer: 1024 * 1024, env: { ...process.env, SVT_LOG: '1' } });
      return null;
    } catch (error) {
      const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
      return `a trial encode failed: ${stderr.split('\n').pop() || 'no reason given'}`.slice(0, 200);
    }
  };
  try {
    const input = path.join(dir, 'trial.mp4');
    const out = (name: string) => path.join(dir, name);
    // SVT-AV1 needs at least 64 pixels a side. No input, no trial: the kinds stay as listed and the jobs report ffmpeg's own reason.
    if (await tryArgs(testVideoArgs(input, { seconds: 0.5, width: 128, height: 72, fps: 10 }))) return claimed;
    const trials: [EncodeJobKind | 'avif', string[]][] = [
      ['source', sourceArgs(input, out('source.mp4'), true)],
      ['thumbnail', thumbnailWebpArgs(input, out('thumb.webp'), 0.1)],
      ['x265', x265Args(input, out('x265.mp4'), true)],
      ['av1', av1Args(input, out('av1.mkv'), true)],
      ['vertical', verticalArgs(input, out('vertical.mp4'), { width: 128, height: 72, hasAudio: true }, { layout: 'crop', centerX: 0.5 }, 'trial')],
      ['avif', thumbnailAvifArgs(input, out('thumb.avif'), 0.1)],
    ];
    const kinds = new Set(claimed.kinds);
    const missing = [...claimed.missing];
    let avifThumbnails = claimed.avifThumbnails;
    for (const [kind, args] of trials) {
      const claimedHere = kind === 'avif' ? claimed.avifThumbnails : claimed.kinds.has(kind) && !claimed.missing.some((m) => m.label === KIND_NEEDS[kind].label);
      if (!claimedHere) continue;
      const failure = await tryArgs(args);
      if (!failure) continue;
      if (kind === 'avif') avifThumbnails = false;
      else if (kind !== 'source') kinds.delete(kind);
      missing.push({ label: kind === 'avif' ? AVIF_THUMBNAIL_NEEDS.label : KIND_NEEDS[kind].label, lacks: [failure] });
    }
    return { kinds, avifThumbnails, missing };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Everything available: what we assume when the probe itself cannot run (the jobs then fail with ffmpeg's reason). */
const FULL_SUPPORT: MediaSupport = { kinds: new Set(Object.keys(KIND_NEEDS) as EncodeJobKind[]), avifThumbnails: true, missing: [] };

/**
 * The start message about this binary, or null when it makes everything. Truthful about what plays: as long as
 * the source rendition can be made every clip plays, only the extra renditions and AVIF thumbnails are missing.
 */
export function describeSupport(support: MediaSupport, ffmpegPath: string): string | null {
  if (support.missing.length === 0) return null;
  const why = (lacks: string[]) => (lacks[0]?.startsWith('a trial') ? lacks.join(', ') : `needs ${lacks.join(', ')}`);
  const list = support.missing.map((m) => `${m.label} (${why(m.lacks)})`).join('; ');
  const sourceMissing = support.missing.some((m) => m.label === KIND_NEEDS.source.label);
  const plays = sourceMissing
    ? 'clips cannot be encoded, so new clips will not play'
    : 'clips are encoded and play (the h264 source rendition is made); these are not made and never queued';
  return `ffmpeg at ${ffmpegPath} lacks what Clipyard needs for: ${list}. So ${plays}. Install Debian's ffmpeg (apt-get install ffmpeg; macOS: brew install ffmpeg) and restart to get them.`;
}

const cache = new Map<string, Promise<MediaSupport>>();

/** The ffmpeg in use, or null when there is none at all (binaries.ts throws; the jobs then fail saying so). */
function ffmpegInUse(): string | null {
  try {
    return mediaBinaries().ffmpeg;
  } catch {
    return null;
  }
}

/** The support of the ffmpeg in use, probed once per process (and per binary). */
export function mediaSupport(ffmpeg: string | null = ffmpegInUse()): Promise<MediaSupport> {
  if (!ffmpeg) return Promise.resolve(FULL_SUPPORT);
  let support = cache.get(ffmpeg);
  if (!support) {
    support = readCapabilities(ffmpeg).then(
      (caps) => trialEncodes(ffmpeg, supportOf(caps)),
      () => FULL_SUPPORT,
    );
    cache.set(ffmpeg, support);
  }
  return support;
}

/** The start warning about the ffmpeg in use (main.ts), or null when it makes everything. */
export async function mediaSupportWarning(): Promise<string | null> {
  const ffmpeg = ffmpegInUse();
  return ffmpeg ? describeSupport(await mediaSupport(ffmpeg), ffmpeg) : null;
}
