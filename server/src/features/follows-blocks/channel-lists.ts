import type { Db } from '../../db/database';

/** A person's two lists of channel logins: the channels they follow and the channels they block. */
export type ChannelListTable = 'follows' | 'channel_blocks';

/** The logins on a person's list, the most recently added first. */
export async function channelLoginsOf(db: Db, table: ChannelListTable, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select('channel_login')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('channel_login')
    .execute();
  return rows.map((r) => r.channel_login);
}

/** Puts a login on a person's list or takes it off; either is idempotent. `db` may be a transaction. */
export async function setChannelListed(db: Db, table: ChannelListTable, userId: string, channelLogin: string, listed: boolean): Promise<void> {
  if (listed) {
    await db
      .insertInto(table)
      .values({ user_id: userId, channel_login: channelLogin })
      .onConflict((oc) => oc.columns(['user_id', 'channel_login']).doNothing())
      .execute();
  } else {
    await db.deleteFrom(table).where('user_id', '=', userId).where('channel_login', '=', channelLogin).execute();
  }
}
