import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Finds an executable on a PATH without spawning a shell. */
function onPath(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
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
 * The npm-shipped binaries (optional dependencies of the server) are only a fallback for a machine without
 * ffmpeg: they are old (2018) and lack SVT-AV1 and AVIF, so those renditions then fail while the source works.
 */
function fallback(pkg: string): string | null {
  try {
    const require = createRequire(__filename);
    const binary = (require(pkg) as { path: string }).path;
    try {
      accessSync(binary, constants.X_OK);
    } catch {
      // Its postinstall (a chmod) does not run under pnpm 10, which blocks install scripts by default.
      chmodSync(binary, 0o755);
    }
    return binary;
  } catch {
    return null;
  }
}

export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** 'system' for Debian's (or any PATH) ffmpeg, which Clipyard expects; 'npm' for the fallback. */
  source: 'env' | 'system' | 'npm';
}

/** FFMPEG_PATH/FFPROBE_PATH, else ffmpeg and ffprobe on PATH, else the npm fallback. */
export function resolveMediaBinaries(env: NodeJS.ProcessEnv = process.env): MediaBinaries {
  if (env.FFMPEG_PATH && env.FFPROBE_PATH) return { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, source: 'env' };
  const searchPath = env.PATH ?? '';
  const ffmpeg = onPath('ffmpeg', searchPath);
  const ffprobe = onPath('ffprobe', searchPath);
  if (ffmpeg && ffprobe) return { ffmpeg, ffprobe, source: 'system' };
  const npmFfmpeg = fallback('@ffmpeg-installer/ffmpeg');
  const npmFfprobe = fallback('@ffprobe-installer/ffprobe');
  if (npmFfmpeg && npmFfprobe) return { ffmpeg: npmFfmpeg, ffprobe: npmFfprobe, source: 'npm' };
  throw new Error('ffmpeg and ffprobe are needed for clip media: install them (Debian/Ubuntu: apt-get install ffmpeg)');
}

let cached: MediaBinaries | null = null;

export function mediaBinaries(): MediaBinaries {
  cached ??= resolveMediaBinaries();
  return cached;
}

/** `nice` lowers encode priority so the API stays responsive on a small machine. */
export const NICE = onPath('nice', process.env.PATH ?? '');

/** `prlimit` (util-linux) caps an encode's CPU time, so a crafted input cannot spin a core past its job's budget. */
export const PRLIMIT = onPath('prlimit', process.env.PATH ?? '');
