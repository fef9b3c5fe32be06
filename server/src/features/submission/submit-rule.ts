import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** The channel row's part that says who may submit (migration 127). */
export interface ChannelSubmitRule {
  submit_audience: 'anyone' | 'followers';
  submit_min_follow_days: number;
  claimed_by_user_id: string | null;
}

/**
 * The channel's rule of who may submit (issue 23 item 4, ADR 0143), checked in the submission's transaction. Its own
 * streamer always may. A follower of at least `submit_min_follow_days` whole days passes; the follow's own time is
 * compared in SQL, so the database's clock decides, as it wrote the follow.
 */
export async function assertMaySubmit(db: Db, channelLogin: string, channel: ChannelSubmitRule, userId: string): Promise<void> {
  if (channel.submit_audience === 'anyone' || channel.claimed_by_user_id === userId) return;
  const follow = await db
    .selectFrom('follows')
    .select(sql<boolean>`created_at <= now() - make_interval(days => ${channel.submit_min_follow_days})`.as('old_enough'))
    .where('user_id', '=', userId)
    .where('channel_login', '=', channelLogin)
    .executeTakeFirst();
  if (!follow) throw new ApiError('SUBMIT_FOLLOWERS_ONLY', 'Only followers of this channel may submit clips to it');
  if (!follow.old_enough) {
    throw new ApiError('SUBMIT_FOLLOW_TOO_RECENT', `Only followers of at least ${channel.submit_min_follow_days} days may submit clips to this channel`);
  }
}
