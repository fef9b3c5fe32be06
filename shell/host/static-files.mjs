/**
 * How a built file is served, shared by the shell's HTML host and the plain static server of the remotes
 * (scripts/lib/static-server.mjs): its Content-Type, its caching, and gzip with a cache of what was zipped.
 */
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
