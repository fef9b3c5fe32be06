import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isDatabaseUnavailable } from '../../db/db-errors';
import { RateLimiter } from '../../http/rate-limiter';
import { checkVideoFile, MediaRejected } from '../ffmpeg/probe';
import type { WorkDirs } from '../work-dirs';
import { handOffFinishedUpload } from './upload-handoff';
import { reserveUpload, UploadQuotaExceeded } from './upload-quota';

/** What tus hooks throw to answer the client (tus sends status_code and body as they are). */
function refuse(status_code: number, body: string): { status_code: number; body: string } {
  return { status_code, body: `${body}\n` };
}

/** A request's bearer token verified into the caller's Clipyard user id. */
async function userIdOf(ctx: AppContext, authorization: string | null): Promise<string> {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) throw refuse(401, 'NOT_AUTHORISED: sign in to upload');
  const verified = await ctx.auth.verify(token, false);
  if (!verified || 'revoked' in verified) throw refuse(401, 'NOT_AUTHORISED: sign in to upload');
  const user = await ctx.db.selectFrom('users').select('id').where('firebase_uid', '=', verified.uid).executeTakeFirst();
  if (!user) throw refuse(403, 'ACCOUNT_NOT_REGISTERED: finish registration first');
  return user.id;
}

/** Upload ids are ours (random, URL- and file-safe): the client's file name never reaches a path. */
export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Resumable uploads over tus at /uploads/ (POST creates, HEAD tells the offset, PATCH appends). A signed-in,
 * registered user only; each upload belongs to its creator; at most config.media.maxSourceBytes; client
 * metadata (file names) is dropped. When the last byte arrives the file is checked (magic bytes, then ffprobe)
 * and a bad file is deleted at once. submitClip then takes a finished upload by its id, once.
 */
export function registerTusUploads(app: FastifyInstance, ctx: AppContext, dirs: WorkDirs): Server {
  const owners = new WeakMap<object, string>();
  // Creations per user (refused ones included), so one account cannot hammer the quota check or the disk.
  const creations = new RateLimiter(ctx.db);
  const tus = new Server({
    path: '/uploads',
    datastore: new FileStore({ directory: dirs.uploads }),
    maxSize: ctx.config.media.maxSourceBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    allowedOrigins: ctx.config.corsOrigins,
    allowedHeaders: ['Authorization'],
    namingFunction: () => newUploadId(),
    // The database out of reach (a restart, a fail-over) is 503, which tus clients retry by themselves; never 500.
    onResponseError(_req, error) {
      if (!isDatabaseUnavailable(error)) return undefined;
      ctx.log.warn({ err: error }, 'database unavailable (tus)');
      return { status_code: 503, body: 'TEMPORARILY_UNAVAILABLE: the database is briefly unavailable: try again in a few seconds\n' };
    },
    async onIncomingRequest(req, uploadId) {
      const userId = await userIdOf(ctx, req.headers.get('authorization'));
      owners.set(req, userId);
      if (req.method === 'POST') {
        const limits = ctx.config.media.uploadLimits;
        const window = { max: limits.createsPerWindow, windowSeconds: limits.createWindowSeconds };
        if (ctx.config.rateLimitEnabled && !(await creations.hit('tus-create', userId, window))) {
          throw refuse(429, 'RATE_LIMITED: too many uploads started: try again in a little while');
        }
        return;
      }
      // HEAD, PATCH, DELETE: only the uploader's own, unconsumed upload (others' ids look like unknown ones).
      const row = await ctx.db.selectFrom('uploads').select(['user_id', 'clip_id']).where('id', '=', uploadId).executeTakeFirst();
      if (!row || row.user_id !== userId || row.clip_id) throw refuse(404, 'UPLOAD_NOT_FOUND');
    },
    async onUploadCreate(req, upload: Upload) {
      const userId = owners.get(req) ?? (await userIdOf(ctx, req.headers.get('authorization')));
      if (upload.size === undefined) throw refuse(400, 'Upload-Length is required');
      try {
        await reserveUpload(ctx.db, ctx.config.media.uploadLimits, { id: upload.id, userId, sizeBytes: upload.size });
      } catch (error) {
        if (error instanceof UploadQuotaExceeded) throw refuse(429, `${error.code}: ${error.message}`);
        throw error;
      }
      return { metadata: {} };
    },
    async onUploadFinish(_req, upload: Upload) {
      const file = path.join(dirs.uploads, upload.id);
      try {
        await checkVideoFile(file);
      } catch (error) {
        await ctx.db.deleteFrom('uploads').where('id', '=', upload.id).execute();
        await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
        // The code first (the upload screen and scripts read it), then what was wrong.
        throw refuse(422, error instanceof MediaRejected ? `${error.code}: ${error.message}` : 'MEDIA_INVALID: not a video');
      }
      // With S3 storage the checked file moves to the bucket first, so once it counts as finished any instance can
      // take its submission and any worker can encode it (ADR 0047).
      await handOffFinishedUpload(ctx.media.storage, dirs, upload.id);
      await ctx.db.updateTable('uploads').set({ completed_at: new Date() }).where('id', '=', upload.id).execute();
      return {};
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
    const handler = async (request: { raw: import('node:http').IncomingMessage }, reply: { hijack(): void; raw: import('node:http').ServerResponse }) => {
      reply.hijack();
      // tus 1.0.0: a version the server does not speak is 412 Precondition Failed, naming the one it does.
      const version = request.raw.headers['tus-resumable'];
      if (request.raw.method !== 'OPTIONS' && version !== undefined && version !== '1.0.0') {
        reply.raw.writeHead(412, { 'Tus-Version': '1.0.0', 'Tus-Resumable': '1.0.0', 'Content-Type': 'text/plain' });
        reply.raw.end('Unsupported Tus-Resumable version: this server speaks 1.0.0\n');
        return;
      }
      await tus.handle(request.raw, reply.raw);
    };
    // '/uploads' and '/uploads/' create; '/uploads/{id}' resumes. The wildcard covers the trailing slash whatever
    // the app's ignoreTrailingSlash setting is. GET (tus download) is deliberately not routed.
    scope.route({ method: 'POST', url: '/uploads', exposeHeadRoute: false, handler });
    scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE'], url: '/uploads/*', exposeHeadRoute: false, handler });
  });
  return tus;
}
