import type { ErrorCode } from '@clipyard/shared/contract';

/** Thrown by handlers for every expected failure; the server answers { isSuccessful: false, errorCode, message }. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    message: string = errorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
