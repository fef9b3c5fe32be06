import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, splitPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { ApiError } from '../../http/api-error';
import { logModeration } from '../../domain/moderation/log';
import { notifyRegistrationDecision } from '../../domain/notifications/write-moderation';

/**
 * Pending registrations (REGISTRATION=approval, ADR 0136), the longest waiting first: the order a moderator works
 * through them. Each with the reason the person gave.
 */
export const getRegistrationRequests: Handler<'client/admin/getRegistrationRequests'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const rows = await ctx.db
    .selectFrom('users')
    .select(['username', 'registration_reason', 'created_at'])
    .where('registration_status', '=', 'pending')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit + 1)
    .execute();
  const { page, hasMore } = splitPage(rows, limit);
  return {
    registrationRequestList: page.map((r) => ({ userName: r.username, reason: r.registration_reason ?? '', registeredAt: toIso(r.created_at) })),
    hasMore,
  };
};

/**
 * Approves or rejects a pending registration. Approved: the account acts from its next request. Rejected: the account
 * stays, refused (REGISTRATION_REJECTED with the public reason), so the person can read why, export their data and
 * delete it (ADR 0136). Only a pending account is decided, once: the update's own condition says so, so two moderators
 * deciding at once cannot both win. Logged and told to the person.
 */
export const decideRegistration: Handler<'client/admin/decideRegistration'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username_lower', '=', body.userName.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new ApiError('USER_NOT_FOUND', 'No user with that name');
  const approve = body.decision === 'approve';
  const publicReason = body.publicReason?.trim() || null;
  const decided = await ctx.db
    .updateTable('users')
    .set({
      registration_status: approve ? 'active' : 'rejected',
      registration_decided_at: new Date(),
      registration_decided_by: admin.id,
      registration_decision_reason: publicReason,
    })
    .where('id', '=', user.id)
    .where('registration_status', '=', 'pending')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) throw new ApiError('REGISTRATION_NOT_PENDING', 'This account is not waiting for approval');
  const [entryId] = await logModeration(ctx.db, admin, [
    {
      action: approve ? 'registration_approved' : 'registration_rejected',
      target_kind: 'user',
      target_key: `user:${user.id}`,
      target_label: user.username,
      subject_user_id: user.id,
      public_reason: publicReason,
      private_note: body.privateNote,
    },
  ]);
  await notifyRegistrationDecision(ctx.db, user.id, entryId!, approve, publicReason);
  return { userName: user.username, status: approve ? 'active' : 'rejected' };
};
