import type { AuthNeed, CallIndex, CallPath } from '@clipyard/shared/contract';
import type { UserRow } from '../db/schema';
import { ApiError } from './api-error';

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

/**
 * Who a handler is called by, typed by the call's `auth` in the contract (issue 21 item 5): the auth layer
 * (authenticate.ts) establishes it before the handler runs, so a handler reads `caller.user` instead of checking for
 * it again.
 * - none, optional: `Caller` (anyone; `user` is the registered viewer or null).
 * - required: `MemberCaller`, a registered account, except the IDENTITY_CALLS below.
 * - streamer: `StreamerCaller`, a member with a connected channel (`channelLogin`).
 * - admin: `MemberCaller` whose `user.is_admin` is true.
 */

/** A signed-in Firebase identity, with or without an account row. */
export interface IdentifiedCaller extends Caller {
  firebaseUid: string;
  claims: Record<string, unknown>;
}

/** A signed-in person with a registered Clipyard account. */
export interface MemberCaller extends IdentifiedCaller {
  user: UserRow;
}

/** A member with a connected Twitch channel: the channel their streamer calls act on. */
export interface StreamerCaller extends MemberCaller {
  channelLogin: string;
}

/**
 * The 'required' calls an identity may make before it has an account: registering, reading what it is (so the client
 * knows to ask for a username), and deleting itself.
 */
export const IDENTITY_CALLS = [
  'client/userLogins/accountRegistration',
  'client/profile/profileDetails',
  'client/profile/checkEmailVerification',
  'client/userLogins/deleteAccount',
] as const satisfies readonly CallPath[];
const identityCalls: ReadonlySet<string> = new Set(IDENTITY_CALLS);

type AuthOf<P extends CallPath> = P extends keyof CallIndex ? CallIndex[P]['auth'] : never;

/** The caller a handler of `P` receives. */
export type CallerFor<P extends CallPath> = P extends (typeof IDENTITY_CALLS)[number]
  ? IdentifiedCaller
  : AuthOf<P> extends 'required' | 'admin'
    ? MemberCaller
    : AuthOf<P> extends 'streamer'
      ? StreamerCaller
      : Caller;

/** A caller with a verified token: NOT_AUTHORISED without one. */
function asIdentified(caller: Caller): IdentifiedCaller {
  if (!caller.firebaseUid || !caller.claims) throw new ApiError('NOT_AUTHORISED', 'Sign in first');
  return { ...caller, firebaseUid: caller.firebaseUid, claims: caller.claims };
}

/** A signed-in identity's caller as a member: ACCOUNT_NOT_REGISTERED until it has chosen a username. */
export function asMember(caller: Caller): MemberCaller {
  const identified = asIdentified(caller);
  if (!identified.user) throw new ApiError('ACCOUNT_NOT_REGISTERED', 'Finish registration (choose a username) first');
  return { ...identified, user: identified.user };
}

/**
 * The last step of authenticate, once the token, suspension and registration approval checks passed: the caller in
 * the shape `CallerFor` promises for a call of this need (`path` undefined, as for uploads: a member). A streamer or
 * admin call says so before it asks for an account (NOT_STREAMER, NOT_ADMIN to an identity without one too).
 */
export function callerOfNeed(need: AuthNeed, path: CallPath | undefined, caller: Caller): Caller | IdentifiedCaller | MemberCaller | StreamerCaller {
  if (need === 'none' || need === 'optional') return caller;
  if (path && identityCalls.has(path)) return asIdentified(caller);
  const channelLogin = caller.user?.streamer_channel_login;
  if (need === 'streamer' && !channelLogin) throw new ApiError('NOT_STREAMER', 'Only a streamer with a connected channel can do this');
  if (need === 'admin' && !caller.user?.is_admin) throw new ApiError('NOT_ADMIN', 'Only an admin can do this');
  const member = asMember(caller);
  return need === 'streamer' && channelLogin ? { ...member, channelLogin } : member;
}

/** The registered viewer's id, for personalised answers (blocks); null when signed out or not registered. */
export function viewerId(caller: Caller): string | null {
  return caller.user?.id ?? null;
}
