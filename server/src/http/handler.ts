import type { FastifyRequest } from 'fastify';
import type { AnswerOf, CallPath, ContractGroupName, GroupCallPath, ParsedRequestOf } from '@clipyard/shared/contract';
import type { AppContext } from '../context';
import type { CallerFor } from './caller';

export type { Caller } from './caller';

export interface HandlerInput<P extends CallPath> {
  ctx: AppContext;
  body: ParsedRequestOf<P>;
  /** Who calls, as the call's `auth` promises it (caller.ts): a member's `user`, a streamer's `channelLogin`. */
  caller: CallerFor<P>;
  request: FastifyRequest;
}

/** A handler returns the success payload; the server wraps it as { isSuccessful: true, ...payload }. */
export type Handler<P extends CallPath> = (input: HandlerInput<P>) => Promise<AnswerOf<P>>;

/** One handler per call of the contract: a call missing on either side fails the typecheck. */
export type Handlers = { [P in CallPath]: Handler<P> };

/** The handlers of one contract group: what `server/src/features/<group>/index.ts` exports, no more and no less. */
export type GroupHandlers<G extends ContractGroupName> = { [P in GroupCallPath<G>]: Handler<P> };
