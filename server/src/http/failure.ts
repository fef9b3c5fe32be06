import type { FastifyReply } from 'fastify';
import { type ErrorCode, errorStatus } from '@clipyard/shared/contract';

/** The one failure shape of every call (and of the tus upload endpoint): { isSuccessful: false, errorCode, message }. */
export interface Failure {
  isSuccessful: false;
  errorCode: ErrorCode;
  message: string;
}

export function failure(errorCode: ErrorCode, message: string = errorCode): Failure {
  return { isSuccessful: false, errorCode, message };
}

/** Answers a failure with its code's HTTP status. */
export function sendFailure(reply: FastifyReply, errorCode: ErrorCode, message: string = errorCode): FastifyReply {
  return reply.code(errorStatus[errorCode]).send(failure(errorCode, message));
}

/**
 * The code of a failure that only has an HTTP status (a framework's or a library's own refusal). The tus endpoint
 * passes 404 as UPLOAD_NOT_FOUND and 413 as MEDIA_TOO_LARGE through `overrides`.
 */
export function errorCodeOfStatus(status: number, overrides: Partial<Record<number, ErrorCode>> = {}): ErrorCode {
  const override = overrides[status];
  if (override) return override;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}
