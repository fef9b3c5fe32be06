import { WATCHED_WORDS_MAX, type AnswerOf, type ParsedRequestOf } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/db-errors';
import { ApiError } from '../../http/api-error';
import { toIso } from '../../domain/clip-row';
import { logModeration } from '../../domain/moderation/log';
import { normalizeForMatching, patternPieces } from '../../domain/moderation/watched-words';

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

/** Which queue a list's held comments wait in (comments.held_scope). */
export const inList = (channelLogin: string | null) => (channelLogin === null ? ('site' as const) : ('channel' as const));
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
