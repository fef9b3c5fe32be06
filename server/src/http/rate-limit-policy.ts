import { ADDRESS_FACTOR, NEW_ACCOUNT_HOURS, type RateLimit } from '@clipyard/shared/contract';
import { ApiError } from './api-error';
import type { Caller } from './handler';
import type { RateLimiter, WindowLimit } from './rate-limiter';

/** True for an account created less than NEW_ACCOUNT_HOURS before `now`. */
export function isNewAccount(createdAt: Date | string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
}

/**
 * The windows one call counts in (issue 22 item 5): the caller's own (the account, the Firebase user before
 * registration, or the address when signed out), tighter for an account under NEW_ACCOUNT_HOURS, and the address's
 * over every account, unless the address is exempt (RATE_LIMIT_EXEMPT_ADDRESSES: a trusted proxy that does not
 * forward the client's address, the test harness). Every window is kept in PostgreSQL, so they hold across instances.
 */
export function budgetsOf(caller: Caller, limit: RateLimit, exemptAddresses: readonly string[], now = Date.now()): WindowLimit[] {
  const window = limit.windowSeconds;
  const budgets: WindowLimit[] = [];
  if (caller.user) {
    budgets.push({ key: `u:${caller.user.id}`, max: limit.max, windowSeconds: window });
    if (limit.newAccount && isNewAccount(caller.user.created_at, now)) budgets.push({ key: `n:${caller.user.id}`, ...limit.newAccount });
  } else if (caller.firebaseUid) {
    budgets.push({ key: `f:${caller.firebaseUid}`, max: limit.max, windowSeconds: window });
  } else {
    budgets.push({ key: `ip:${caller.ip}`, max: limit.max, windowSeconds: window });
  }
  if (!exemptAddresses.includes(caller.ip)) budgets.push({ key: `a:${caller.ip}`, max: limit.addressMax ?? limit.max * ADDRESS_FACTOR, windowSeconds: window });
  return budgets;
}

/**
 * Counts the call in each of its windows; refuses it (RATE_LIMITED with Retry-After, the longest wait of the windows
 * it is over) when it is over any of them.
 */
export async function enforceRateLimit(limiter: RateLimiter, callPath: string, caller: Caller, limit: RateLimit, exemptAddresses: readonly string[]): Promise<void> {
  const taken = await limiter.takeEach(callPath, budgetsOf(caller, limit, exemptAddresses));
  const retryAfterSeconds = Math.max(0, ...taken.filter((t) => !t.allowed).map((t) => t.retryAfterSeconds));
  if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', 'Too many requests: try again in a little while', retryAfterSeconds);
}
