import { failureCode, type ApiErrorCode } from '@clipyard/shared';
import type { DetailedError } from 'tus-js-client';

/**
 * The error code of a failed tus upload. The server refuses tus requests with the calls' JSON failure shape
 * ({ isSuccessful: false, errorCode, message }; server/src/features/submission/tus-answers.ts), which tus-js-client keeps
 * as the DetailedError's originalResponse. null when no answer came at all (the network): the screen says so.
 */
export function tusErrorCode(error: Error | DetailedError): ApiErrorCode | null {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return null;
  let answer: unknown = null;
  try {
    answer = JSON.parse(response.getBody());
  } catch {
    // Not our JSON (a proxy's error page): the status decides.
  }
  return failureCode(answer, response.getStatus());
}
