import type { FastifyRequest } from 'fastify';
import type { AuthNeed, CallPath } from '@clipyard/shared/contract';
import type { AppContext } from '../context';
import { ApiError } from './api-error';
import { callerOfNeed, type Caller } from './caller';

/** The bearer token of an Authorization header, or null when there is none (or it is empty). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

function suspendedError(reason: string | null): ApiError {
  const shown = reason?.trim();
  // The reason travels as a field too: the client words the refusal in the person's language around it.
  return new ApiError('ACCOUNT_SUSPENDED', shown ? `This account is suspended: ${shown}` : 'This account is suspended', undefined, { publicReason: shown || null });
}

/** ACCOUNT_SUSPENDED when the Firebase user's account is suspended. */
async function refuseIfSuspended(ctx: AppContext, firebaseUid: string): Promise<void> {
  const row = await ctx.db.selectFrom('users').select(['suspended_at', 'suspension_reason']).where('firebase_uid', '=', firebaseUid).executeTakeFirst();
  if (row?.suspended_at) throw suspendedError(row.suspension_reason);
}

/**
 * What an account whose registration is pending or was rejected (REGISTRATION=approval, ADR 0136) may still call with
 * a signed-in session: read its own profile, lists, notifications, reports and submissions, manage its push
 * subscription, export its data and delete itself. Anything else that needs a signed-in person (every write the site
 * offers members, and uploads, which authenticate without a path) is refused. Calls open to everyone ('optional')
 * answer it as the person, like any reader.
 */
const WAITING_ACCOUNT_MAY_CALL: ReadonlySet<string> = new Set<CallPath>([
  'client/profile/profileDetails',
  'client/profile/checkEmailVerification',
  'client/userData/exportUserData',
  'client/userLogins/deleteAccount',
  'client/notifications/getNotifications',
  'client/notifications/getUnreadCount',
  'client/notifications/markRead',
  'client/notifications/markAllRead',
  'client/notifications/subscribePush',
  'client/notifications/unsubscribePush',
  'client/follows/getUserFollowedChannels',
  'client/channelBlocking/getUserBlockedChannels',
  'client/userAccountBlocking/getUserBlockedUserList',
  'client/userLikes/getUserLikedClips',
  'client/report/getMyReports',
  'client/report/getReportMessages',
  'client/userSubmission/getMySubmissions',
]);

/** REGISTRATION_PENDING or REGISTRATION_REJECTED (with the moderator's public reason, like ACCOUNT_SUSPENDED's). */
function waitingError(user: { registration_status: string; registration_decision_reason: string | null }): ApiError {
  if (user.registration_status === 'pending') return new ApiError('REGISTRATION_PENDING', 'This account is waiting for a moderator’s approval');
  const shown = user.registration_decision_reason?.trim();
  return new ApiError('REGISTRATION_REJECTED', shown ? `This registration was not approved: ${shown}` : 'This registration was not approved', undefined, { publicReason: shown || null });
}

/**
 * Establishes who calls, by the call's auth need:
 * - none: the token is ignored (a cheaper path for anonymous browsing).
 * - optional: a valid token personalises; a missing or bad token is treated as signed out, never refused.
 * - required/streamer/admin: a missing, empty, expired or forged token is NOT_AUTHORISED; a revoked one (checked only
 *   on destructive calls) is TOKEN_REVOKED; a suspended account's is ACCOUNT_SUSPENDED (optional calls: signed out).
 * - an account whose registration waits for approval or was rejected (ADR 0136) is refused every call that needs a
 *   signed-in person except WAITING_ACCOUNT_MAY_CALL's (`path`: the call made; none, as for uploads, is a write).
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  need: AuthNeed,
  checkRevoked: boolean,
  path?: CallPath,
): Promise<Caller> {
  const caller: Caller = {
    firebaseUid: null,
    claims: null,
    user: null,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
  if (need === 'none') return caller;

  const token = bearerToken(request);
  const verified = token ? await ctx.auth.verify(token, checkRevoked) : null;
  if (!verified || 'revoked' in verified) {
    if (need === 'optional') return caller;
    // A suspension revokes the account's sessions too: say why, not merely that the session ended.
    if (verified?.uid) await refuseIfSuspended(ctx, verified.uid);
    if (verified) throw new ApiError('TOKEN_REVOKED', 'This session was revoked: sign in again');
    throw new ApiError('NOT_AUTHORISED', token ? 'The sign-in token is invalid or expired' : 'Sign in first');
  }

  caller.firebaseUid = verified.uid;
  caller.claims = verified.claims;
  caller.user = (await ctx.db.selectFrom('users').selectAll().where('firebase_uid', '=', verified.uid).executeTakeFirst()) ?? null;
  if (caller.user?.suspended_at) {
    // A suspended account's sessions act as nobody from the next request on (issue 22 item 5): browsing goes on as a
    // signed-out visitor, anything that needs the person is refused, with the moderator's public reason.
    if (need === 'optional') return { ...caller, firebaseUid: null, claims: null, user: null };
    throw suspendedError(caller.user.suspension_reason);
  }
  // The same gate for a registration not (or not yet) approved: reading goes on as the person, acting is refused. An
  // admin is never held here (granting the role approves the account).
  const waiting = caller.user && caller.user.registration_status !== 'active' && !caller.user.is_admin;
  if (waiting && need !== 'optional' && !(path && WAITING_ACCOUNT_MAY_CALL.has(path))) throw waitingError(caller.user!);

  // The need's own checks (account, streamer, admin) and the caller's shape for the handler: caller.ts.
  return callerOfNeed(need, path, caller);
}
