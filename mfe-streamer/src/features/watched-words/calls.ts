import { callApiResult, type SuccessAnswerOf } from '@clipyard/shared';

/** Whose list a page keeps (ADR 0133): the site's (moderators, client/admin/*) or the streamer's own channel's. */
export type Scope = 'site' | 'channel';

export type WatchedWord = SuccessAnswerOf<'client/admin/getWatchedWords'>['watchedWordList'][number];
export type HeldComment = SuccessAnswerOf<'client/admin/getHeldComments'>['heldCommentList'][number];
export type WordAction = WatchedWord['action'];
export type Decision = 'approve' | 'reject';

/**
 * The calls of one scope. The two groups take and answer the same shapes; the streamer's never name a channel (the
 * server takes the caller's own), so a page cannot reach another channel's list.
 */
export const watchedWordCalls = (scope: Scope) => ({
  list: () => callApiResult(scope === 'site' ? 'client/admin/getWatchedWords' : 'client/streamer/getWatchedWords', {}),
  add: (body: { pattern: string; action: WordAction; rejectMessage?: string }) =>
    callApiResult(scope === 'site' ? 'client/admin/addWatchedWord' : 'client/streamer/addWatchedWord', body),
  remove: (watchedWordId: string) =>
    callApiResult(scope === 'site' ? 'client/admin/removeWatchedWord' : 'client/streamer/removeWatchedWord', { watchedWordId }),
  /** A page of the held comments: the first, or the one after `cursor` (the last page's nextCursor). */
  held: (cursor?: string) => callApiResult(scope === 'site' ? 'client/admin/getHeldComments' : 'client/streamer/getHeldComments', { cursor }),
  decide: (commentId: string, decision: Decision) =>
    callApiResult(scope === 'site' ? 'client/admin/decideHeldComment' : 'client/streamer/decideHeldComment', { commentId, decision }),
});
