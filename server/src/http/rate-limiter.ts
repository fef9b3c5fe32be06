import type { RateLimit } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How often one process deletes expired windows (any process's: the table is shared). */
const SWEEP_EVERY_MS = 60_000;

/** One window a call counts in: its key (whose), how many calls it allows, and how long it lasts. */
export interface WindowLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter per (call, caller), kept in the database so every API instance on it enforces one window
 * (ADR 0046): a caller spread over N instances still gets the limit once, not N times. One upsert per counted call.
 * We keep our own instead of @fastify/rate-limit because the key is the *verified user id*, known only after the
 * auth step, while that plugin keys requests in an earlier hook.
 */
export class RateLimiter {
  private lastSweep = 0;

  /** `now` is the clock of this process (tests move it); instances' clocks agree to well under a window. */
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call; answers false when the caller is over the limit. */
  async hit(callPath: string, callerKey: string, limit: RateLimit): Promise<boolean> {
    return (await this.take(callPath, callerKey, limit)).allowed;
  }

  /**
   * Counts one call; answers whether it is within the limit and, when it is not, how many seconds until the window
   * resets (the Retry-After of the refusal, at least 1).
   */
  async take(callPath: string, callerKey: string, limit: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const [taken] = await this.takeEach(callPath, [{ key: callerKey, max: limit.max, windowSeconds: limit.windowSeconds }]);
    return taken!;
  }

  /**
   * Counts one call in each of its windows with one statement (a multi-row upsert: a round trip per limited call, not
   * one per window, ADR 0156), answering for each window in the order given. The windows of one call have distinct
   * keys, and every call lists its kinds of window in the same order, so two racing calls lock shared rows in the
   * same order and cannot deadlock.
   */
  async takeEach(callPath: string, windows: readonly WindowLimit[]): Promise<{ allowed: boolean; retryAfterSeconds: number }[]> {
    if (windows.length === 0) return [];
    const now = new Date(this.now());
    this.sweep(now);
    // Atomic under concurrency: ON CONFLICT DO UPDATE locks the row, so racing hits on any instance each count.
    const rows = await this.db
      .insertInto('rate_limit_windows')
      .values(windows.map((w) => ({ call: callPath, caller: w.key, hits: 1, resets_at: new Date(now.getTime() + w.windowSeconds * 1000) })))
      .onConflict((oc) =>
        oc.columns(['call', 'caller']).doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limit_windows.resets_at <= ${now} THEN 1 ELSE rate_limit_windows.hits + 1 END`,
          resets_at: sql<Date>`CASE WHEN rate_limit_windows.resets_at <= ${now} THEN excluded.resets_at ELSE rate_limit_windows.resets_at END`,
        }),
      )
      .returning(['caller', 'hits', 'resets_at'])
      .execute();
    const byKey = new Map(rows.map((row) => [row.caller, row]));
    return windows.map((w) => {
      const row = byKey.get(w.key)!;
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.resets_at).getTime() - now.getTime()) / 1000));
      return { allowed: row.hits <= w.max, retryAfterSeconds };
    });
  }

  /** Once a minute, in the background: drops expired windows, so the table holds only callers active lately. */
  private sweep(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    this.db
      .deleteFrom('rate_limit_windows')
      .where('resets_at', '<=', now)
      .execute()
      .catch(() => {
        /* best effort: the next sweep retries, and an expired window is restarted by the upsert anyway */
      });
  }
}
