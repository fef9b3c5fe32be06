import type { ErrorCode } from '@clipyard/shared/contract';

/**
 * Thrown by handlers for every expected failure; the server answers { isSuccessful: false, errorCode, message }.
 * `retryAfterSeconds` (a refusal that ends by itself: a rate limit) goes out as the Retry-After header; `facts` are
 * fields the failure carries besides (ACCOUNT_SUSPENDED's `publicReason`), for the client to word in its language.
 */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    message: string = errorCode,
    readonly retryAfterSeconds?: number,
    readonly facts?: Record<string, string | null>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
