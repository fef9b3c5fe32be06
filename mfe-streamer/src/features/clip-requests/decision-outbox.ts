/**
 * Decisions made in the page and not yet answered by the server, written down in this browser (localStorage) per
 * signed-in user, so a page that goes before its decision reached the server can be made good by the next one.
 * A keepalive request sent as a page unloads is the browser's best effort: Chromium drops some (a reload moments
 * after the decision lost it in about half of e2e runs, issue 19), and a phone may discard a page without a word.
 * The queue opening again sends what is written here (ADR 0121).
 */
export interface StoredDecision {
  requestId: string;
  isApproved: boolean;
  /** When it was decided (ms since the epoch): entries older than MAX_AGE_MS are forgotten. */
  decidedAt: number;
}

const KEY_PREFIX = 'clipyard.streamer.unsentDecisions.';
/** A decision left unsent for longer than this is stale: the streamer has moved on and sees the request again. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bounds the entry; a streamer decides one request at a time, so this is far above any real backlog. */
const MAX_ENTRIES = 200;

const keyOf = (uid: string) => `${KEY_PREFIX}${uid}`;

function isStoredDecision(value: unknown): value is StoredDecision {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.requestId === 'string' && typeof entry.isApproved === 'boolean' && typeof entry.decidedAt === 'number';
}

/** The user's unsent decisions, oldest first; anything unreadable or stale is left out. Never throws. */
export function readUnsentDecisions(uid: string, now = Date.now()): StoredDecision[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(uid)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredDecision).filter((entry) => now - entry.decidedAt < MAX_AGE_MS);
  } catch {
    return [];
  }
}

function write(uid: string, entries: StoredDecision[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(keyOf(uid));
    else localStorage.setItem(keyOf(uid), JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked (a private window): the page still holds and sends the decision itself.
  }
}

/** Writes a decision down (replacing one for the same request). */
export function keepUnsentDecision(uid: string, decision: StoredDecision): void {
  write(uid, [...readUnsentDecisions(uid).filter((entry) => entry.requestId !== decision.requestId), decision]);
}

/** Crosses a decision out: undone, or the server answered it. */
export function forgetUnsentDecision(uid: string, requestId: string): void {
  const entries = readUnsentDecisions(uid);
  if (entries.some((entry) => entry.requestId === requestId)) write(uid, entries.filter((entry) => entry.requestId !== requestId));
}
