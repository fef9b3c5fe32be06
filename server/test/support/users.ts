import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/database';
import type { UserRow } from '../../src/db/schema';
import { callOk } from './call';

const PROJECT = 'demo-clipyard';

function emulatorUrl(): string {
  return `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
}

export interface TestUser {
  uid: string;
  /** A fresh Firebase ID token (what the client sends as the bearer). */
  idToken: string;
  refreshToken: string;
  email: string | null;
  password: string;
  /** Set when the user registered a Clipyard account (username given). */
  username: string | null;
  userId: string | null;
}

export interface CreateTestUserOptions {
  /** Needed to register a Clipyard account (with username). */
  server?: { url: string; db: Db };
  email?: string;
  password?: string;
  /** Marks the email verified in the emulator and answers a token that says so. */
  verified?: boolean;
  /** Registers a Clipyard account with accountRegistration. */
  username?: string;
  /** An anonymous Firebase user (no email). */
  anonymous?: boolean;
}

/** The error of a kept-alive socket the other side closed as fetch reused it (undici: "other side closed"). */
function closedIdleSocket(error: unknown): boolean {
  return error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';
}

/** More than the idle sockets a test file keeps to the emulator at once. */
const CLOSED_SOCKET_ATTEMPTS = 8;

async function sendAgainOnClosedSocket(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!closedIdleSocket(error) || attempt >= CLOSED_SOCKET_ATTEMPTS) throw error;
    }
  }
}

async function identityToolkit<T>(pathAndQuery: string, body: unknown, owner = false): Promise<T> {
  const send = () =>
    fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
  // The emulator closes an idle kept-alive connection after 5 s; on a loaded machine fetch can reuse it in that very
  // moment and the POST fails with "other side closed" (run 89, clip-requests.test.ts). A server closes only an idle
  // socket, one with no request on it, so the call never reached the emulator: sending it again is safe. The pool can
  // hold several such sockets (users made in parallel), closed at once, and each retry may draw the next one (run 96:
  // the one retry failed too): sent again until a live or new connection takes it, a bounded number of times.
  const response = await sendAgainOnClosedSocket(send);
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${pathAndQuery}: ${json.error?.message ?? response.status}`);
  return json;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(4).toString('hex')}@example.com`;
}

/** A username that is unique across test runs (3 to 20 chars, [A-Za-z0-9_]). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`.slice(0, 20);
}

/** Creates a Firebase user in the Auth emulator (REST signUp), optionally verified and registered with Clipyard. */
export async function createTestUser(options: CreateTestUserOptions = {}): Promise<TestUser> {
  const password = options.password ?? 'correct-horse-battery';
  const email = options.anonymous ? null : (options.email ?? uniqueEmail());
  const signUp = await identityToolkit<{ idToken: string; refreshToken: string; localId: string }>(
    'accounts:signUp?key=fake-api-key',
    options.anonymous ? { returnSecureToken: true } : { email, password, returnSecureToken: true },
  );
  const user: TestUser = {
    uid: signUp.localId,
    idToken: signUp.idToken,
    refreshToken: signUp.refreshToken,
    email,
    password,
    username: null,
    userId: null,
  };
  if (options.verified && email) {
    await identityToolkit(`projects/${PROJECT}/accounts:update`, { localId: user.uid, emailVerified: true }, true);
  }
  // The emulator's signUp stamps lastLoginAt (the token's auth_time) before validSince: when a second ticks over
  // between the two, the sign-up token already counts as revoked on a checkRevoked call. A password sign-in
  // stamps lastLoginAt afresh, after validSince.
  if (email) user.idToken = await signIn(email, password);
  if (options.username) {
    if (!options.server) throw new Error('createTestUser: pass server to register a username');
    const answer = await callOk(options.server, 'client/userLogins/accountRegistration', { username: options.username }, user.idToken);
    user.username = answer.username;
    const row = await options.server.db.selectFrom('users').select('id').where('firebase_uid', '=', user.uid).executeTakeFirstOrThrow();
    user.userId = row.id;
  }
  return user;
}

/** A fresh ID token by password sign-in (after a change the old token does not show, e.g. email_verified). */
export async function signIn(email: string, password: string): Promise<string> {
  const answer = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword?key=fake-api-key', {
    email,
    password,
    returnSecureToken: true,
  });
  return answer.idToken;
}

/** Changes a user's address in the emulator, as opening a verifyBeforeUpdateEmail link does (old tokens keep the old one). */
export async function changeEmailInEmulator(uid: string, email: string): Promise<void> {
  await identityToolkit(`projects/${PROJECT}/accounts:update`, { localId: uid, email }, true);
}

/** Marks a user's email verified in the emulator (the token keeps its old claim until refreshed). */
export async function verifyEmailInEmulator(uid: string): Promise<void> {
  await identityToolkit(`projects/${PROJECT}/accounts:update`, { localId: uid, emailVerified: true }, true);
}

/** Revokes every refresh token of the user (tokens issued before now become revoked for checkRevoked calls). */
export async function revokeTokens(uid: string): Promise<void> {
  // Revocation compares whole seconds: tokens issued until now (this second at the latest) are revoked only by a
  // validSince in a later second. Wait until the clock's second has ticked over (a loop: a timer may fire early).
  const issuedBy = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) <= issuedBy) await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 1));
  await identityToolkit(`projects/${PROJECT}/accounts:update`, { localId: uid, validSince: String(Math.floor(Date.now() / 1000)) }, true);
}

/** Whether the Firebase user still exists in the emulator. */
export async function firebaseUserExists(uid: string): Promise<boolean> {
  const answer = await identityToolkit<{ users?: unknown[] }>(`projects/${PROJECT}/accounts:lookup`, { localId: [uid] }, true);
  return (answer.users?.length ?? 0) > 0;
}

/** Makes a registered user the streamer of a channel (creates the channel row if missing), straight in the DB. */
export async function makeStreamer(server: { db: Db }, user: TestUser | { userId: string | null }, channelLogin: string): Promise<void> {
  if (!user.userId) throw new Error('makeStreamer: register the user first (createTestUser with username)');
  await server.db
    .insertInto('channels')
    .values({ login: channelLogin, display_name: channelLogin, claimed_by_user_id: user.userId })
    .onConflict((oc) => oc.column('login').doUpdateSet({ claimed_by_user_id: user.userId }))
    .execute();
  await server.db.updateTable('users').set({ streamer_channel_login: channelLogin }).where('id', '=', user.userId).execute();
}

/** Makes a registered user an admin, straight in the DB. */
export async function makeAdmin(server: { db: Db }, user: TestUser | { userId: string | null }): Promise<void> {
  if (!user.userId) throw new Error('makeAdmin: register the user first');
  await server.db.updateTable('users').set({ is_admin: true }).where('id', '=', user.userId).execute();
}

/** The user row (tests assert on stored state). */
export async function userRow(server: { db: Db }, uid: string): Promise<UserRow | undefined> {
  return server.db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
}
