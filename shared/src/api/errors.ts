import type { ErrorCode } from '../contract';
import { isErrorCode } from '../contract/errors';

/**
 * Codes the client itself produces besides the server's ErrorCode list. They never travel on the wire:
 * - NETWORK_ERROR: the API could not be reached, or answered something that is not our JSON.
 * - LIKE_REQUIRES_LOGIN / REPORT_REQUIRES_LOGIN: SPEC section 5, refused before any call is made.
 */
export const clientErrorCodes = ['NETWORK_ERROR', 'LIKE_REQUIRES_LOGIN', 'REPORT_REQUIRES_LOGIN'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** Every code a failed call can carry, and so every key of the `errors` i18n namespace. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * The code of a failed answer: the errorCode of the calls' failure shape ({ isSuccessful: false, errorCode, message }),
 * else one guessed from the HTTP status (a proxy's page, a body that is not ours). Calls and tus uploads read it.
 */
export function failureCode(answer: unknown, status: number): ApiErrorCode {
  const errorCode = (answer as { errorCode?: unknown } | null)?.errorCode;
  if (isErrorCode(errorCode)) return errorCode;
  if (status === 401) return 'NOT_AUTHORISED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'MAINTENANCE';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}
