import { WATCHED_WORDS_MAX, type AnswerOf, type ParsedRequestOf } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/db-errors';
import { ApiError } from '../../http/api-error';
import { DEFAULT_PAGE_LIMIT, splitPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { logModeration } from '../../domain/moderation/log';
import { normalizeForMatching, patternPieces } from '../../domain/moderation/watched-words';
import { notifyCommentWritten } from '../../domain/notifications/write-comment-events';

/**
 * One watched word list (ADR 0133): the site's (channelLogin null, kept by moderators) or a channel's (kept by its
 * streamer). The admin and streamer handlers resolve the list from the caller alone, so nobody can name another's.
 */
export interface WordList {
  channelLogin: string | null;
  keeper: UserRow;
}

type ListAnswer = AnswerOf<'client/admin/getWatchedWords'>;
type WatchedWordAnswer = ListAnswer['watchedWordList'][number];
type AddRequest = ParsedRequestOf<'client/admin/addWatchedWord'>;
type HeldAnswer = AnswerOf<'client/admin/getHeldComments'>;
type Decision = ParsedRequestOf<'client/admin/decideHeldComment'>['decision'];

const inList = (channelLogin: string | null) => (channelLogin === null ? ('site' as const) : ('channel' as const));
const logKey = (list: WordList, id: string) => `watched_word:${list.channelLogin ?? 'site'}:${id}`;

function wordsQuery(ctx: AppContext, list: WordList) {
  const q = ctx.db
    .selectFrom('watched_words as w')
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select(['w.id', 'w.pattern', 'w.action', 'w.reject_message', 'w.created_at', 'u.username as created_by_name']);
  return list.channelLogin === null ? q.where('w.channel_login', 'is', null) : q.where('w.channel_login', '=', list.channelLogin);
}

function toWatchedWord(row: { id: string; pattern: string; action: 'hold' | 'reject'; reject_message: string | null; created_at: unknown; created_by_name: string | null }): WatchedWordAnswer {
  return {
    watchedWordId: row.id,
    pattern: row.pattern,
    action: row.action,
    rejectMessage: row.reject_message,
    createdByUserName: row.created_by_name,
    createdAt: toIso(row.created_at),
  };
}

export async function listWords(ctx: AppContext, list: WordList): Promise<ListAnswer> {
  const rows = await wordsQuery(ctx, list).orderBy('w.created_at').orderBy('w.id').execute();
  return { watchedWordList: rows.map(toWatchedWord), maxCount: WATCHED_WORDS_MAX };
}

/**
 * Adds a word: refused when it normalizes to nothing but `*`s and spaces (WATCHED_WORD_INVALID), when the list holds
 * it already in any spelling that normalizes alike (WATCHED_WORD_EXISTS), or when the list is full.
 */
export async function addWord(ctx: AppContext, list: WordList, body: AddRequest): Promise<{ watchedWord: WatchedWordAnswer }> {
  const normalized = normalizeForMatching(body.pattern);
  if (patternPieces(normalized).length === 0) throw new ApiError('WATCHED_WORD_INVALID', 'The pattern has no letters to match');
  const [{ count }] = await ctx.db
    .selectFrom('watched_words')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(list.channelLogin === null ? (eb) => eb('channel_login', 'is', null) : (eb) => eb('channel_login', '=', list.channelLogin))
    .execute();
  if (Number(count) >= WATCHED_WORDS_MAX) throw new ApiError('WATCHED_WORDS_FULL', `A list holds at most ${WATCHED_WORDS_MAX} words`);
  const rejectMessage = body.action === 'reject' && body.rejectMessage ? body.rejectMessage : null;
  const row = await ctx.db
    .insertInto('watched_words')
    .values({ id: newId(), channel_login: list.channelLogin, pattern: body.pattern, normalized, action: body.action, reject_message: rejectMessage, created_by: list.keeper.id })
    .returning(['id', 'pattern', 'action', 'reject_message', 'created_at'])
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'watched_words_unique')) throw new ApiError('WATCHED_WORD_EXISTS', 'The list already has this word');
      throw error;
    });
  await logModeration(ctx.db, list.keeper, [
    { action: 'watched_word_added', target_kind: 'watched_word', target_key: logKey(list, row.id), target_label: row.pattern, public_reason: rejectMessage },
  ]);
  return { watchedWord: toWatchedWord({ ...row, created_by_name: list.keeper.username }) };
}

/** Removes a word of this list; another list's word, or one already gone, is WATCHED_WORD_NOT_FOUND. */
export async function removeWord(ctx: AppContext, list: WordList, watchedWordId: string): Promise<{ watchedWordId: string }> {
  let q = ctx.db.deleteFrom('watched_words').where('id', '=', watchedWordId);
  q = list.channelLogin === null ? q.where('channel_login', 'is', null) : q.where('channel_login', '=', list.channelLogin);
  const removed = await q.returning(['id', 'pattern']).executeTakeFirst();
  if (!removed) throw new ApiError('WATCHED_WORD_NOT_FOUND', 'No such word on this list');
  await logModeration(ctx.db, list.keeper, [{ action: 'watched_word_removed', target_kind: 'watched_word', target_key: logKey(list, removed.id), target_label: removed.pattern }]);
  return { watchedWordId: removed.id };
}

function heldQuery(ctx: AppContext, list: WordList) {
  const q = ctx.db
    .selectFrom('comments as cm')
    .innerJoin('clips as c', 'c.id', 'cm.clip_id')
    .where('cm.held_at', 'is not', null)
    .where('cm.held_scope', '=', inList(list.channelLogin));
  return list.channelLogin === null ? q : q.where('c.channel_login', '=', list.channelLogin);
}

/** The comments this list holds, the longest waiting first. */
export async function listHeld(ctx: AppContext, list: WordList, limit = DEFAULT_PAGE_LIMIT): Promise<HeldAnswer> {
  const rows = await heldQuery(ctx, list)
    .select(['cm.id', 'cm.clip_id', 'c.channel_login', 'c.title', 'cm.user_name', 'cm.text', 'cm.parent_id', 'cm.created_at', 'cm.held_word'])
    .orderBy('cm.held_at')
    .orderBy('cm.id')
    .limit(limit + 1)
    .execute();
  const { page, hasMore } = splitPage(rows, limit);
  return {
    heldCommentList: page.map((r) => ({
      commentId: r.id,
      internalClipId: r.clip_id,
      channelLogin: r.channel_login,
      clipTitle: r.title,
      commenterUserName: r.user_name,
      commentText: r.text,
      parentCommentId: r.parent_id,
      createdAt: toIso(r.created_at),
      matchedWord: r.held_word,
    })),
    hasMore,
  };
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
