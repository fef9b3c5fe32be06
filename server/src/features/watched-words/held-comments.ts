import { sql } from 'kysely';
import { z } from 'zod';
import type { AnswerOf, ParsedRequestOf } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { cursorId, cursorTimestamp, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { logModeration } from '../../domain/moderation/log';
import { notifyCommentWritten } from '../../domain/notifications/write-comment-events';
import { inList, type WordList } from './word-lists';

type HeldRequest = ParsedRequestOf<'client/admin/getHeldComments'>;
type HeldAnswer = AnswerOf<'client/admin/getHeldComments'>;
type Decision = ParsedRequestOf<'client/admin/decideHeldComment'>['decision'];

/** The comments a list holds (ADR 0133): the site's queue, or a channel's, only ever on that channel's clips. */
function heldQuery(ctx: AppContext, list: WordList) {
  const q = ctx.db
    .selectFrom('comments as cm')
    .innerJoin('clips as c', 'c.id', 'cm.clip_id')
    .where('cm.held_at', 'is not', null)
    .where('cm.held_scope', '=', inList(list.channelLogin));
  return list.channelLogin === null ? q : q.where('c.channel_login', '=', list.channelLogin);
}

const heldCursor = z.strictObject({ at: cursorTimestamp, id: cursorId });

/**
 * The comments this list holds, the longest waiting first, in keyset pages by (held_at, id): a comment decided
 * meanwhile leaves no gap and shifts nothing, so the next page starts right after the last one shown.
 */
export async function listHeld(ctx: AppContext, list: WordList, body: HeldRequest): Promise<HeldAnswer> {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, heldCursor);
  let query = heldQuery(ctx, list).select([
    'cm.id',
    'cm.clip_id',
    'c.channel_login',
    'c.title',
    'cm.user_name',
    'cm.text',
    'cm.parent_id',
    'cm.created_at',
    'cm.held_word',
    // As PostgreSQL prints it: a JavaScript Date would drop the microseconds and the next page would repeat a row.
    sql<string>`cm.held_at::text`.as('at_text'),
  ]);
  if (after) query = query.where(sql<boolean>`(cm.held_at, cm.id) > (${after.at}::timestamptz, ${after.id})`);
  const rows = await query.orderBy('cm.held_at').orderBy('cm.id').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (r) => ({
      commentId: r.id,
      internalClipId: r.clip_id,
      channelLogin: r.channel_login,
      clipTitle: r.title,
      commenterUserName: r.user_name,
      commentText: r.text,
      parentCommentId: r.parent_id,
      createdAt: toIso(r.created_at),
      matchedWord: r.held_word,
    }),
    (r) => ({ at: r.at_text, id: r.id }),
  );
  return { heldCommentList: items, hasMore: nextCursor !== null, nextCursor };
}

/**
 * Approves a held comment (it becomes public, and the notifications it would have sent go out now) or rejects it
 * (deleted with any replies under it; LEGAL_HOLD while its author's account is held). A comment not held by this
 * list, or decided already, is COMMENT_NOT_FOUND.
 */
export async function decideHeld(ctx: AppContext, list: WordList, commentId: string, decision: Decision): Promise<{ commentId: string; decision: Decision }> {
  const held = await heldQuery(ctx, list).select(['cm.id', 'cm.text', 'cm.user_id', 'cm.parent_id']).where('cm.id', '=', commentId).executeTakeFirst();
  if (!held) throw new ApiError('COMMENT_NOT_FOUND', 'No comment held for review by this list');
  if (decision === 'reject' && held.user_id) {
    // A rejection deletes the comment: not while its author's account is under a legal hold (ADR 0131).
    const author = await ctx.db.selectFrom('users').select('legal_hold_at').where('id', '=', held.user_id).executeTakeFirst();
    if (author?.legal_hold_at) throw new ApiError('LEGAL_HOLD', "The author's account is under a legal hold");
  }
  // Guarded by held_at, so two reviewers deciding at once decide once.
  const changed =
    decision === 'approve'
      ? await ctx.db.updateTable('comments').set({ held_at: null, held_scope: null, held_word: null }).where('id', '=', held.id).where('held_at', 'is not', null).executeTakeFirst()
      : await ctx.db.deleteFrom('comments').where('id', '=', held.id).where('held_at', 'is not', null).executeTakeFirst();
  const count = 'numUpdatedRows' in changed ? changed.numUpdatedRows : changed.numDeletedRows;
  if (Number(count) === 0) throw new ApiError('COMMENT_NOT_FOUND', 'Another reviewer decided first');
  await logModeration(ctx.db, list.keeper, [
    {
      action: decision === 'approve' ? 'held_comment_approved' : 'held_comment_rejected',
      target_kind: 'comment',
      target_key: `comment:${held.id}`,
      target_label: held.text,
      subject_user_id: held.user_id,
    },
  ]);
  if (decision === 'approve') await notifyCommentWritten(ctx.db, ctx.log, held.id, held.parent_id !== null);
  return { commentId: held.id, decision };
}
