import { STORAGE_KEYS, readString } from '../../storage/local-storage';

/**
 * The last answer of each read call, kept in this browser so a page opened offline shows what the person saw last
 * (ADR 0123). Kept in Cache Storage (the service worker's storage, readable from the page), one entry per call and
 * body, under the person it was for: `anon` for answers any visitor gets, the Firebase uid for a signed-in person's.
 * A person's entries go when they sign out (forgetSignedInAnswers). Where Cache Storage is missing (an insecure
 * origin, a server render, jsdom) nothing is kept and nothing is found.
 */
export const SAVED_ANSWERS_CACHE = 'clipyard-offline-answers';
const ANONYMOUS = 'anon';
/** Entries are dropped oldest first past this many (each is one call's JSON answer). */
export const MAX_SAVED_ANSWERS = 300;
const KEY_PREFIX = '/__clipyard_offline__/';

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** The Firebase uid a bearer token is for (read, not verified: it only picks which of this browser's entries to use). */
export function tokenUser(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { user_id?: unknown; sub?: unknown };
    const uid = typeof json.user_id === 'string' ? json.user_id : json.sub;
    return typeof uid === 'string' && uid ? uid : null;
  } catch {
    return null;
  }
}

/** JSON with object keys sorted, so the same body is the same entry whatever order its fields were written in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The entry's address for one call: whose answer (anonymous when no token was sent), which call, which body. Null when
 * the token names nobody (then nothing is kept).
 */
export function savedAnswerKey(path: string, token: string, body: unknown): string | null {
  const who = token ? tokenUser(token) : ANONYMOUS;
  if (!who) return null;
  const origin = typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
  return `${origin}${KEY_PREFIX}${encodeURIComponent(who)}/${path}?body=${encodeURIComponent(stableJson(body ?? {}))}`;
}

/** The uid of the profile this device has cached (SPEC: `userProfile`): the person a reload is restoring, if any. */
function cachedProfileUid(): string | null {
  try {
    const uid = (JSON.parse(readString(STORAGE_KEYS.userProfile) ?? 'null') as { firebaseUid?: unknown } | null)?.firebaseUid;
    return typeof uid === 'string' && uid ? uid : null;
  } catch {
    return null;
  }
}

/**
 * Where to look for a kept answer, best first. With a token, that person's entry. Without one, a page reloaded
 * offline may be asking before sign-in has been restored (the auth listener speaks later): the person whose profile
 * this device holds first (as they saw it), then what any visitor gets.
 */
export function savedAnswerKeysToTry(path: string, token: string, body: unknown): string[] {
  const own = savedAnswerKey(path, token, body);
  if (token) return own ? [own] : [];
  const uid = cachedProfileUid();
  const restoring = uid ? savedAnswerKey(path, '', body)?.replace(`${KEY_PREFIX}${ANONYMOUS}/`, `${KEY_PREFIX}${encodeURIComponent(uid)}/`) : null;
  return [restoring, own].filter((key): key is string => Boolean(key));
}

let putsSinceTrim = 0;

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  // Cache Storage keeps insertion order (a put of an existing key moves it to the end): the oldest go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SAVED_ANSWERS)).map((request) => cache.delete(request)));
}

/** Keeps a success answer. Never throws: a full disk or a private window only means nothing is kept. */
export async function saveAnswer(key: string, answer: unknown): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const cache = await storage.open(SAVED_ANSWERS_CACHE);
    await cache.put(key, new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) } }));
    putsSinceTrim += 1;
    if (putsSinceTrim >= 25) {
      putsSinceTrim = 0;
      await trim(cache);
    }
  } catch (error) {
    console.info('[api] an answer could not be kept for offline use', error);
  }
}

/** The kept answer, or null. */
export async function loadAnswer(key: string): Promise<unknown> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const cache = await storage.open(SAVED_ANSWERS_CACHE);
    const response = await cache.match(key);
    return response ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/** Sign-out: every signed-in person's kept answers go; what any visitor gets stays. */
export async function forgetSignedInAnswers(): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  try {
    const cache = await storage.open(SAVED_ANSWERS_CACHE);
    const keys = await cache.keys();
    const anonymous = `${KEY_PREFIX}${ANONYMOUS}/`;
    await Promise.all(keys.filter((request) => !new URL(request.url).pathname.startsWith(anonymous)).map((request) => cache.delete(request)));
  } catch (error) {
    console.info('[api] kept answers could not be cleared', error);
  }
}
