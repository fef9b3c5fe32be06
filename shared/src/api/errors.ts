import type { ErrorCode } from '../contract';

/**
 * Codes the client itself produces besides the server's ErrorCode list. They never travel on the wire:
 * - NETWORK_ERROR: the API could not be reached, or answered something that is not our JSON.
 * - LIKE_REQUIRES_LOGIN / REPORT_REQUIRES_LOGIN: SPEC section 5, refused before any call is made.
 */
export const clientErrorCodes = ['NETWORK_ERROR', 'LIKE_REQUIRES_LOGIN', 'REPORT_REQUIRES_LOGIN'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

/** Every code a failed call can carry, and so every key of the `errors` i18n namespace. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;
