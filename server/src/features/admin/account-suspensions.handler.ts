import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, splitPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { ApiError } from '../../http/api-error';
import { logModeration } from '../../domain/moderation/log';

/** Suspended accounts, the newest suspension first, with the admin who suspended them (null once that account is gone). */
export const getSuspendedAccounts: Handler<'client/admin/getSuspendedAccounts'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const rows = await ctx.db
    .selectFrom('users as u')
    .leftJoin('users as by', 'by.id', 'u.suspended_by')
    .select(['u.username', 'u.suspended_at', 'u.suspension_reason', 'by.username as suspended_by_username'])
    .where('u.suspended_at', 'is not', null)
    .orderBy('u.suspended_at', 'desc')
    .orderBy('u.id', 'asc')
    .limit(limit + 1)
    .execute();
  const { page, hasMore } = splitPage(rows, limit);
  return {
    suspendedAccountList: page.map((r) => ({
      userName: r.username,
      suspendedAt: toIso(r.suspended_at),
      suspendedByUserName: r.suspended_by_username ?? null,
      reason: r.suspension_reason ?? '',
    })),
    hasMore,
  };
};

async function findUser(ctx: Parameters<Handler<'client/admin/suspendAccount'>>[0]['ctx'], userName: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'firebase_uid', 'is_admin'])
    .where('username_lower', '=', userName.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new ApiError('USER_NOT_FOUND', 'No user with that name');
  return user;
}

/**
 * Suspends an account: the flag is what refuses its sessions from the next request on (authenticate), and its
 * Firebase refresh tokens are revoked so its browsers cannot quietly start new ones. An admin is refused: moderation is
 * one shared role, and an admin's role is revoked with the operator's `admin revoke` first.
 */
export const suspendAccount: Handler<'client/admin/suspendAccount'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const user = await findUser(ctx, body.userName);
  if (user.is_admin) throw new ApiError('FORBIDDEN', 'An admin cannot be suspended: revoke the admin role first');
  const suspended = await ctx.db
    .updateTable('users')
    .set({ suspended_at: new Date(), suspended_by: admin.id, suspension_reason: body.publicReason?.trim() || null })
    .where('id', '=', user.id)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  await ctx.auth.revokeSessions(user.firebase_uid);
  const wasSuspended = Number(suspended.numUpdatedRows) === 0;
  if (!wasSuspended) {
    await logModeration(ctx.db, admin, [
      { action: 'account_suspended', target_kind: 'user', target_key: `user:${user.id}`, target_label: user.username, subject_user_id: user.id, public_reason: body.publicReason, private_note: body.privateNote },
    ]);
  }
  return { userName: user.username, wasSuspended };
};

/** Restores a suspended account: the person signs in again and is who they were. Restoring twice changes nothing. */
export const restoreAccount: Handler<'client/admin/restoreAccount'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const user = await findUser(ctx, body.userName);
  const restored = await ctx.db
    .updateTable('users')
    .set({ suspended_at: null, suspended_by: null, suspension_reason: null })
    .where('id', '=', user.id)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  const wasSuspended = Number(restored.numUpdatedRows) > 0;
  if (wasSuspended) await logModeration(ctx.db, admin, [{ action: 'account_restored', target_kind: 'user', target_key: `user:${user.id}`, target_label: user.username, subject_user_id: user.id }]);
  return { userName: user.username, wasSuspended };
};
