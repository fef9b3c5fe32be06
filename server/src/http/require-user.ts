import type { UserRow } from '../db/schema';
import { ApiError } from './api-error';
import type { Caller } from './handler';

/**
 * The one place a handler asks who is calling. The auth layer (authenticate.ts) already refuses a call whose
 * `auth` need is not met; these keep every handler safe on its own and give the precise error code.
 */

/**
 * Most 'required' calls need a registered Clipyard account, not just a Firebase identity (accountRegistration and
 * profileDetails are the exceptions). Handlers call this first so the answer is a clear ACCOUNT_NOT_REGISTERED.
 */
export function requireUser(caller: Caller): UserRow {
  if (!caller.firebaseUid) throw new ApiError('NOT_AUTHORISED', 'Sign in first');
  if (!caller.user) throw new ApiError('ACCOUNT_NOT_REGISTERED', 'Finish registration (choose a username) first');
  return caller.user;
}

/** The streamer and their own channel. */
export function requireStreamer(caller: Caller): { user: UserRow; channelLogin: string } {
  const user = requireUser(caller);
  if (!user.streamer_channel_login) throw new ApiError('NOT_STREAMER', 'Connect your Twitch channel first');
  return { user, channelLogin: user.streamer_channel_login };
}

export function requireAdmin(caller: Caller): UserRow {
  const user = requireUser(caller);
  if (!user.is_admin) throw new ApiError('NOT_ADMIN', 'Only an admin can do this');
  return user;
}

/** The registered viewer's id, for personalised answers (blocks); null when signed out or not registered. */
export function viewerId(caller: Caller): string | null {
  return caller.user?.id ?? null;
}
