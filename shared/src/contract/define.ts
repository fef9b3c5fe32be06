import { z } from 'zod';
import type { ErrorCode } from './errors';
import { callIndex, type AuthNeed, type CallIndex, type CallPathName, type HttpMethod } from './call-index';

export type { AuthNeed, HttpMethod } from './call-index';

export interface RateLimit {
  /** Calls allowed per caller (user id, or IP when signed out) in one window. */
  max: number;
  windowSeconds: number;
  /**
   * A second, longer window for accounts younger than NEW_ACCOUNT_HOURS: spam floods come from fresh accounts, which
   * get this much over the window besides the limit every account has.
   */
  newAccount?: { max: number; windowSeconds: number };
  /**
   * Calls allowed from one IP address over every account and the signed out, so one machine cannot get around the
   * limit by rotating accounts; by default ADDRESS_FACTOR × `max` (a household or an office shares an address).
   */
  addressMax?: number;
}

/** How long an account counts as new for rate limits (RateLimit.newAccountMax). */
export const NEW_ACCOUNT_HOURS = 24;
/** RateLimit.addressMax's default, as a multiple of `max`. */
export const ADDRESS_FACTOR = 5;

export interface CallDefinition<
  Path extends string = string,
  Req extends z.ZodType = z.ZodType,
  Ans extends z.ZodType = z.ZodType,
> {
  path: Path;
  method: HttpMethod;
  auth: AuthNeed;
  /** Body of a POST (a GET takes none and its request schema is an empty object). */
  request: Req;
  /** The success answer, without `isSuccessful` (added by the server: `{ isSuccessful: true, ...answer }`). */
  answer: Ans;
  /** The error codes this call may answer besides the common ones (BAD_REQUEST, NOT_AUTHORISED, RATE_LIMITED...). */
  errors: readonly ErrorCode[];
  /** Token revocation is checked too (destructive calls). */
  checkRevoked?: boolean;
  rateLimit?: RateLimit;
  /** True for calls Clipyard adds beyond SPEC section 7. */
  ours?: boolean;
  summary: string;
}

/** A call's definition as written in calls/*.ts: method and auth come from the call index. */
export type CallSpec<Path extends string, Req extends z.ZodType, Ans extends z.ZodType> = Omit<
  CallDefinition<Path, Req, Ans>,
  'method' | 'auth'
>;

export function defineCall<const Path extends CallPathName, Req extends z.ZodType, Ans extends z.ZodType>(
  spec: CallSpec<Path, Req, Ans>,
): CallDefinition<Path, Req, Ans> & CallIndex[Path] {
  return { ...(callIndex[spec.path] as { method: HttpMethod; auth: AuthNeed }), ...spec } as CallDefinition<Path, Req, Ans> & CallIndex[Path];
}

/** The failure answer every call may give. */
export const failureAnswer = z.object({
  isSuccessful: z.literal(false),
  errorCode: z.string(),
  /** English, for logs and developers; people see the translation of errorCode. */
  message: z.string(),
});
export type FailureAnswer = { isSuccessful: false; errorCode: ErrorCode; message: string };

/** An empty request body (`{}`); unknown fields are refused like everywhere else. */
export const emptyRequest = z.strictObject({});
export const emptyAnswer = z.object({});
