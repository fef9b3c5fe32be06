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
export function sendFailure(reply: FastifyReply, errorCode: ErrorCode, message: string = errorCode, facts?: Record<string, string | null>): FastifyReply {
  return reply.code(errorStatus[errorCode]).send({ ...facts, ...failure(errorCode, message) });
}
