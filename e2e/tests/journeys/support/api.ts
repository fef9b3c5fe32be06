import type { Stack } from '../../../support/stack';

/**
 * Test data goes in through the real API and the real Firebase Auth emulator, never into the database directly.
 */
/**
 * The call a browser request makes, whichever form it took: `path` for a POST to it, or for a signed-out public read's
 * GET of it with the request in `?input=` (ADR 0141); null for any other request. Its `body` is the request sent.
 */
export function callOfRequest(request: { url(): string; method(): string; postData(): string | null }, path: string): { body: unknown } | null {
  const url = new URL(request.url());
  if (!url.pathname.endsWith(`/${path}`)) return null;
  if (request.method() === 'GET') return { body: JSON.parse(url.searchParams.get('input') ?? '{}') as unknown };
  return { body: JSON.parse(request.postData() || '{}') as unknown };
}

/** More than the idle sockets the suite keeps to one service at once. */
const CLOSED_SOCKET_ATTEMPTS = 8;

/**
 * A POST of JSON to a loopback service (the API, the Auth emulator). A server closes a kept-alive connection once it
 * has been idle a while (the emulator after 5 s); on a loaded machine fetch can reuse it in that very moment and the
 * POST fails with "other side closed" (undici's UND_ERR_SOCKET). A server closes only a socket with no request on it,
 * so the request never arrived: it is sent again. The pool can hold several such sockets, closed at once, and each
 * retry may draw the next (the server tests' run 96): again until a live or new connection takes it, boundedly.
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    } catch (error) {
      const closedSocket = error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';
      if (!closedSocket || attempt >= CLOSED_SOCKET_ATTEMPTS) throw error;
    }
  }
}

export async function callApi<T = Record<string, unknown>>(apiUrl: string, path: string, body: unknown = {}, idToken?: string): Promise<T> {
  const response = await postJson(apiUrl.replace(/\/?$/, '/') + path, body, idToken ? { authorization: `Bearer ${idToken}` } : {});
  const answer = (await response.json()) as T & { isSuccessful: boolean; errorCode?: string };
  if (!answer.isSuccessful) throw new Error(`${path} failed: ${answer.errorCode} (HTTP ${response.status})`);
  return answer;
}

type Listing = { clipList: Array<{ internalClipId: string; channelLogin: string; clipTitle: string; thumbnailFormats: string[] }> };

/**
 * The demo seed encodes its clips in the background (the source first, the thumbnails after), and a restarted API
 * seeds again: wait (bounded) until the API lists a playable clip that has its thumbnail too, and answer those first.
 */
export async function waitForReadyClips(apiUrl: string): Promise<Listing['clipList']> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const listing = await callApi<Listing>(apiUrl, 'client/videoListing/masterFrontpageList', { sort: 'new', period: 'all' });
    const withThumbnails = listing.clipList.filter((clip) => clip.thumbnailFormats.length > 0);
    if (withThumbnails.length > 0) return withThumbnails;
    if (Date.now() > deadline) throw new Error('no ready clip after 150 s');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export function emulatorUrl(stack: Stack): string {
  const firebase = stack.web.state.config.firebase as { authEmulatorUrl?: string } | undefined;
  return firebase?.authEmulatorUrl ?? 'http://127.0.0.1:9099';
}

export interface TestUser {
  email: string;
  password: string;
  username: string;
  uid: string;
  idToken: string;
}

/**
 * The streamer's channel asks for approval of submissions (whatever a new channel's default is): its profile as it is,
 * with `description`, no links and no featured clips.
 */
export async function askForApproval(apiUrl: string, streamer: Pick<TestUser, 'idToken'>, channelLogin: string, description = 'e2e channel'): Promise<void> {
  const { channelProfile } = await callApi<{ channelProfile: Record<string, unknown> }>(apiUrl, 'client/channel/getChannelProfile', { channelLogin }, streamer.idToken);
  await callApi(
    apiUrl,
    'client/channel/setChannelProfile',
    { channelLogin, displayName: channelProfile.displayName, description, links: [], tipLinks: [], requestPolicy: 'approval', featuredClipIds: [] },
    streamer.idToken,
  );
}

/** A unique name per run (several people run the suite against one shared emulator). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 20);
}

/** Creates an identity in the Auth emulator (its REST API, as the Firebase SDK would) and signs it in. */
export async function createIdentity(stack: Stack, email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const response = await postJson(`${emulatorUrl(stack)}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, { email, password, returnSecureToken: true });
  const body = (await response.json()) as { localId?: string; idToken?: string; error?: unknown };
  if (!body.localId || !body.idToken) throw new Error(`emulator signUp failed: ${JSON.stringify(body.error)}`);
  // The emulator's signUp stamps the token's auth_time before validSince: across a second boundary that token already
  // counts as revoked on a destructive call. A password sign-in stamps auth_time afresh, after validSince.
  return { uid: body.localId, idToken: (await signInWithPassword(emulatorUrl(stack), email, password)).idToken };
}

/** Signs an identity in at the Auth emulator (its REST API, as the Firebase SDK would): its uid and a fresh ID token. */
export async function signInWithPassword(emulatorBaseUrl: string, email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const response = await postJson(`${emulatorBaseUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, { email, password, returnSecureToken: true });
  const body = (await response.json()) as { localId?: string; idToken?: string; error?: unknown };
  if (!body.localId || !body.idToken) throw new Error(`emulator sign-in of ${email} failed: ${JSON.stringify(body.error)}`);
  return { uid: body.localId, idToken: body.idToken };
}

/** The demo seed's password (server/src/seed/demo-accounts.ts): every demo account has it. */
export const DEMO_PASSWORD = 'clipyard-demo';

/** One of the demo seed's accounts (`viewer@demo.clipyard.test`, ...), signed in. */
export async function demoUser(stack: Stack, key: 'viewer' | 'streamer' | 'admin'): Promise<TestUser> {
  const email = `${key}@demo.clipyard.test`;
  const { uid, idToken } = await signInWithPassword(emulatorUrl(stack), email, DEMO_PASSWORD);
  return { email, password: DEMO_PASSWORD, username: `demo_${key}`, uid, idToken };
}

/** An identity plus its Clipyard account (accountRegistration), ready to sign in with. */
/** `reason`: why the person wants to join, for an API that approves registrations (REGISTRATION=approval, ADR 0136). */
export async function createUser(stack: Stack, apiUrl = stack.apiUrl, prefix = 'e2e_', reason?: string): Promise<TestUser> {
  const username = uniqueName(prefix);
  const email = `${username}@example.com`;
  const password = 'secret-e2e-123';
  const { uid, idToken } = await createIdentity(stack, email, password);
  await callApi(apiUrl, 'client/userLogins/accountRegistration', reason === undefined ? { username } : { username, reason }, idToken);
  return { email, password, username, uid, idToken };
}
