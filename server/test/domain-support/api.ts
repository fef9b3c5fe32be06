import type { AnswerOf, CallPath, ErrorCode, RequestOf } from '@clipyard/shared/contract';
import type { UserRow } from '../../src/db/schema';
import { call, callFail, callOk, createTestUser, makeAdmin, makeStreamer, uniqueUsername, userRow, type TestServer } from '../support';

/**
 * Thin helpers over the shared harness (test/support) for the domain suites: they act through the real HTTP API
 * with real emulator tokens, and accept deliberately malformed bodies for the bad-input cases.
 */

export type Answer<P extends CallPath> =
  | ({ isSuccessful: true } & AnswerOf<P>)
  | { isSuccessful: false; errorCode: ErrorCode; message: string };

type AnyBody<P extends CallPath> = RequestOf<P> | Record<string, unknown> | undefined;

export async function api<P extends CallPath>(server: TestServer, path: P, body: AnyBody<P>, token?: string | null) {
  return call(server, path, body as RequestOf<P>, token);
}

/** Expects success and answers the success body. */
export function ok<P extends CallPath>(server: TestServer, path: P, body: AnyBody<P>, token?: string | null) {
  return callOk(server, path, body as RequestOf<P>, token);
}

/** Expects a failure and answers [status, errorCode]. */
export async function fails<P extends CallPath>(server: TestServer, path: P, body: AnyBody<P>, token?: string | null): Promise<[number, string]> {
  const failure = await callFail(server, path, body, token);
  return [failure.status, failure.errorCode];
}

export interface TestAccount {
  token: string;
  uid: string;
  user: UserRow;
}

/** An emulator account with an ID token but no Clipyard account (ACCOUNT_NOT_REGISTERED cases). */
export async function emulatorAccount(): Promise<{ token: string; uid: string }> {
  const user = await createTestUser();
  return { token: user.idToken, uid: user.uid };
}

/** A user registered through accountRegistration; optionally the streamer of a channel, or an admin. */
export async function registeredUser(
  server: TestServer,
  options: { username?: string; admin?: boolean; streamerOf?: string } = {},
): Promise<TestAccount> {
  const created = await createTestUser({ server, username: options.username ?? uniqueUsername('d') });
  if (options.streamerOf) await makeStreamer(server, created, options.streamerOf);
  if (options.admin) await makeAdmin(server, created);
  const user = await userRow(server, created.uid);
  if (!user) throw new Error('registeredUser: no user row after registration');
  return { token: created.idToken, uid: created.uid, user };
}
