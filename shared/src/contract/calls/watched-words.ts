import { z } from 'zod';
import { defineCall } from '../define';
import { cursor, isoDate, pageLimit, PUBLIC_REASON_MAX, safeString } from '../fields';

/**
 * Watched words (issue 22 item 4, ADR 0133). Moderators keep the site's list (client/admin/*), each streamer their
 * channel's (client/streamer/*: always the caller's own channel, never named in the request). A comment matching a
 * 'reject' word is refused (COMMENT_REJECTED_WATCHED_WORD with the list's message as `publicReason`); one matching a
 * 'hold' word waits in the list keeper's queue, seen only by its author until approved.
 *
 * Matching: both sides NFKC-normalized (full-width letters to half-width, half-width kana to full-width), lower case,
 * katakana folded to hiragana; a pattern matches anywhere in the comment and `*` stands for any run of characters.
 */

/** Longest pattern; a list holds at most WATCHED_WORDS_MAX of them. */
export const WATCHED_WORD_MAX = 100;
export const WATCHED_WORDS_MAX = 200;

const watchedWordId = safeString().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'WATCHED_WORD_NOT_FOUND' });
const commentId = safeString().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'COMMENT_NOT_FOUND' });

export const watchedWordAction = z.enum(['hold', 'reject']);

export const watchedWord = z.object({
  watchedWordId: safeString(),
  pattern: safeString(),
  action: watchedWordAction,
  /** Shown to the writer of a rejected comment; null: the standard message only. */
  rejectMessage: safeString().nullable(),
  /** Who added it (null once their account is gone). */
  createdByUserName: safeString().nullable(),
  createdAt: isoDate,
});
export type WatchedWord = z.infer<typeof watchedWord>;

export const heldComment = z.object({
  commentId: safeString(),
  internalClipId: safeString(),
  channelLogin: safeString(),
  clipTitle: safeString(),
  commenterUserName: safeString(),
  commentText: safeString(),
  /** The top-level comment it replies under; null for a top-level comment. */
  parentCommentId: safeString().nullable(),
  createdAt: isoDate,
  /** The watched word that held it. */
  matchedWord: safeString().nullable(),
});
export type HeldComment = z.infer<typeof heldComment>;

const listRequest = z.strictObject({});
const listAnswer = z.object({ watchedWordList: z.array(watchedWord), maxCount: z.number().int() });
const addRequest = z.strictObject({
  pattern: safeString().trim().min(1, { error: 'WATCHED_WORD_INVALID' }).max(WATCHED_WORD_MAX, { error: 'WATCHED_WORD_INVALID' }),
  action: watchedWordAction,
  /** Only for 'reject'; blank means none. */
  rejectMessage: safeString().trim().max(PUBLIC_REASON_MAX, { error: 'PUBLIC_REASON_TOO_LONG' }).optional(),
});
const addErrors = ['WATCHED_WORD_INVALID', 'WATCHED_WORD_EXISTS', 'WATCHED_WORDS_FULL', 'PUBLIC_REASON_TOO_LONG'] as const;
const removeRequest = z.strictObject({ watchedWordId });
/** Keyset pages: `cursor` is the last page's `nextCursor` (shared 1.6.0). */
const heldRequest = z.strictObject({ limit: pageLimit, cursor });
const heldAnswer = z.object({
  heldCommentList: z.array(heldComment),
  hasMore: z.boolean(),
  /** The next page's cursor, null on the last page (shared 1.6.0; absent from older servers, which answer one page). */
  nextCursor: safeString().nullable().optional(),
});
const decideRequest = z.strictObject({ commentId, decision: z.enum(['approve', 'reject']) });
const decideAnswer = z.object({ commentId: safeString(), decision: z.enum(['approve', 'reject']) });
const writeLimit = { max: 60, windowSeconds: 60 };

export const getSiteWatchedWords = defineCall({
  path: 'client/admin/getWatchedWords',
  request: listRequest,
  answer: listAnswer,
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: "The site's watched words, oldest first.",
});

export const addSiteWatchedWord = defineCall({
  path: 'client/admin/addWatchedWord',
  request: addRequest,
  answer: z.object({ watchedWord }),
  errors: ['NOT_ADMIN', ...addErrors],
  ours: true,
  rateLimit: writeLimit,
  summary: "Adds a word or `*` pattern to the site's watched words, with its action; logged.",
});

export const removeSiteWatchedWord = defineCall({
  path: 'client/admin/removeWatchedWord',
  request: removeRequest,
  answer: z.object({ watchedWordId: safeString() }),
  errors: ['NOT_ADMIN', 'WATCHED_WORD_NOT_FOUND'],
  ours: true,
  rateLimit: writeLimit,
  summary: "Removes a word from the site's watched words; logged.",
});

export const getSiteHeldComments = defineCall({
  path: 'client/admin/getHeldComments',
  request: heldRequest,
  answer: heldAnswer,
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: "Comments the site's watched words hold for review, oldest first.",
});

export const decideSiteHeldComment = defineCall({
  path: 'client/admin/decideHeldComment',
  request: decideRequest,
  answer: decideAnswer,
  errors: ['NOT_ADMIN', 'COMMENT_NOT_FOUND', 'LEGAL_HOLD'],
  ours: true,
  rateLimit: writeLimit,
  summary: 'Approves a held comment (it becomes public and its notifications go out) or rejects it (deleted); logged.',
});

export const getChannelWatchedWords = defineCall({
  path: 'client/streamer/getWatchedWords',
  request: listRequest,
  answer: listAnswer,
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: "The watched words of the caller's channel, oldest first.",
});

export const addChannelWatchedWord = defineCall({
  path: 'client/streamer/addWatchedWord',
  request: addRequest,
  answer: z.object({ watchedWord }),
  errors: ['NOT_STREAMER', ...addErrors],
  ours: true,
  rateLimit: writeLimit,
  summary: "Adds a word or `*` pattern to the caller's channel's watched words (comments on its clips).",
});

export const removeChannelWatchedWord = defineCall({
  path: 'client/streamer/removeWatchedWord',
  request: removeRequest,
  answer: z.object({ watchedWordId: safeString() }),
  errors: ['NOT_STREAMER', 'WATCHED_WORD_NOT_FOUND'],
  ours: true,
  rateLimit: writeLimit,
  summary: "Removes a word from the caller's channel's watched words.",
});

export const getChannelHeldComments = defineCall({
  path: 'client/streamer/getHeldComments',
  request: heldRequest,
  answer: heldAnswer,
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: "Comments on the caller's clips that the channel's watched words hold, oldest first.",
});

export const decideChannelHeldComment = defineCall({
  path: 'client/streamer/decideHeldComment',
  request: decideRequest,
  answer: decideAnswer,
  errors: ['NOT_STREAMER', 'COMMENT_NOT_FOUND', 'LEGAL_HOLD'],
  ours: true,
  rateLimit: writeLimit,
  summary: "Approves or rejects a comment the channel's watched words hold (only on the caller's own clips).",
});
