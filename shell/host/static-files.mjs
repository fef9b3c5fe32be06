/**
 * How a built file is served, shared by the shell's HTML host and the plain static server of the remotes
 * (scripts/lib/static-server.mjs): its Content-Type, its caching, gzip with a cache of what was zipped, the folder
 * it is served from, and the switches the e2e tests turn on a running server (slow, down, another build).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt', '.xml', '.webmanifest']);
/** Content-hashed file names (Rspack's [contenthash:8]) never change: cached for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** @param {string} ext  a file extension with its dot ('.js') */
export function contentTypeOf(ext) {
  return TYPES[ext] ?? 'application/octet-stream';
}

/** A year for content-hashed files; every other file is checked again each time (it names the current version). */
export function cacheControlOf(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Gzip for clients that accept it, of text files worth it (over 512 bytes); a body with a cache key (file and
 * mtime) is zipped once.
 */
export function createGzip() {
  const cache = new Map();
  return {
    /**
     * @param {string | string[] | undefined} acceptEncoding  the request's Accept-Encoding
     * @param {Buffer} body
     * @param {string} ext
     * @param {string} [cacheKey]
     * @returns {{ body: Buffer, gzipped: boolean }}
     */
    encode(acceptEncoding, body, ext, cacheKey) {
      if (!/\bgzip\b/.test(String(acceptEncoding ?? '')) || !COMPRESSIBLE.has(ext) || body.length <= 512) return { body, gzipped: false };
      let zipped = cacheKey ? cache.get(cacheKey) : undefined;
      if (!zipped) {
        zipped = gzipSync(body);
        if (cacheKey) cache.set(cacheKey, zipped);
      }
      return { body: zipped, gzipped: true };
    },
    clear() {
      cache.clear();
    },
  };
}

/**
 * The served folder and the e2e switches of one running server: `setDelay` holds answers back (all of them, or the
 * paths matching a pattern), `setDown` drops connections unanswered as an unreachable host would, `setRoot` serves
 * another build (and forgets what was zipped).
 *
 * @param {{ root: string, delayMs?: number, delayMatch?: RegExp | null, gzip: { clear(): void } }} o
 */
export function createServing(o) {
  let root = path.resolve(o.root);
  let delayMs = o.delayMs ?? 0;
  let delayMatch = o.delayMatch ?? null;
  let down = false;
  return {
    isDown: () => down,
    /** Waits the set delay when `address` is held back, else answers at once. */
    async hold(address) {
      if (delayMs > 0 && (!delayMatch || delayMatch.test(address))) await new Promise((resolve) => setTimeout(resolve, delayMs));
    },
    /** The file `pathname` names inside the served folder, or null for a path that leaves it. */
    fileOf(pathname) {
      const file = path.join(root, pathname);
      return file === root || file.startsWith(root + path.sep) ? file : null;
    },
    controls: {
      setDelay: (ms, match = null) => {
        delayMs = ms;
        delayMatch = match;
      },
      setDown: (value) => (down = value),
      setRoot: (dir) => {
        root = path.resolve(dir);
        o.gzip.clear();
      },
    },
  };
}
