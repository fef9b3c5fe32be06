import { sql } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { cursorTimestamp, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import { changeClipVisibility } from '../../domain/moderation/clip-visibility';
import { logModeration } from '../../domain/moderation/log';
import { forModerators, NOTICE_COLUMNS, PENDING_NOTICE, toNotices } from '../../domain/moderation/takedown';
import { removeClip } from '../../domain/remove-clip';
import { notifyClipRemoved, notifySafely } from '../../domain/notifications/write';
import { notifyClipVisibility } from '../../domain/notifications/write-moderation';

const noticeCursor = z.object({ at: cursorTimestamp, id: z.string().max(64) });

/**
 * The notices for the moderators (ADR 0135): pending ones (open or countered) oldest first, the order they have
 * waited in; decided ones newest decision first. Each with its clips, its counter-notice and its channel's count.
 */
export const getTakedownNotices: Handler<'client/admin/getTakedownNotices'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, noticeCursor);
  const open = body.status === 'open';
  const at = open ? sql.ref('n.created_at') : sql.ref('n.decided_at');
  let query = ctx.db
    .selectFrom('takedown_notices as n')
    .select([...NOTICE_COLUMNS, sql<string>`${at}::text`.as('at_text')])
    .where('n.status', open ? 'in' : 'not in', PENDING_NOTICE);
  if (after) query = query.where(open ? sql<boolean>`(${at}, n.id) > (${after.at}::timestamptz, ${after.id})` : sql<boolean>`(${at}, n.id) < (${after.at}::timestamptz, ${after.id})`);
  const direction = open ? 'asc' : 'desc';
  const rows = await query.orderBy(at, direction).orderBy('n.id', direction).limit(limit + 1).execute();
  const page = keysetPage(rows, limit, (row) => row, (row) => ({ at: row.at_text, id: row.id }));
  const noticeList = await forModerators(ctx.db, await toNotices(ctx.db, page.items, null));
  return { noticeList, nextCursor: page.nextCursor };
};

/**
 * Decides a pending notice. 'restore': its clips are public again, unless another pending notice still names one
 * (that one stays hidden until it is decided too). 'remove': its clips are deleted (ADR 0118's removal; a legal hold
 * refuses before anything changes) and the notice is upheld, counting against the channel. Logged on each clip; the
 * clips' people are told.
 */
export const decideTakedownNotice: Handler<'client/admin/decideTakedownNotice'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const notice = await ctx.db.selectFrom('takedown_notices').select(['id', 'channel_login']).where('id', '=', body.noticeId).where('status', 'in', PENDING_NOTICE).executeTakeFirst();
  if (!notice) throw new ApiError('TAKEDOWN_NOT_FOUND', 'No pending notice with that id');
  const clips = await ctx.db
    .selectFrom('takedown_notice_clips as nc')
    .innerJoin('clips as c', 'c.id', 'nc.clip_id')
    .select(['c.id', 'c.title', 'c.channel_login', 'c.submitter_user_id', 'c.status', 'c.legal_hold_at'])
    .where('nc.notice_id', '=', notice.id)
    .where('c.status', '<>', 'deleted')
    .execute();
  const remove = body.decision === 'remove';
  if (remove && clips.some((clip) => clip.legal_hold_at !== null)) throw new ApiError('LEGAL_HOLD', 'A clip of this notice is under a legal hold');
  const status = remove ? ('removed' as const) : ('restored' as const);
  const decided = await ctx.db
    .updateTable('takedown_notices')
    .set({ status, decided_at: new Date(), decided_by_user_id: admin.id, decision_reason: body.publicReason?.trim() || null })
    .where('id', '=', notice.id)
    .where('status', 'in', PENDING_NOTICE)
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) throw new ApiError('TAKEDOWN_NOT_FOUND', 'No pending notice with that id');
  await logModeration(
    ctx.db,
    admin,
    clips.map((clip) => ({
      action: remove ? ('takedown_upheld' as const) : ('takedown_restored' as const),
      target_kind: 'clip' as const,
      target_key: `clip:${clip.id}`,
      target_label: clip.title,
      subject_user_id: clip.submitter_user_id,
      report_id: null,
      public_reason: body.publicReason,
      private_note: [`Notice ${notice.id}`, body.privateNote?.trim()].filter(Boolean).join(': '),
    })),
  );
  for (const clip of clips) {
    if (remove) {
      if ((await removeClip(ctx, clip)) === 'held') continue;
      await logModeration(ctx.db, admin, [
        { action: 'clip_removed', target_kind: 'clip', target_key: `clip:${clip.id}`, target_label: clip.title, subject_user_id: clip.submitter_user_id, report_id: null, public_reason: body.publicReason, private_note: body.privateNote },
      ]);
      await notifySafely(ctx.log, () => notifyClipRemoved(ctx.db, clip.id, admin.id, body.publicReason?.trim() || null));
      continue;
    }
    const stillNamed = await ctx.db
      .selectFrom('takedown_notice_clips as nc')
      .innerJoin('takedown_notices as n', 'n.id', 'nc.notice_id')
      .select('n.id')
      .where('nc.clip_id', '=', clip.id)
      .where('n.status', 'in', PENDING_NOTICE)
      .executeTakeFirst();
    if (stillNamed) continue;
    const entryId = await changeClipVisibility(ctx.db, admin, clip, 'public', { publicReason: body.publicReason, privateNote: body.privateNote });
    if (entryId) await notifySafely(ctx.log, () => notifyClipVisibility(ctx.db, clip.id, entryId, 'public', admin.id, body.publicReason));
  }
  return { noticeId: notice.id, status };
};
