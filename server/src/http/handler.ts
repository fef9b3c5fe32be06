import type { FastifyRequest } from 'fastify';
import type { AnswerOf, CallPath, ContractGroupName, GroupCallPath, ParsedRequestOf } from '@clipyard/shared/contract';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';

/** Who is calling, as established by the auth layer before the handler runs. */
export interface Caller {
  /** Verified Firebase uid, or null when signed out (or auth 'none'). */
  firebaseUid: string | null;
  /** Claims of the verified ID token (email, email_verified, name, firebase.sign_in_provider...). */
  claims: Record<string, unknown> | null;
  /** The registered Clipyard account, or null before accountRegistration. */
  user: UserRow | null;
  ip: string;
  userAgent: string;
}

export interface HandlerInput<P extends CallPath> {
  ctx: AppContext;
  body: ParsedRequestOf<P>;
  caller: Caller;
  request: FastifyRequest;
}

/** A handler returns the success payload; the server wraps it as { isSuccessful: true, ...payload }. */
export type Handler<P extends CallPath> = (input: HandlerInput<P>) => Promise<AnswerOf<P>>;

/** One handler per call of the contract: a call missing on either side fails the typecheck. */
export type Handlers = { [P in CallPath]: Handler<P> };

/** The handlers of one contract group: what `server/src/features/<group>/index.ts` exports, no more and no less. */
export type GroupHandlers<G extends ContractGroupName> = { [P in GroupCallPath<G>]: Handler<P> };
