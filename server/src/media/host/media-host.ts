import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaContentType } from '@clipyard/shared/media';
import type { MediaStore } from '../storage';
import { etagMatches, parseRange } from './byte-range';
import type { ClipMediaAccess } from './clip-media-access';
import { attachmentDisposition, downloadFileName } from './download-name';

/** The title of a clip for its download file name (null when unknown: the clip id stands in). */
export type ClipTitleLookup = (channelLogin: string, internalClipId: string) => Promise<string | null>;

const CLIP_VIDEO_KEY = /^clips\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)-(source|x265|av1|vertical)\.(mp4|mkv)$/;
/** Any file of a clip (video or thumbnail): its channel and clip id. */
const CLIP_KEY = /^clips\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+?)(?:-source\.mp4|-x265\.mp4|-av1\.mkv|-vertical\.mp4|-frames\.webp|\.webp|\.avif|(-original\.(?:mp4|mkv)))$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unversioned addresses may change (a re-encode), so browsers check again soon. */
const SHORT = 'public, max-age=60';
/** A clip that is not public, fetched with a grant: no shared cache may keep it, nor the browser (ADR 0114). */
const PRIVATE = 'private, no-store';

export interface MediaHostOptions {
  clipTitle?: ClipTitleLookup;
  /** Without it every file is public (a bare media host in tests); the API always passes it. */
  clipAccess?: ClipMediaAccess;
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ isSuccessful: false, errorCode: 'NOT_FOUND', message: 'No such media' });
}

/**
 * GET and HEAD /media/{key}: the SPEC section 2 addresses, from local storage or proxied from object storage.
 * Only keys matching the SPEC's patterns are served (no path traversal, no work files). Range requests (206,
 * 416), strong ETags with If-None-Match (304), a year-long immutable cache for ?version= addresses, content
 * types by key, and open CORS (public media, no credentials). The files of a clip that is not public are answered
 * as unknown unless the address carries a valid `grant` (ADR 0114), and then never cached.
 */
export function registerMediaHost(app: FastifyInstance, store: MediaStore, options: MediaHostOptions = {}): void {
  const { clipTitle, clipAccess } = options;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'] ?? '';
    const contentType = mediaContentType(key);
    if (!contentType) return notFound(reply);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const clipKey = clipAccess ? CLIP_KEY.exec(key) : null;
    const visibility = clipKey && clipAccess ? await clipAccess(clipKey[1], clipKey[2], query.grant, query.version, clipKey[3] !== undefined) : 'public';
    if (visibility === 'hidden') return notFound(reply);
    const info = await store.stat(key);
    if (!info) return notFound(reply);

    const versioned = typeof query.version === 'string';
    // ?download=1 on a clip video: save it (Content-Disposition: attachment) under "{channel} - {title}.{ext}".
    const video = query.download === '1' ? CLIP_VIDEO_KEY.exec(key) : null;
    if (video) {
      const [, channelLogin, internalClipId, variant, extension] = video;
      const title = clipTitle ? await clipTitle(channelLogin, internalClipId) : null;
      // The vertical version saves beside the landscape one, not over it.
      const name = downloadFileName(channelLogin, title, internalClipId, extension, variant === 'vertical' ? ' (vertical)' : '');
      reply.header('content-disposition', attachmentDisposition(name));
    }
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', 'Content-Length, Content-Range, Accept-Ranges, ETag, Content-Disposition')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .header('etag', info.etag)
      .header('last-modified', info.lastModified.toUTCString())
      .header('cache-control', visibility === 'granted' ? PRIVATE : versioned ? IMMUTABLE : SHORT)
      .header('content-type', contentType);

    if (etagMatches(request.headers['if-none-match'], info.etag)) return reply.code(304).send();

    // If-Range: a range only applies to the version the client already has part of.
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange && ifRange !== info.etag ? undefined : request.headers.range;
    const range = parseRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${info.size}`).removeHeader('content-type').send();
    }
    const length = range ? range.end - range.start + 1 : info.size;
    reply.header('content-length', String(length));
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    if (request.method === 'HEAD' || length === 0) return reply.send();
    return reply.send(await store.read(key, range ?? undefined));
  };
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', exposeHeadRoute: false, handler: serve });
}
