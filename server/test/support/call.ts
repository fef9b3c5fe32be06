import { type CallPath, contract, type FailureAnswer, type RequestOf, type SuccessAnswerOf } from '@clipyard/shared/contract';

type Target = { url: string };
/** A token string, or anything holding one (a TestUser). */
export type TokenLike = string | { idToken: string } | null | undefined;

export interface CallResult<P extends CallPath> {
  status: number;
  body: SuccessAnswerOf<P> | FailureAnswer;
}

function tokenOf(token: TokenLike): string | null {
  if (!token) return null;
  return typeof token === 'string' ? token : token.idToken;
}

/** Calls the real server over HTTP the way the client does (POST JSON, GET for the two GET calls). */
export async function call<P extends CallPath>(server: Target, path: P, body: RequestOf<P>, token?: TokenLike): Promise<CallResult<P>> {
  const def = contract[path];
  const headers: Record<string, string> = {};
  const bearer = tokenOf(token);
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (def.method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/${path}`, {
    method: def.method,
    headers,
    body: def.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: response.status, body: (await response.json()) as CallResult<P>['body'] };
}

/** Calls and expects success: answers the success body, or throws with the failure (a readable test error). */
export async function callOk<P extends CallPath>(server: Target, path: P, body: RequestOf<P>, token?: TokenLike): Promise<SuccessAnswerOf<P>> {
  const result = await call(server, path, body, token);
  if (result.status !== 200 || !result.body.isSuccessful) {
    throw new Error(`${path} failed with ${result.status}: ${JSON.stringify(result.body)}`);
  }
  return result.body as SuccessAnswerOf<P>;
}

/** Calls and expects a failure: answers { status, errorCode, message }. */
export async function callFail<P extends CallPath>(
  server: Target,
  path: P,
  body: unknown,
  token?: TokenLike,
): Promise<FailureAnswer & { status: number }> {
  const result = await call(server, path, body as RequestOf<P>, token);
  if (result.body.isSuccessful) throw new Error(`${path} unexpectedly succeeded: ${JSON.stringify(result.body)}`);
  return { ...(result.body as FailureAnswer), status: result.status };
}

/** A raw request for transport tests (malformed JSON, wrong content type, oversized bodies...). */
export async function rawRequest(
  server: Target,
  init: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a raw answer of any shape, read field by field by the tests
): Promise<{ status: number; headers: Headers; text: string; json: any }> {
  const response = await fetch(`${server.url}/${init.path.replace(/^\//, '')}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: typeof init.body === 'string' || init.body === undefined ? init.body : new Uint8Array(init.body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, text, json };
}
