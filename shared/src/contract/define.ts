import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Who may make a call.
 * - none: anyone; a bearer token is ignored.
 * - optional: anyone; a valid token personalises the answer (blocked channels hidden, own likes marked...).
 * - required: a signed-in user (a valid Firebase ID token). Most also need a registered account row.
 * - streamer: a signed-in streamer; the handler also checks the object belongs to the streamer's own channel.
 * - admin: a signed-in user with isAdmin.
 */
export type AuthNeed = 'none' | 'optional' | 'required' | 'streamer' | 'admin';

export type HttpMethod = 'GET' | 'POST';

export interface RateLimit {
  /** Calls allowed per caller (user id, or IP when signed out) in one window. */
  max: number;
  windowSeconds: number;
}

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

export function defineCall<const Path extends string, Req extends z.ZodType, Ans extends z.ZodType>(
  def: CallDefinition<Path, Req, Ans>,
): CallDefinition<Path, Req, Ans> {
  return def;
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
