import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { AuthVerifier } from '../context';
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

/** Errors that mean "this token does not identify anyone": answered as signed out / NOT_AUTHORISED, never 500. */
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/project-not-found',
]);

let appCounter = 0;

/**
 * Verifies Firebase ID tokens with firebase-admin. firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the
 * environment on every call, so the emulator host is put there (the Admin SDK has no other switch for it).
 */
export function createFirebaseVerifier(options: FirebaseVerifierOptions): FirebaseVerifier {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  // A named app per verifier: tests build several servers in one process.
  const app: App = initializeApp({ projectId: options.projectId }, `clipyard-${process.pid}-${++appCounter}`);
  const auth: Auth = getAuth(app);
  // Verifying a token costs a signature check (and key fetches in production): cache by token until it expires.
  const cache = new TokenCache();

  return {
    async verify(idToken, checkRevoked) {
      if (!idToken || idToken.length > 4096) return null;
      if (!checkRevoked) {
        const cached = cache.get(idToken);
        if (cached) return cached;
      }
      try {
        const decoded = await auth.verifyIdToken(idToken, checkRevoked);
        const result = { uid: decoded.uid, claims: decoded as unknown as Record<string, unknown> };
        cache.set(idToken, result, decoded.exp * 1000);
        return result;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code === 'auth/id-token-revoked') {
          cache.delete(idToken);
          return { revoked: true };
        }
        if (INVALID_TOKEN_CODES.has(code)) return null;
        throw error;
      }
    },
    async deleteUser(uid) {
      cache.deleteUid(uid);
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // Already gone (deleted from the console, or a retry): the goal is reached.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
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
    async close() {
      await deleteApp(app);
    },
  };
}
