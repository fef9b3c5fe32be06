import { contract, type CallPath, type ParsedRequestOf, type AnswerOf } from '@clipyard/shared/contract';
import type { AppContext, AuthVerifier, TwitchClient } from '../../src/context';
import type { ServerConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import type { UserRow } from '../../src/db/schema';
import type { Caller, Handler } from '../../src/http/handler';
import { callerOfNeed, type CallerFor } from '../../src/http/caller';
import { ApiError } from '../../src/http/api-error';
import type { ClipyardMedia } from '../../src/media';
import { quietLog } from './fixtures';

/** A server without Twitch credentials (the default of a fresh install). */
export const twitchNotConfigured: TwitchClient = {
  isConfigured: () => false,
  authorizeUrl: () => {
    throw new Error('not configured');
  },
  exchangeCode: async () => {
    throw new Error('not configured');
  },
  getUser: async () => {
    throw new Error('not configured');
  },
  revokeToken: async () => false,
  getClip: async () => {
    throw new Error('not configured');
  },
  getGame: async () => {
    throw new Error('not configured');
  },
};

const noAuth: AuthVerifier = {
  verify: async () => null,
  deleteUser: async () => undefined,
  isEmailVerified: async () => false,
  revokeSessions: async () => undefined,
};

export function makeContext(parts: { db: Db; config: ServerConfig; media: ClipyardMedia; auth?: AuthVerifier; twitch?: TwitchClient }): AppContext {
  return { db: parts.db, config: parts.config, media: parts.media, auth: parts.auth ?? noAuth, twitch: parts.twitch ?? twitchNotConfigured, log: quietLog() };
}

export async function insertUser(db: Db, id: string, firebaseUid = `uid-${id}`): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ id, firebase_uid: firebaseUid, username: id, username_lower: id.toLowerCase(), email: `${id}@example.com` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function callerFor(user: UserRow | null): Caller {
  return { firebaseUid: user?.firebase_uid ?? null, claims: {}, user, ip: '127.0.0.1', userAgent: 'jest' };
}

/**
 * Calls a handler the way the server does: the body parsed by the contract's schema first (a schema error
 * whose message is an ErrorCode becomes that code), then the handler. Returns the answer or the error code.
 */
export async function call<P extends CallPath>(
  handler: Handler<P>,
  path: P,
  ctx: AppContext,
  caller: Caller,
  body: unknown,
): Promise<{ ok: true; answer: AnswerOf<P> } | { ok: false; code: string; message: string }> {
  const parsed = contract[path].request.safeParse(body);
  if (!parsed.success) return { ok: false, code: parsed.error.issues[0]?.message ?? 'BAD_REQUEST', message: 'schema' };
  try {
    // The caller as the auth layer hands it on (authenticate's last step): a member, a streamer with a channel...
    const asAuthenticated = callerOfNeed(contract[path].auth, path, caller) as CallerFor<P>;
    return { ok: true, answer: await handler({ ctx, body: parsed.data as ParsedRequestOf<P>, caller: asAuthenticated, request: null as never }) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.errorCode, message: error.message };
    throw error;
  }
}
