import type { CallPath } from '@clipyard/shared/contract';

/**
 * Micro-cache of anonymous listing answers: for signed-out visitors (no Authorization header at all) the same
 * listing request answers the same JSON, so for a second or so we serve the serialized answer instead of asking the
 * database again. Concurrent misses share one computation. Signed-in callers are never cached (their answers hide
 * blocked channels and users). A second of staleness on public listings is the trade for handling a crowd on the
 * frontpage; 0 turns it off (tests).
 */
export const ANONYMOUS_CACHEABLE: ReadonlySet<CallPath> = new Set<CallPath>([
  'client/videoListing/masterFrontpageList',
  'client/videoListing/fetchByChannelLogins',
  'client/videoListing/fetchClipsById',
]);

export class AnonymousCache {
  private readonly entries = new Map<string, { expiresAt: number; json: Promise<string> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached JSON for key, or compute() once for everyone asking until it expires. Failures are not cached. */
  async get(key: string, compute: () => Promise<string>): Promise<string> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.json;
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const json = compute();
    const entry = { expiresAt: now + this.ttlMs, json };
    this.entries.set(key, entry);
    json.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return json;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full of live entries: drop the oldest (Map keeps insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
