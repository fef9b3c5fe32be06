import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Finds an executable on PATH without spawning a shell. */
function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* keep looking */
    }
  }
  return null;
}

/**
 * Debian's ffmpeg (x264, x265, SVT-AV1, libwebp, AVIF) is what Clipyard expects. An npm-shipped binary is only a
 * fallback for a machine without it: it is old and lacks SVT-AV1 and AVIF, so those renditions then fail.
 */
function fallback(pkg: string): string | null {
  try {
    const require = createRequire(__filename);
    return (require(pkg) as { path: string }).path;
  } catch {
    return null;
  }
}

let cached: { ffmpeg: string; ffprobe: string } | null = null;

export function mediaBinaries(): { ffmpeg: string; ffprobe: string } {
  if (!cached) {
    const ffmpeg = process.env.FFMPEG_PATH || onPath('ffmpeg') || fallback('@ffmpeg-installer/ffmpeg');
    const ffprobe = process.env.FFPROBE_PATH || onPath('ffprobe') || fallback('@ffprobe-installer/ffprobe');
    if (!ffmpeg || !ffprobe) {
      throw new Error('ffmpeg and ffprobe are needed for clip media: install them (Debian/Ubuntu: apt-get install ffmpeg)');
    }
    cached = { ffmpeg, ffprobe };
  }
  return cached;
}

/** `nice` lowers encode priority so the API stays responsive on a small machine. */
export const NICE = onPath('nice');
