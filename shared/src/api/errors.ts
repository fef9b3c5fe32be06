import type { ErrorCode } from '../contract';
import { errorCodeOfStatus, isErrorCode } from '../contract/errors';

/**
 * Codes the client itself produces besides the server's ErrorCode list. They never travel on the wire:
 * - NETWORK_ERROR: the API could not be reached, or answered something that is not our JSON.
 * - LIKE_REQUIRES_LOGIN / REPORT_REQUIRES_LOGIN: SPEC section 5, refused before any call is made.
 * - CALL_NOT_SUPPORTED: the running platform's API client does not know the call (a remote built against a newer
 *   platform minor asked for a call this shell's copy has no entry for, ADR 0104); nothing is sent.
 * - OFFLINE: the browser is offline and the call is a write (likes, comments, uploads...) or a read this browser kept
 *   no answer of (ADR 0123); nothing is sent.
 */
export const clientErrorCodes = ['NETWORK_ERROR', 'LIKE_REQUIRES_LOGIN', 'REPORT_REQUIRES_LOGIN', 'CALL_NOT_SUPPORTED', 'OFFLINE'] as const;
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
  return errorCodeOfStatus(status);
}
