import type { UserRow } from '../db/schema';
import { ApiError } from './api-error';
import type { Caller } from './handler';

/**
 * Most 'required' calls need a registered Clipyard account, not just a Firebase identity (accountRegistration and
 * profileDetails are the exceptions). Handlers call this first so the answer is a clear ACCOUNT_NOT_REGISTERED.
 */
export function requireUser(caller: Caller): UserRow {
  if (!caller.firebaseUid) throw new ApiError('NOT_AUTHORISED', 'Sign in first');
  if (!caller.user) throw new ApiError('ACCOUNT_NOT_REGISTERED', 'Finish registration (choose a username) first');
  return caller.user;
}

/** The streamer's own channel (auth 'streamer' already guaranteed it is set). */
export function requireStreamerChannel(caller: Caller): string {
  const user = requireUser(caller);
  if (!user.streamer_channel_login) throw new ApiError('NOT_STREAMER', 'Connect your Twitch channel first');
  return user.streamer_channel_login;
}
