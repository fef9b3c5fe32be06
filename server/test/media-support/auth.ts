import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AuthVerifier } from '../../src/context';

/**
 * The real Firebase Auth emulator for the media tests (uploads need real ID tokens): reused when
 * 127.0.0.1:9099 answers, else started from tools/auth-emulator and stopped again by whoever started it.
 */
const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT = 'demo-clipyard';
const EMULATOR_DIR = path.resolve(__dirname, '../../../tools/auth-emulator');

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(`http://${HOST}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok && Boolean(((await response.json()) as { authEmulator?: unknown }).authEmulator);
  } catch {
    return false;
  }
}

export async function ensureAuthEmulator(): Promise<{ stop(): Promise<void> }> {
  if (await isUp()) return { stop: async () => undefined };
  const binary = path.join(EMULATOR_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child: ChildProcess = spawn(process.execPath, [binary, 'emulators:start', '--only', 'auth', '--project', PROJECT], {
    cwd: EMULATOR_DIR,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await isUp()) {
      // Lost a start race to someone else: theirs answers, ours exited.
      if (exited) return { stop: async () => undefined };
      return {
        async stop() {
          try {
            process.kill(-child.pid!, 'SIGTERM');
          } catch {
            /* already gone */
          }
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The Firebase Auth emulator did not start');
}

/** A new emulator account; returns its ID token and uid. */
export async function signUp(): Promise<{ idToken: string; uid: string; email: string }> {
  const email = `media-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`http://${HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-password-1', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; localId: string };
  if (!body.idToken) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  // The emulator's signUp stamps the token's auth_time before validSince (across a second boundary that token counts
  // as revoked): a password sign-in answers a token stamped after it.
  const signedIn = await fetch(`http://${HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-password-1', returnSecureToken: true }),
  });
  const signIn = (await signedIn.json()) as { idToken?: string };
  if (!signIn.idToken) throw new Error(`signIn failed: ${JSON.stringify(signIn)}`);
  return { idToken: signIn.idToken, uid: body.localId, email };
}

let counter = 0;

/** firebase-admin against the emulator: the same verification the server does. */
export function emulatorVerifier(): AuthVerifier & { close(): Promise<void> } {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = HOST;
  const app = initializeApp({ projectId: PROJECT }, `media-test-${process.pid}-${++counter}`);
  const auth = getAuth(app);
  return {
    async verify(idToken, checkRevoked) {
      try {
        const decoded = await auth.verifyIdToken(idToken, checkRevoked);
        return { uid: decoded.uid, claims: decoded as unknown as Record<string, unknown> };
      } catch {
        return null;
      }
    },
    deleteUser: (uid) => auth.deleteUser(uid),
    isEmailVerified: async (uid) => (await auth.getUser(uid)).emailVerified,
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
    close: () => deleteApp(app),
  };
}
