import type { FastifyReply } from 'fastify';
import { type ErrorCode, errorStatus } from '@clipyard/shared/contract';

/** The one failure shape of every call: { isSuccessful: false, errorCode, message } with the code's HTTP status. */
export function sendFailure(reply: FastifyReply, errorCode: ErrorCode, message: string = errorCode): FastifyReply {
  return reply.code(errorStatus[errorCode]).send({ isSuccessful: false, errorCode, message });
}
