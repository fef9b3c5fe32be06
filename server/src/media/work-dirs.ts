import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local working folders (also with S3 storage: ffmpeg needs files). They sit under the media folder in dot
 * folders the media host never serves (its key patterns do not match them). Every name in them is made by the
 * server from ids it generated: a user-given file name never reaches a path.
 */
export interface WorkDirs {
  /** Checked inputs waiting for their encode jobs: inputs/{clipId}. */
  inputs: string;
  /** Encoder outputs before they are stored, and downloads in progress. */
  scratch: string;
  /** The tus upload store. */
  uploads: string;
}

export function workDirsFor(mediaDir: string): WorkDirs {
  const root = path.resolve(mediaDir);
  return {
    inputs: path.join(root, '.work', 'inputs'),
    scratch: path.join(root, '.work', 'scratch'),
    uploads: path.join(root, '.uploads'),
  };
}

export async function ensureWorkDirs(dirs: WorkDirs): Promise<void> {
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function assertSafeId(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`Unsafe id for a file name: ${JSON.stringify(id)}`);
  return id;
}

export function inputPathOf(dirs: WorkDirs, clipId: string): string {
  return path.join(dirs.inputs, assertSafeId(clipId));
}

export function uploadPathOf(dirs: WorkDirs, uploadId: string): string {
  return path.join(dirs.uploads, assertSafeId(uploadId));
}

/**
 * Scratch files older than a day: left by a worker that died (or by its orphaned ffmpeg). A live job's files are
 * minutes old at most, far younger than this.
 */
export async function removeOldScratchFiles(dirs: WorkDirs, maxAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
  const names = await readdir(dirs.scratch).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dirs.scratch, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > maxAgeMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
