import { sql } from 'kysely';
import { z } from 'zod';
import type { ClipAppeal } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { cursorTimestamp, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { changeClipVisibility } from '../../domain/moderation/clip-visibility';
import { logModeration } from '../../domain/moderation/log';
import { notifySafely } from '../../domain/notifications/write';
import { notifyAppealDenied, notifyClipVisibility } from '../../domain/notifications/write-moderation';
import { closeReopenedReports } from '../../domain/moderation/reopen-reports';

const appealCursor = z.object({ at: cursorTimestamp, id: z.string().max(64) });

/**
 * The appeals for the moderators: open ones oldest first (the order they have waited in), decided ones by their
 * decision, newest first; keyset pages either way.
 */
export const getClipAppeals: Handler<'client/admin/getClipAppeals'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, appealCursor);
  const open = body.status === 'open';
  const at = open ? sql.ref('a.created_at') : sql.ref('a.decided_at');
  let query = ctx.db
    .selectFrom('clip_appeals as a')
    .innerJoin('clips as c', 'c.id', 'a.clip_id')
    .leftJoin('users as u', 'u.id', 'a.appellant_user_id')
    .leftJoin('channels as ch', 'ch.login', 'c.channel_login')
    .leftJoin('moderation_log as l', 'l.id', 'a.moderation_entry_id')
    .select([
      'a.id',
      'a.clip_id',
      'a.visibility',
      'a.appellant_role',
      'a.body',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'a.decision_reason',
      'c.channel_login',
      'ch.display_name',
      'c.title',
      'c.visibility as current_visibility',
      'u.username',
      'l.public_reason',
      sql<string>`${at}::text`.as('at_text'),
    ])
    .where(open ? sql<boolean>`a.status = 'open'` : sql<boolean>`a.status <> 'open'`);
  if (after) query = query.where(open ? sql<boolean>`(${at}, a.id) > (${after.at}::timestamptz, ${after.id})` : sql<boolean>`(${at}, a.id) < (${after.at}::timestamptz, ${after.id})`);
  const direction = open ? 'asc' : 'desc';
  const rows = await query.orderBy(at, direction).orderBy('a.id', direction).limit(limit + 1).execute();
  const toAppeal = (row: (typeof rows)[number]): ClipAppeal => ({
    appealId: row.id,
    internalClipId: row.clip_id,
    channelLogin: row.channel_login,
    channelDisplayName: row.display_name ?? null,
    clipTitle: row.title,
    visibility: row.visibility,
    currentVisibility: row.current_visibility,
    publicReason: row.public_reason ?? null,
    appellantUserName: row.username ?? null,
    appellantRole: row.appellant_role,
    message: row.body,
    status: row.status,
    createdAt: toIso(row.created_at),
    decidedAt: row.decided_at ? toIso(row.decided_at) : null,
    decisionReason: row.decision_reason,
  });
  const { items, nextCursor } = keysetPage(rows, limit, toAppeal, (row) => ({ at: row.at_text, id: row.id }));
  return { appealList: items, nextCursor };
};

/**
 * Grants an open appeal (the clip is public again, which grants every open appeal of it) or denies it (the decision
 * stands); the reports it reopened close again, and the appellant is told. Logged either way.
 */
export const decideClipAppeal: Handler<'client/admin/decideClipAppeal'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const appeal = await ctx.db
    .selectFrom('clip_appeals as a')
    .innerJoin('clips as c', 'c.id', 'a.clip_id')
    .select(['a.id', 'a.clip_id', 'c.title', 'c.channel_login', 'c.submitter_user_id', 'a.appellant_user_id'])
    .where('a.id', '=', body.appealId)
    .where('a.status', '=', 'open')
    .executeTakeFirst();
  if (!appeal) throw new ApiError('APPEAL_NOT_FOUND', 'No open appeal with that id');
  const reasons = { publicReason: body.publicReason, privateNote: body.privateNote };
  const clip = { id: appeal.clip_id, title: appeal.title, channel_login: appeal.channel_login, submitter_user_id: appeal.submitter_user_id };
  if (body.decision === 'grant') {
    const entryId = await changeClipVisibility(ctx.db, admin, clip, 'public', reasons);
    // A clip a moderator had already made public again: the appeal is granted all the same.
    await ctx.db
      .updateTable('clip_appeals')
      .set({ status: 'granted', decided_at: new Date(), decided_by_user_id: admin.id, decision_reason: body.publicReason?.trim() || null })
      .where('id', '=', appeal.id)
      .where('status', '=', 'open')
      .execute();
    await closeReopenedReports(ctx.db, appeal.id, admin.id, true);
    if (entryId) await notifySafely(ctx.log, () => notifyClipVisibility(ctx.db, clip.id, entryId, 'public', admin.id, body.publicReason));
    return { appealId: appeal.id, status: 'granted' as const };
  }
  const denied = await ctx.db
    .updateTable('clip_appeals')
    .set({ status: 'denied', decided_at: new Date(), decided_by_user_id: admin.id, decision_reason: body.publicReason?.trim() || null })
    .where('id', '=', appeal.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(denied.numUpdatedRows) === 0) throw new ApiError('APPEAL_NOT_FOUND', 'No open appeal with that id');
  await closeReopenedReports(ctx.db, appeal.id, admin.id, false);
  await logModeration(ctx.db, admin, [
    {
      action: 'appeal_denied',
      target_kind: 'clip',
      target_key: `clip:${clip.id}`,
      target_label: clip.title,
      subject_user_id: appeal.appellant_user_id,
      report_id: null,
      public_reason: body.publicReason,
      private_note: body.privateNote,
    },
  ]);
  await notifySafely(ctx.log, () => notifyAppealDenied(ctx.db, appeal.id, body.publicReason));
  return { appealId: appeal.id, status: 'denied' as const };
};
