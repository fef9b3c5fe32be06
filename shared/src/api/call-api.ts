import { READ_PRIMARY, callIndex, callNeedsToken, isPublicRead, publicReadQuery } from '../contract/call-index';
import type { CallPath, RequestOf, SuccessAnswerOf } from '../contract';
import { apiConfig, withTrailingSlash } from './config';
import { type ApiErrorCode, failureCode } from './errors';
import { isBrowserOffline, reportSavedAnswer } from './offline/connection';
import { isOfflineReadCall } from './offline/read-calls';
import { loadAnswer, saveAnswer, savedAnswerKey, savedAnswerKeysToTry } from './offline/saved-answers';

/**
 * `publicReason`: what the server gave besides the code for the person to read (a moderator's reason with
 * ACCOUNT_SUSPENDED, a watched word list's message with COMMENT_REJECTED_WATCHED_WORD); absent when none.
 */
export type ApiFailure = { ok: false; errorCode: ApiErrorCode; status: number | null; message: string; publicReason?: string };
/** `saved`: the network could not be reached and this is the answer this browser kept from earlier (ADR 0123). */
export type ApiResult<P extends CallPath> = { ok: true; data: SuccessAnswerOf<P>; saved?: true } | ApiFailure;

/** A body whose fields are all optional (GET calls, empty requests) may be left out. */
type BodyArgs<P extends CallPath> = Record<string, never> extends RequestOf<P> ? [body?: RequestOf<P>] : [body: RequestOf<P>];

function failure(errorCode: ApiErrorCode, status: number | null, message: string): ApiFailure {
  return { ok: false, errorCode, status, message };
}

async function readToken(): Promise<string> {
  try {
    return (await apiConfig.idToken()) ?? '';
  } catch (error) {
    // A failed token refresh (disabled user, expired session) is an auth failure: logged, call not sent.
    console.warn('[api] could not read the ID token', error);
    return '';
  }
}

let callsInFlight = 0;

/** How many calls have started and not yet answered (tests wait for none before closing their server). */
export function apiCallsInFlight(): number {
  return callsInFlight;
}

type SuccessListener = (path: CallPath) => void;
const successListeners = new Set<SuccessListener>();

/**
 * Tells `listener` the path of every call that succeeds, whoever made it (ADR 0118: the shell refreshes the studio
 * link's count of clip requests after a decision taken in the streamer remote, without the remote knowing of the
 * shell). Answers the function that stops listening. A listener that throws is logged, never the call's failure.
 */
export function onCallSucceeded(listener: SuccessListener): () => void {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
}

type SuspendedListener = (publicReason: string | null) => void;
const suspendedListeners = new Set<SuspendedListener>();

/**
 * Tells `listener` when any call is refused with ACCOUNT_SUSPENDED (issue 22, shared 1.5.0), with the moderator's public
 * reason when the server gave one: the shell signs the person out and says why, whichever remote's call found out.
 * Answers the function that stops listening.
 */
export function onAccountSuspended(listener: SuspendedListener): () => void {
  suspendedListeners.add(listener);
  return () => suspendedListeners.delete(listener);
}

function tellSuspended(record: { publicReason?: unknown }): void {
  const reason = typeof record.publicReason === 'string' && record.publicReason.trim() ? record.publicReason : null;
  for (const listener of [...suspendedListeners]) {
    try {
      listener(reason);
    } catch (error) {
      console.warn('[api] a suspension listener failed', error);
    }
  }
}

function tellSuccess(path: CallPath): void {
  for (const listener of [...successListeners]) {
    try {
      listener(path);
    } catch (error) {
      console.warn('[api] a call listener failed', error);
    }
  }
}

/**
 * Makes one call of the contract and says exactly how it went. Never throws: network failures, timeouts and
 * answers that are not our JSON become NETWORK_ERROR; the server's failures keep their errorCode so the UI can
 * show the translated message.
 */
export async function callApiResult<P extends CallPath>(path: P, ...args: BodyArgs<P>): Promise<ApiResult<P>> {
  callsInFlight += 1;
  try {
    const result = await makeCall(path, ...args);
    if (result.ok) tellSuccess(path);
    return result;
  } finally {
    callsInFlight -= 1;
  }
}

/**
 * Calls after whose success the caller's account is gone (the page signs out next, ADR 0119). While one runs, the
 * same person's other calls wait for it, and it is sent only once their calls already sent have answered; after it
 * succeeded, their calls are not sent at all. Else a call racing the deletion (the bell's poll) reached the server
 * just after it and was refused with 403, which the browser logs in the person's console (e2e run 41).
 */
const ENDS_THE_ACCOUNT: ReadonlySet<CallPath> = new Set<CallPath>(['client/userLogins/deleteAccount']);
/** The account-ending call of a token, running or succeeded: whether it succeeded. */
let ending: { token: string; succeeded: Promise<boolean> } | null = null;
/**
 * Tests: forgets the accounts deleted so far. A real ID token never comes back after its account is deleted, so the
 * client keeps refusing it; a test's fake token (`token-u1`) does come back in the next test.
 */
export function forgetDeletedAccounts(): void {
  ending = null;
}

/** Signed-in requests sent and not yet answered, by token. */
const sentWith = new Map<string, Set<Promise<unknown>>>();

async function makeCall<P extends CallPath>(path: P, ...[body]: BodyArgs<P>): Promise<ApiResult<P>> {
  // A remote built against a newer platform minor may ask for a call this (older) copy of the client has no entry for
  // (ADR 0104): it fails like any other call, so the remote shows its error instead of the page crashing.
  const def = Object.hasOwn(callIndex, path) ? callIndex[path] : undefined;
  if (!def) {
    console.warn(`[api] ${path}: not a call of this platform version`);
    return failure('CALL_NOT_SUPPORTED', null, `Unknown call ${path}`);
  }
  const token = def.auth === 'none' ? '' : await readToken();
  if (callNeedsToken(path) && !token) {
    // SPEC section 6: an empty token means not authorised, so the call is not even sent.
    console.warn(`[api] ${path}: not signed in`);
    return failure('NOT_AUTHORISED', null, 'Not signed in');
  }
  if (!token) return sendCall(def.method, path, token, body);
  if (ENDS_THE_ACCOUNT.has(path)) {
    let settle!: (succeeded: boolean) => void;
    const mine = { token, succeeded: new Promise<boolean>((resolve) => (settle = resolve)) };
    ending = mine;
    await Promise.allSettled([...(sentWith.get(token) ?? [])]);
    const result = await sendCall(def.method, path, token, body);
    settle(result.ok);
    if (!result.ok && ending === mine) ending = null;
    return result;
  }
  if (ending?.token === token && (await ending.succeeded)) {
    console.info(`[api] ${path}: not sent, the account was deleted`);
    return failure('NOT_AUTHORISED', null, 'The account was deleted');
  }
  return sendCall(def.method, path, token, body);
}

/** One request, counted among the token's requests in flight until it has answered. */
async function sendTracked(token: string, send: () => Promise<Response>): Promise<Response> {
  if (!token) return send();
  const request = send();
  const sent = sentWith.get(token) ?? new Set<Promise<unknown>>();
  sentWith.set(token, sent);
  sent.add(request);
  try {
    return await request;
  } finally {
    sent.delete(request);
    if (sent.size === 0) sentWith.delete(token);
  }
}

async function sendCall<P extends CallPath>(method: 'GET' | 'POST', path: P, token: string, body: RequestOf<P> | undefined): Promise<ApiResult<P>> {
  // Offline (ADR 0123): a read is answered with what this browser kept from its last answer; anything else is refused
  // at once with OFFLINE ("needs a connection"), never sent to fail later.
  const isRead = isOfflineReadCall(path);
  const savedKey = isRead ? savedAnswerKey(path, token, body) : null;
  const keysToTry = isRead ? savedAnswerKeysToTry(path, token, body) : [];
  if (isBrowserOffline()) return savedOrOffline(path, keysToTry, 'The browser is offline');

  const headers: Record<string, string> = { accept: 'application/json' };
  let wrote = false;
  if (token) {
    headers.authorization = `Bearer ${token}`;
    wrote = markReadYourWrites(path, isRead, headers);
  }
  // Signed out, a public read goes as its GET form, which a CDN or the browser's cache may answer (ADR 0141).
  const asGet = !token && method === 'POST' && isPublicRead(path);
  const init: RequestInit = { method: asGet ? 'GET' : method, headers, signal: AbortSignal.timeout(apiConfig.timeoutMs) };
  // The browser asks again every time (with the ETag it holds: a 304 when nothing changed). Its own cache would
  // otherwise honour stale-while-revalidate, meant for the CDN, and show a page 10 s old to the person who just
  // changed it and signed out (e2e run 60).
  if (asGet) init.cache = 'no-cache';
  if (method === 'POST' && !asGet) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  const url = withTrailingSlash(apiConfig.baseUrl()) + path + (asGet ? publicReadQuery(body) : '');

  let response: Response;
  let answer: unknown;
  try {
    response = await sendTracked(token, () => fetch(url, init));
  } catch (error) {
    console.warn(`[api] ${path}: network failure`, error);
    return savedOrOffline(path, keysToTry, String(error));
  } finally {
    // The window runs from the write's answer too: a slow write (a picture upload) still leaves its full 5 s.
    if (wrote) lastWriteAt = Date.now();
  }
  try {
    answer = await response.json();
  } catch (error) {
    console.warn(`[api] ${path}: answer is not JSON (HTTP ${response.status})`, error);
    return failure('NETWORK_ERROR', response.status, `HTTP ${response.status}`);
  }

  const record = (answer ?? {}) as { isSuccessful?: unknown; errorCode?: unknown; message?: unknown; publicReason?: unknown };
  if (record.isSuccessful !== true) {
    const code = failureCode(record, response.status);
    const message = typeof record.message === 'string' ? record.message : `HTTP ${response.status}`;
    const log = code === 'NOT_AUTHORISED' || code === 'TOKEN_REVOKED' ? console.warn : console.info;
    log(`[api] ${path}: ${code} ${message}`);
    if (code === 'ACCOUNT_SUSPENDED') tellSuspended(record);
    const reason = typeof record.publicReason === 'string' && record.publicReason.trim() ? record.publicReason : null;
    return reason ? { ...failure(code, response.status, message), publicReason: reason } : failure(code, response.status, message);
  }

  // The schemas load only in development and tests: a production bundle carries no zod (the condition is folded at
  // build time, so the import below is dropped).
  if (process.env.NODE_ENV !== 'production' && apiConfig.validateAnswers) {
    const { contract } = await import('../contract');
    const parsed = contract[path].answer.safeParse(answer);
    if (!parsed.success) {
      // The server and the contract disagree: loud in development, where this check runs.
      console.error(`[api] ${path}: answer does not match the contract`, parsed.error.issues);
      return failure('INTERNAL_ERROR', response.status, 'Answer does not match the contract');
    }
  }
  if (savedKey) void saveAnswer(savedKey, answer);
  reportSavedAnswer(false);
  return { ok: true, data: answer as SuccessAnswerOf<P> };
}

/** When this browser last sent a signed-in write (ADR 0142). */
let lastWriteAt = Number.NEGATIVE_INFINITY;
/** Reports the page sends on its own while a clip plays: nothing the person reads back. */
const NOT_READ_BACK: ReadonlySet<string> = new Set(['client/analytics/clipPlaybackReport', 'client/activity/reportActivity']);

/** Forgets the last write (each test starts as a new page would). */
export function forgetRecentWrite(): void {
  lastWriteAt = Number.NEGATIVE_INFINITY;
}

/**
 * Read-your-writes (ADR 0142): for a few seconds after a signed-in write every call asks for the primary database, so
 * a person who just followed, blocked or commented never reads an answer from a replica that has not seen it yet.
 */
function markReadYourWrites(path: string, isRead: boolean, headers: Record<string, string>): boolean {
  const now = Date.now();
  if (now - lastWriteAt < READ_PRIMARY.windowMs) headers[READ_PRIMARY.header] = '1';
  const writes = !isRead && !isPublicRead(path) && !NOT_READ_BACK.has(path);
  if (writes) lastWriteAt = now;
  return writes;
}

/**
 * The network could not be reached: the answer kept from the last time this call was made with this body for this
 * person, else OFFLINE when the browser says it is offline (the person is told it needs a connection), else
 * NETWORK_ERROR as before.
 */
async function savedOrOffline<P extends CallPath>(path: P, keys: readonly string[], why: string): Promise<ApiResult<P>> {
  for (const key of keys) {
    const saved = await loadAnswer(key);
    if ((saved as { isSuccessful?: unknown } | null)?.isSuccessful !== true) continue;
    console.info(`[api] ${path}: no network, showing the answer kept from earlier`);
    reportSavedAnswer(true);
    return { ok: true, data: saved as SuccessAnswerOf<P>, saved: true };
  }
  if (isBrowserOffline()) {
    console.info(`[api] ${path}: offline, not sent`);
    return failure('OFFLINE', null, why);
  }
  return failure('NETWORK_ERROR', null, why);
}

/**
 * SPEC section 7: "Network and auth failures are logged and the call returns false".
 * Use callApiResult when the UI needs the failure's errorCode for its message.
 */
export async function callApi<P extends CallPath>(path: P, ...args: BodyArgs<P>): Promise<SuccessAnswerOf<P> | false> {
  const result = await callApiResult(path, ...args);
  return result.ok ? result.data : false;
}
