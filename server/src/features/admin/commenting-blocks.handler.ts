import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, splitPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { ApiError } from '../../http/api-error';
import { logModeration } from '../../domain/moderation/log';

/** Users blocked from commenting, the newest block first, with the admin who set it (null once that account is gone). */
export const getCommentingBlocks: Handler<'client/admin/getCommentingBlocks'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const rows = await ctx.db
    .selectFrom('users as u')
    .leftJoin('users as by', 'by.id', 'u.commenting_blocked_by')
    .select(['u.username', 'u.commenting_blocked_at', 'by.username as blocked_by_username'])
    .where('u.commenting_blocked_at', 'is not', null)
    .orderBy('u.commenting_blocked_at', 'desc')
    .orderBy('u.id', 'asc')
    .limit(limit + 1)
    .execute();
  const { page, hasMore } = splitPage(rows, limit);
  return {
    commentingBlockList: page.map((r) => ({ userName: r.username, blockedAt: toIso(r.commenting_blocked_at), blockedByUserName: r.blocked_by_username ?? null })),
    hasMore,
  };
};

/**
 * Lifts a block on commenting. Any admin may lift any admin's block: moderation is one shared role, and a block
 * set by an admin who has since left must still be liftable. Lifting a user who is not blocked changes nothing.
 */
export const liftCommentingBlock: Handler<'client/admin/liftCommentingBlock'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const user = await ctx.db.selectFrom('users').select(['id', 'username']).where('username_lower', '=', body.userName.toLowerCase()).executeTakeFirst();
  if (!user) throw new ApiError('USER_NOT_FOUND', 'No user with that name');
  const lifted = await ctx.db
    .updateTable('users')
    .set({ commenting_blocked_at: null, commenting_blocked_by: null })
    .where('id', '=', user.id)
    .where('commenting_blocked_at', 'is not', null)
    .executeTakeFirst();
  const wasBlocked = Number(lifted.numUpdatedRows) > 0;
  if (wasBlocked) {
    await logModeration(ctx.db, admin, [{ action: 'commenting_unblocked', target_kind: 'user', target_key: `user:${user.id}`, target_label: user.username, subject_user_id: user.id }]);
  }
  return { userName: user.username, wasBlocked };
};
