import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { AuthVerifier } from '../context';
import { isStorableText } from '@clipyard/shared/contract';
import { ApiError } from '../http/api-error';
import { TokenCache } from './token-cache';

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth emulator; unset in production (then GOOGLE_APPLICATION_CREDENTIALS or ADC are used). */
  emulatorHost?: string;
}

export interface FirebaseVerifier extends AuthVerifier {
  close(): Promise<void>;
}

/**
 * Errors that are our side's fault (the emulator or Google's key server unreachable): the caller's token may be
 * fine, so they are MAINTENANCE (503), not NOT_AUTHORISED. Every other failure to decode or verify a token (not a
 * JWT, a payload that is not JSON or is `null`, a changed character, a wrong project, expired...) means "this token
 * does not identify anyone": signed out on optional calls, NOT_AUTHORISED elsewhere. Never 500.
 */
const OUR_FAULT_CODES = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error', 'app/internal-error']);

/**
 * Production (a real Firebase project) accepts only RS256 tokens that name a signing key. firebase-admin already
 * checks signatures there, but it switches to the emulator's unsigned mode whenever FIREBASE_AUTH_EMULATOR_HOST is
 * in the environment (one stray variable, or another verifier in the same process), so the header is checked here
 * too: a token with `alg: none` is never accepted in production.
 */
export function isSignedTokenHeader(idToken: string): boolean {
  const [encodedHeader] = idToken.split('.');
  if (!encodedHeader) return false;
  try {
    const header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString('utf8')) as unknown;
    if (!header || typeof header !== 'object') return false;
    const { alg, kid } = header as { alg?: unknown; kid?: unknown };
    return alg === 'RS256' && typeof kid === 'string' && kid.length > 0;
  } catch {
    return false;
  }
}

/** The `sub` of a JWT's payload, without checking anything (the caller has verified the token), or undefined. */
function subjectOf(idToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown } | null;
    return typeof payload?.sub === 'string' && isStorableText(payload.sub) && payload.sub.length <= 128 ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

let appCounter = 0;

/**
 * Verifies Firebase ID tokens with firebase-admin. firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the
 * environment on every call, so the emulator host is put there (the Admin SDK has no other switch for it).
 */
export function createFirebaseVerifier(options: FirebaseVerifierOptions): FirebaseVerifier {
  const production = !options.emulatorHost;
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  // A named app per verifier: tests build several servers in one process.
  const app: App = initializeApp({ projectId: options.projectId }, `clipyard-${process.pid}-${++appCounter}`);
  const auth: Auth = getAuth(app);
  // Verifying a token costs a signature check (and key fetches in production): cache by token until it expires.
  const cache = new TokenCache();

  /** Forgets the user's cached tokens, then acts on the user; a user who no longer exists needs nothing done. */
  async function forgetAndDo(uid: string, action: () => Promise<unknown>): Promise<void> {
    cache.deleteUid(uid);
    try {
      await action();
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }

  return {
    async verify(idToken, checkRevoked) {
      if (!idToken || idToken.length > 4096) return null;
      if (production && !isSignedTokenHeader(idToken)) return null;
      if (!checkRevoked) {
        const cached = cache.get(idToken);
        if (cached) return cached;
      }
      try {
        const decoded = await auth.verifyIdToken(idToken, checkRevoked);
        // An emulator token is unsigned, so its uid is whatever the sender wrote: one PostgreSQL cannot store is nobody.
        if (typeof decoded.uid !== 'string' || !isStorableText(decoded.uid) || decoded.uid.length > 128) return null;
        const result = { uid: decoded.uid, claims: decoded as unknown as Record<string, unknown> };
        cache.set(idToken, result, decoded.exp * 1000);
        return result;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code === 'auth/id-token-revoked') {
          cache.delete(idToken);
          // Revocation is checked after the signature (and in emulator mode on every call), so the token's subject is
          // who it claims: authenticate tells a suspended account apart from a merely revoked session by it.
          return { revoked: true, uid: subjectOf(idToken) };
        }
        if (OUR_FAULT_CODES.has(code)) throw new ApiError('MAINTENANCE', 'Sign-in cannot be checked right now: try again shortly');
        return null;
      }
    },
    async deleteUser(uid) {
      // Already gone (deleted from the console, or a retry): the goal is reached.
      await forgetAndDo(uid, () => auth.deleteUser(uid));
    },
    async isEmailVerified(uid) {
      try {
        return (await auth.getUser(uid)).emailVerified;
      } catch (error) {
        // Deleted between token check and now: the caller is nobody any more.
        if ((error as { code?: string }).code === 'auth/user-not-found') throw new ApiError('NOT_AUTHORISED', 'This account no longer exists');
        throw error;
      }
    },
    async revokeSessions(uid) {
      // Deleted meanwhile: there is no session left to end.
      await forgetAndDo(uid, () => auth.revokeRefreshTokens(uid));
    },
    async close() {
      await deleteApp(app);
    },
  };
}
