import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMediaKey } from '@clipyard/shared/media';
import type { ByteRange, MediaObjectInfo, MediaStore } from './media-store';

/**
 * Media in a local folder (the default). Keys are checked against the SPEC's key patterns before they
 * become paths, so no key can leave the folder. Writes go to a temporary name and are renamed into place:
 * a reader never sees half a file.
 */
export function createLocalStore(rootDir: string): MediaStore {
  const root = path.resolve(rootDir);

  function pathOf(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(root, key);
  }

  async function writeAtomically(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, data) {
      await writeAtomically(key, async (tmp) => {
        if (Buffer.isBuffer(data)) await writeFile(tmp, data);
        else await pipeline(data as Readable, createWriteStream(tmp));
      });
    },
    async putFile(key, filePath) {
      await writeAtomically(key, (tmp) => copyFile(filePath, tmp));
    },
    async moveFile(key, filePath) {
      // Scratch files live under the media folder: same disk, so rename is atomic and copies nothing.
      await writeAtomically(key, (tmp) => rename(filePath, tmp).catch(() => copyFile(filePath, tmp)));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      // Prefixes are 'clips/{channel}/{clip}': the files of that clip in its channel folder.
      const dir = path.join(root, path.dirname(prefix));
      const base = path.basename(prefix);
      if (!dir.startsWith(root + path.sep) || base.includes('..')) throw new Error(`Bad prefix: ${prefix}`);
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((n) => n.startsWith(base)).map((n) => rm(path.join(dir, n), { force: true })));
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async stat(key): Promise<MediaObjectInfo | null> {
      if (!isMediaKey(key)) return null;
      const info = await stat(pathOf(key)).catch(() => null);
      if (!info || !info.isFile()) return null;
      // Size, modification time and inode change whenever the bytes do (files are replaced by rename).
      const tag = createHash('sha1').update(`${info.size}:${info.mtimeMs}:${info.ino}`).digest('base64url').slice(0, 20);
      return { size: info.size, etag: `"${tag}"`, lastModified: info.mtime };
    },
    async read(key, range?: ByteRange) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async getToFile(key, filePath) {
      await copyFile(pathOf(key), filePath);
    },
  };
}
