import { sql, type SqlBool } from 'kysely';

/**
 * Conditions that hide what a viewer blocks, for any query: `column` names the channel login (or the author's user
 * id) in the outer query. Both are NOT EXISTS over the blocks tables' primary keys (user_id first): index lookups.
 */
export function notBlockedChannel(viewerUserId: string, channelLoginColumn: string) {
  return sql<SqlBool>`NOT EXISTS (SELECT 1 FROM channel_blocks cb WHERE cb.user_id = ${viewerUserId} AND cb.channel_login = ${sql.ref(channelLoginColumn)})`;
}

export function notBlockedUser(viewerUserId: string, userIdColumn: string) {
  return sql<SqlBool>`NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.user_id = ${viewerUserId} AND ub.blocked_user_id = ${sql.ref(userIdColumn)})`;
}
