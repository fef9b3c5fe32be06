import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FileStore } from '@tus/file-store';
import { type DataStore, ERRORS, EVENTS, type Locker, MemoryLocker, type Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isDatabaseUnavailable } from '../../db/db-errors';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { authenticate } from '../../http/authenticate';
import { RateLimiter } from '../../http/rate-limiter';
import { checkVideoFile, MediaRejected } from '../../media/ffmpeg/probe';
import type { WorkDirs } from '../../media/work-dirs';
import { PgUploadLocker } from '../../media/uploads/pg-upload-locker';
import { asMember } from '../../http/caller';
import { PrefixedS3Store } from '../../media/uploads/tus-s3-store';
import { checkFinishedUpload, discardUpload } from '../../media/uploads/upload-handoff';
import { answerOfHookError, JsonFailureTusServer, TUS_VERSION, tusFailure } from './tus-answers';
import { reserveUpload, UploadQuotaExceeded } from '../../media/uploads/upload-quota';

/** Who may upload: a signed-in, registered user, established by the same auth step as every call. */
async function uploaderOf(ctx: AppContext, request: FastifyRequest | undefined): Promise<UserRow> {
  if (!request) throw new ApiError('INTERNAL_ERROR', 'The upload request lost its HTTP request');
  return asMember(await authenticate(ctx, request, 'required', false)).user;
}

/**
 * tus answers 412 to a request without Tus-Resumable but only 400 to one naming a version it does not speak; tus 1.0.0
 * says 412 for both. A version other than ours is therefore removed (from both header views Node keeps), so tus's
 * own 412, with its CORS headers, answers it (JsonFailureTusServer names the version spoken).
 */
function forgetOtherTusVersion(raw: IncomingMessage): void {
  const version = raw.headers['tus-resumable'];
  if (version === undefined || version === TUS_VERSION) return;
  delete raw.headers['tus-resumable'];
  raw.rawHeaders = raw.rawHeaders.filter((_, i, all) => (i % 2 === 0 ? all[i] : all[i - 1])!.toLowerCase() !== 'tus-resumable');
}

/**
 * Where uploads live while they arrive (ADR 0111): with S3 storage in the bucket (@tus/s3-store), so any instance
 * can resume any upload; else this machine's tus folder.
 */
function uploadDatastore(ctx: AppContext, dirs: WorkDirs): DataStore {
  const s3 = ctx.media.storage.s3;
  return s3 ? new PrefixedS3Store(s3) : new FileStore({ directory: dirs.uploads });
}

/** tus's lock on an upload: across instances on PostgreSQL, in this process's memory on PGlite (one process). */
function uploadLocker(ctx: AppContext): Locker & { close?(): Promise<void> } {
  return ctx.config.databaseUrl ? new PgUploadLocker(ctx.config.databaseUrl) : new MemoryLocker();
}

/** Upload ids are ours (random, URL- and file-safe): the client's file name never reaches a path. */
export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Resumable uploads over tus at /uploads/ (POST creates, HEAD tells the offset, PATCH appends). A signed-in,
 * registered user only, checked by the same authenticate as every call; each upload belongs to its
 * creator; at most config.media.maxSourceBytes; client metadata (file names) is dropped. When the last byte
 * arrives the file is checked (magic bytes, then ffprobe) and a bad file is deleted at once. submitClip then takes
 * a finished upload by its id, once. Every refusal is the calls' JSON failure shape (tus-answers.ts), so the
 * upload screen shows the code's localized message.
 */
export function registerTusUploads(app: FastifyInstance, ctx: AppContext, dirs: WorkDirs): Server {
  // tus hands its hooks a web Request made from the Node request; this finds the Fastify request (headers, ip)
  // that authenticate() reads, and the uploader once established.
  const fastifyRequests = new WeakMap<object, FastifyRequest>();
  const uploaders = new WeakMap<FastifyRequest, UserRow>();
  async function uploader(req: { runtime?: { node?: { req: object } } }): Promise<UserRow> {
    const raw = req.runtime?.node?.req;
    const request = raw ? fastifyRequests.get(raw) : undefined;
    const known = request && uploaders.get(request);
    if (known) return known;
    const user = await uploaderOf(ctx, request);
    uploaders.set(request!, user);
    return user;
  }
  // Creations per user (refused ones included), so one account cannot hammer the quota check or the disk.
  const creations = new RateLimiter(ctx.db);
  const locker = uploadLocker(ctx);
  app.addHook('onClose', async () => locker.close?.());
  const tus = new JsonFailureTusServer({
    path: '/uploads',
    datastore: uploadDatastore(ctx, dirs),
    locker,
    maxSize: ctx.config.media.maxSourceBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    allowedOrigins: ctx.config.corsOrigins,
    allowedHeaders: ['Authorization'],
    namingFunction: () => newUploadId(),
    async onIncomingRequest(req, uploadId) {
      const user = await uploader(req);
      if (req.method === 'POST') {
        const limits = ctx.config.media.uploadLimits;
        const window = { max: limits.createsPerWindow, windowSeconds: limits.createWindowSeconds };
        if (ctx.config.rateLimitEnabled && !(await creations.hit('tus-create', user.id, window))) {
          throw new ApiError('RATE_LIMITED', 'Too many uploads started: try again in a little while');
        }
        return;
      }
      // HEAD, PATCH, DELETE: only the uploader's own, unconsumed upload (others' ids look like unknown ones).
      const row = await ctx.db.selectFrom('uploads').select(['user_id', 'clip_id']).where('id', '=', uploadId).executeTakeFirst();
      if (!row || row.user_id !== user.id || row.clip_id) throw new ApiError('UPLOAD_NOT_FOUND', 'No such upload');
    },
    async onUploadCreate(req, upload: Upload) {
      const user = await uploader(req);
      if (upload.size === undefined) throw new ApiError('BAD_REQUEST', 'Upload-Length is required');
      try {
        await reserveUpload(ctx.db, ctx.config.media.uploadLimits, { id: upload.id, userId: user.id, sizeBytes: upload.size });
      } catch (error) {
        if (error instanceof UploadQuotaExceeded) throw new ApiError(error.code, error.message);
        throw error;
      }
      return { metadata: {} };
    },
    async onUploadFinish(_req, upload: Upload) {
      try {
        await checkFinishedUpload(ctx.media.storage, dirs, upload.id, checkVideoFile);
      } catch (error) {
        await ctx.db.deleteFrom('uploads').where('id', '=', upload.id).execute();
        await discardUpload(ctx.media.storage, dirs, upload.id);
        throw error instanceof MediaRejected ? new ApiError(error.code, error.message) : new ApiError('MEDIA_INVALID', 'Not a video');
      }
      // With S3 storage the checked upload already is `uploads/{id}` in the bucket: once it counts as finished any
      // instance can take its submission and any worker can encode it (ADRs 0047, 0111).
      await ctx.db.updateTable('uploads').set({ completed_at: new Date() }).where('id', '=', upload.id).execute();
      return {};
    },
    async onResponseError(_req, error) {
      // The database out of reach (a restart, a fail-over) is 503, which tus clients retry by themselves; never 500.
      if (isDatabaseUnavailable(error)) {
        ctx.log.warn({ err: error }, 'database unavailable (tus)');
        return tusFailure('TEMPORARILY_UNAVAILABLE', 'The database is briefly unavailable: try again in a few seconds', 503);
      }
      const answer = answerOfHookError(error);
      if (answer) return answer;
      // Another request (on any instance) still holds the upload: tus clients retry a 503 by themselves.
      if (error === ERRORS.ERR_LOCK_TIMEOUT) return tusFailure('TEMPORARILY_UNAVAILABLE', 'This upload is busy with another request: try again in a few seconds', 503);
      // tus's own protocol errors carry a status; anything else is our fault, logged and not echoed.
      if ('status_code' in error) return undefined;
      ctx.log.error({ err: error }, 'tus upload failed');
      return tusFailure('INTERNAL_ERROR', 'Something went wrong on our side');
    },
  });

  // A cancelled upload (tus termination) gives its quota back at once.
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    ctx.db
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where('clip_id', 'is', null)
      .execute()
      .catch((error: unknown) => ctx.log.warn({ err: error, uploadId: id }, 'forgetting a cancelled upload failed'));
  });

  app.register(async (scope) => {
    // tus reads the raw request stream itself: no body parsing here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      fastifyRequests.set(request.raw, request);
      forgetOtherTusVersion(request.raw);
      await tus.handle(request.raw, reply.raw);
    };
    // '/uploads' and '/uploads/' create; '/uploads/{id}' resumes. The wildcard covers the trailing slash whatever
    // the app's ignoreTrailingSlash setting is. GET (tus download) is deliberately not routed.
    scope.route({ method: 'POST', url: '/uploads', exposeHeadRoute: false, handler });
    scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE'], url: '/uploads/*', exposeHeadRoute: false, handler });
  });
  return tus;
}
