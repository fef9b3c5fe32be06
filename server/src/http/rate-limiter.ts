import type { RateLimit } from '@clipyard/shared/contract';

/**
 * A fixed-window counter per (call, caller). In memory per API instance: with several instances behind a load
 * balancer each enforces its own window, which still bounds abuse (N instances allow N times the limit).
 * We keep our own instead of @fastify/rate-limit because the key is the *verified user id*, known only after the
 * auth step, while that plugin keys requests in an earlier hook.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one call; answers false when the caller is over the limit. */
  hit(callPath: string, callerKey: string, limit: RateLimit): boolean {
    const now = this.now();
    this.sweep(now);
    const key = `${callPath}\u0000${callerKey}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit.max;
  }

  /** Drops expired windows once a minute so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
