import type { Caller } from '../../http/handler';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** Calls that write per-user data need the registered account, not only a Firebase identity. */
export function requireUser(caller: Caller): UserRow {
  if (!caller.firebaseUid) throw new ApiError('NOT_AUTHORISED');
  if (!caller.user) throw new ApiError('ACCOUNT_NOT_REGISTERED');
  return caller.user;
}

/** The streamer's own channel; the auth layer checks 'streamer' too, this keeps handlers safe on their own. */
export function requireStreamer(caller: Caller): { user: UserRow; channelLogin: string } {
  const user = requireUser(caller);
  if (!user.streamer_channel_login) throw new ApiError('NOT_STREAMER');
  return { user, channelLogin: user.streamer_channel_login };
}

export function requireAdmin(caller: Caller): UserRow {
  const user = requireUser(caller);
  if (!user.is_admin) throw new ApiError('NOT_ADMIN');
  return user;
}

export function viewerId(caller: Caller): string | null {
  return caller.user?.id ?? null;
}
