import type { Caller } from '../../http/handler';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { requireUser } from '../../http/require-user';

export { requireUser };

/** The streamer's own channel; the auth layer checks 'streamer' too, this keeps handlers safe on their own. */
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
