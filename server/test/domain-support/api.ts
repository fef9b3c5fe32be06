import { randomBytes } from 'node:crypto';
import type { AnswerOf, CallPath, ErrorCode, RequestOf } from '@clipyard/shared/contract';
import type { UserRow } from '../../src/db/schema';
import type { TestServer } from '../support/test-server';

/**
 * The domain tests act through the real HTTP API of a createTestServer() server, as a client would: real JSON
 * bodies, real bearer tokens minted by the Firebase Auth emulator and verified by firebase-admin.
 */

export type Answer<P extends CallPath> =
  | ({ isSuccessful: true } & AnswerOf<P>)
  | { isSuccessful: false; errorCode: ErrorCode; message: string };

export async function api<P extends CallPath>(
  server: TestServer,
  path: P,
  body: RequestOf<P> | Record<string, unknown> | string | undefined,
  token?: string | null,
): Promise<{ status: number; body: Answer<P> }> {
  const isGet = path === 'client/recommendation/channelRecommendationList' || path === 'is-online';
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (!isGet) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/${path}`, {
    method: isGet ? 'GET' : 'POST',
    headers,
    body: isGet ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Answer<P> };
}

/** Asserts success and answers the payload (a failure shows its errorCode in the test output). */
export async function ok<P extends CallPath>(
  server: TestServer,
  path: P,
  body: RequestOf<P> | Record<string, unknown> | undefined,
  token?: string | null,
): Promise<AnswerOf<P>> {
  const { status, body: answer } = await api(server, path, body, token);
  if (!answer.isSuccessful) throw new Error(`${path} failed with ${status} ${answer.errorCode}: ${answer.message}`);
  expect(status).toBe(200);
  return answer as AnswerOf<P>;
}

/** Answers the failure's [status, errorCode]. */
export async function fails<P extends CallPath>(
  server: TestServer,
  path: P,
  body: RequestOf<P> | Record<string, unknown> | string | undefined,
  token?: string | null,
): Promise<[number, string]> {
  const { status, body: answer } = await api(server, path, body, token);
  if (answer.isSuccessful) throw new Error(`${path} succeeded but a failure was expected`);
  return [status, answer.errorCode];
}

export interface TestAccount {
  token: string;
  uid: string;
  user: UserRow;
}

/** An emulator account with an ID token, without a Clipyard user row (ACCOUNT_NOT_REGISTERED cases). */
export async function emulatorAccount(): Promise<{ token: string; uid: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const email = `domain-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-password-1', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`emulator signUp failed: ${JSON.stringify(body)}`);
  return { token: body.idToken, uid: body.localId };
}

/**
 * A registered user: emulator account plus its users row (written directly: registration itself is tested by the
 * accounts suite). `streamerOf` also claims that channel, creating its row if needed.
 */
export async function registeredUser(
  server: TestServer,
  options: { username?: string; admin?: boolean; streamerOf?: string } = {},
): Promise<TestAccount> {
  const { token, uid } = await emulatorAccount();
  const username = options.username ?? `u_${randomBytes(5).toString('hex')}`;
  const id = `usr_${randomBytes(8).toString('hex')}`;
  await server.db
    .insertInto('users')
    .values({
      id,
      firebase_uid: uid,
      username,
      username_lower: username.toLowerCase(),
      email: null,
      is_admin: options.admin ?? false,
      streamer_channel_login: options.streamerOf ?? null,
    })
    .execute();
  if (options.streamerOf) {
    await server.db
      .insertInto('channels')
      .values({ login: options.streamerOf, display_name: options.streamerOf, claimed_by_user_id: id })
      .onConflict((oc) => oc.column('login').doUpdateSet({ claimed_by_user_id: id }))
      .execute();
  }
  const user = await server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { token, uid, user };
}
