import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import { type CallDefinition, type CallPath, READ_PRIMARY, contract, errorCodeOfStatus, isPublicRead } from '@clipyard/shared/contract';
import type { AppContext } from './context';
import { handlers } from './features/handlers';
import { registerPlaybackRoutes } from './features/playback';
import { registerTusUploads } from './features/submission';
import { ANONYMOUS_CACHEABLE, AnonymousCache } from './http/anonymous-cache';
import { NOT_CACHEABLE, publicReadInput, sendPublicRead } from './http/public-read';
import type { Db } from './db/database';
import { isDatabaseUnavailable } from './db/db-errors';
import type { ReadRouting } from './db/read-replica';
import { ApiError } from './http/api-error';
import { authenticate } from './http/authenticate';
import { sendFailure } from './http/failure';
import type { Handler } from './http/handler';
import { buildOpenApi } from './http/openapi';
import { parseRequest } from './http/parse-request';
import { enforceRateLimit } from './http/rate-limit-policy';
import { RateLimiter } from './http/rate-limiter';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMediaRoutes } from './media/routes';

/** Everything the app needs; `log` is added from Fastify's own logger. */
export type AppDeps = Omit<AppContext, 'log'>;

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** A logger made beforehand (main.ts shares one with the media workers). */
  loggerInstance?: FastifyBaseLogger;
  /** Validate every success answer against the contract (tests: catches a handler drifting from the schema). */
  checkAnswers?: boolean;
  /** Trust X-Forwarded-For (behind a reverse proxy), so rate limits key on the real client IP. */
  trustProxy?: boolean;
  /** Where public reads run when a read replica is configured (DATABASE_REPLICA_URL, ADR 0142); absent: the primary. */
  readRouting?: ReadRouting;
  /** How long anonymous listing answers are reused (http/anonymous-cache.ts); 0 (the default) turns it off. */
  anonymousCacheMs?: number;
  /** Slow-loris limits (SERVER_TIMEOUTS by default); the timeout tests shorten them to seconds. */
  timeouts?: ServerTimeouts;
}

/**
 * The timeouts of every Clipyard server (the API here; shell/host/server-timeouts.mjs has the same numbers for the
 * HTML host and the remotes' static server). `checkEveryMs`: Node enforces the request and headers deadlines on a
 * sweep (connectionsCheckingInterval, 30 s by default), so a deadline holds to within this much.
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = { requestMs: 120_000, headersMs: 10_000, idleMs: 60_000, keepAliveMs: 5_000, checkEveryMs: 5_000 };

/**
 * Retry-After (seconds) of a 503 TEMPORARILY_UNAVAILABLE: a PostgreSQL restart or fail-over takes a few seconds,
 * and clients spread their retries over that rather than hammering a database that is coming back.
 */
export const RETRY_AFTER_SECONDS = 5;

/** JSON bodies stay small; the profile image (base64 of at most 2 MiB) is the one large body. */
const DEFAULT_BODY_LIMIT = 64 * 1024;
const BODY_LIMITS: Partial<Record<CallPath, number>> = {
  'client/profile/uploadProfileImage': 4 * 1024 * 1024,
  'client/clipManage/uploadClipThumbnail': 4 * 1024 * 1024,
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? { level: 'info' } }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // A trailing slash is a typo we forgive.
    routerOptions: { ignoreTrailingSlash: true },
    // Slow-loris: a request must arrive whole within 2 minutes (a tus PATCH chunk included), a socket idle for a
    // minute is closed, and keep-alive sockets wait 5 s for the next request.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { connectionsCheckingInterval: timeouts.checkEveryMs },
  });
  // Headers must arrive within 10 s (test/server-timeouts.test.ts proves each deadline with a slow client).
  app.server.headersTimeout = timeouts.headersMs;
  const ctx: AppContext = { ...deps, log: app.log };
  app.decorate('ctx', ctx);
  registerSecurityHeaders(app, { hsts: ctx.config.hsts ?? false });

  await app.register(cors, {
    origin: (origin, callback) => callback(null, isAllowedOrigin(origin, ctx)),
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    // tus (resumable uploads on the media host) needs its headers visible to the browser.
    exposedHeaders: ['Location', 'Upload-Offset', 'Upload-Length', 'Upload-Metadata', 'Upload-Expires', 'Tus-Resumable', 'Tus-Version', 'Tus-Max-Size', 'Tus-Extension', 'ETag', 'Content-Range', 'Accept-Ranges'],
    maxAge: 600,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendFailure(reply, error.errorCode, error.message, error.facts);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours nor of the request: the database is out of reach (stopped, restarting, overloaded).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendFailure(reply, 'TEMPORARILY_UNAVAILABLE', 'The database is briefly unavailable: try again in a few seconds');
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendFailure(reply, 'INVALID_JSON', 'The body is not valid JSON');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendFailure(reply, 'PAYLOAD_TOO_LARGE', 'The body is too large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendFailure(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendFailure(reply, errorCodeOfStatus(status), error.message);
    request.log.error({ err: error }, 'unexpected error');
    return sendFailure(reply, 'INTERNAL_ERROR', 'Something went wrong on our side');
  });

  // Only a public read's signed-out GET, and the media and pages that set their own, may be kept by a cache (ADR
  // 0141): every other answer, failures and unknown routes included, says so.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NOT_CACHEABLE);
    return payload;
  });

  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
  );

  // The calls live in their own plugin so their strict JSON-only parsing does not reach the media host's routes.
  await app.register(async (api) => registerCalls(api, ctx, options));

  let openApi: Record<string, unknown> | undefined;
  app.get('/openapi.json', async () => (openApi ??= buildOpenApi()));

  await registerMediaRoutes(app, ctx);
  // Uploads are the first half of a submission (issue 21): the submission feature owns its tus endpoint.
  registerTusUploads(app, ctx, ctx.media.dirs);
  registerPlaybackRoutes(app, ctx);
  return app;
}

function registerCalls(api: FastifyInstance, ctx: AppContext, options: BuildAppOptions): void {
  // Only application/json: text/plain bodies are refused with 415 rather than reaching zod as a string.
  api.removeContentTypeParser('text/plain');
  // An empty body on an empty-request call is the same as {} (clients often send nothing).
  const jsonParser = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, {});
    return jsonParser(request, body as string, done);
  });

  const limiter = new RateLimiter(ctx.db);
  const anonymousCache = new AnonymousCache(options.anonymousCacheMs ?? 0);
  for (const path of Object.keys(contract) as CallPath[]) {
    const def = contract[path] as CallDefinition;
    const handler = (handlers as Partial<Record<CallPath, Handler<CallPath>>>)[path];
    const publicRead = isPublicRead(path);
    // A public read sent as POST is also offered as a GET of the same path, its request in `?input=` (ADR 0141).
    const getForm = publicRead && def.method === 'POST';
    api.route({
      method: getForm ? ['POST', 'GET'] : def.method,
      url: `/${def.path}`,
      bodyLimit: BODY_LIMITS[path] ?? DEFAULT_BODY_LIMIT,
      handler: async (request, reply) => {
        const caller = await authenticate(ctx, request, def.auth, def.checkRevoked ?? false, path);
        if (def.rateLimit && ctx.config.rateLimitEnabled) await enforceRateLimit(limiter, path, caller, def.rateLimit, ctx.config.rateLimitExemptAddresses ?? []);
        const sent = request.method === 'GET' ? (getForm ? publicReadInput(request) : {}) : request.body;
        const body = parseRequest(def.request, sent);
        // The Handlers type makes a missing handler a compile error; this guards a partial build at run time.
        if (!handler) throw new Error(`No handler for ${path}`);
        const run = async (db: Db = ctx.db) => {
          // On a replica, code that must write (a media grant's first key) still finds the primary (ADR 0142).
          const callCtx = db === ctx.db ? ctx : { ...ctx, db, primaryDb: ctx.db };
          const answer = await handler({ ctx: callCtx, body: body as never, caller, request });
          if (options.checkAnswers) {
            const checked = def.answer.safeParse(answer);
            if (!checked.success) throw new Error(`Answer of ${path} breaks the contract: ${checked.error.message}`);
          }
          return { ...answer, isSuccessful: true };
        };
        const signedOut = request.headers.authorization === undefined;
        const reads = publicRead ? options.readRouting : undefined;
        // Only a signed-in caller can have written: a signed-out request asking for the primary is not heeded.
        const askedForPrimary = !signedOut && request.headers[READ_PRIMARY.header] !== undefined;
        const answer = () => (reads ? reads.read(askedForPrimary, run) : run());
        const publicAnswer = signedOut && request.method === 'GET' && publicRead;
        if (signedOut && anonymousCache.enabled && ANONYMOUS_CACHEABLE.has(path)) {
          // Keyed by the parsed body, so defaults and key order do not split the cache.
          const json = await anonymousCache.get(`${path}\u0000${JSON.stringify(body)}`, async () => JSON.stringify(await answer()));
          return publicAnswer ? sendPublicRead(request, reply, json) : reply.type('application/json; charset=utf-8').send(json);
        }
        if (publicAnswer) return sendPublicRead(request, reply, JSON.stringify(await answer()));
        return answer();
      },
    });
  }
}

/** The configured origins, plus any localhost origin outside production (remotes run on their own ports). */
function isAllowedOrigin(origin: string | undefined, ctx: AppContext): boolean {
  if (!origin) return false;
  if (ctx.config.corsOrigins.includes(origin) || ctx.config.corsOrigins.includes('*')) return true;
  if (process.env.NODE_ENV === 'production') return false;
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}
