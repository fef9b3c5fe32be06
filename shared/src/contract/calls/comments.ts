import { z } from 'zod';
import { defineCall } from '../define';
import { commentText, cursor, internalClipId, pageLimit, safeString } from '../fields';
import { comment, commentReply } from '../models';

/** A comment's id as the listings give it; anything else can only name a comment that does not exist. */
const commentId = safeString().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'COMMENT_NOT_FOUND' });

/** How many of a top-level comment's replies getClipComments carries; the rest come from getCommentReplies. */
export const REPLY_PREVIEW_COUNT = 3;
/** At most this many people are told of one comment's mentions (more `@name`s are plain text). */
export const MENTIONS_PER_COMMENT = 5;

export const getClipComments = defineCall({
  path: 'client/clipComment/getClipComments',
  request: z.strictObject({ internalClipId, cursor, limit: pageLimit }),
  answer: z.object({ commentList: z.array(comment), nextCursor: safeString().nullable() }),
  errors: ['CLIP_NOT_FOUND'],
  summary:
    'Top-level comments of a clip, newest first, each with its reply count and oldest replies; comments and replies by users the viewer blocked are left out.',
});

export const submitComment = defineCall({
  path: 'client/clipComment/submitComment',
  request: z.strictObject({
    internalClipId,
    commentText,
    /** Ours (ADR 0117): the comment this answers, on the same clip. A reply to a reply joins the same top-level comment. */
    parentCommentId: commentId.optional(),
  }),
  answer: z.object({ comment }),
  errors: ['CLIP_NOT_FOUND', 'COMMENT_EMPTY', 'COMMENT_TOO_LONG', 'COMMENT_NOT_FOUND', 'ACCOUNT_NOT_REGISTERED', 'COMMENTING_BLOCKED', 'COMMENT_REJECTED_WATCHED_WORD'],
  rateLimit: { max: 10, windowSeconds: 60, newAccount: { max: 30, windowSeconds: 3600 } },
  summary:
    'Posts a plain-text comment of 1 to 500 characters, or a reply to one; `@name`s of registered people notify them. Watched words may refuse it or hold it for review (heldForReview).',
});

/** Ours (ADR 0117): the replies under one top-level comment, oldest first ("Show N more replies"). */
export const getCommentReplies = defineCall({
  path: 'client/clipComment/getCommentReplies',
  request: z.strictObject({ commentId, cursor, limit: pageLimit }),
  answer: z.object({ replyList: z.array(commentReply), nextCursor: safeString().nullable() }),
  errors: ['COMMENT_NOT_FOUND'],
  ours: true,
  summary: 'Replies to a top-level comment, oldest first (keyset pages); replies by users the viewer blocked are left out.',
});

/** Ours (ADR 0117): who an `@` being typed may name. Letters (any script), digits and underscore, as in usernames. */
export const getMentionSuggestions = defineCall({
  path: 'client/clipComment/mentionSuggestions',
  request: z.strictObject({
    internalClipId,
    query: safeString().max(20, { error: 'USERNAME_INVALID' }).regex(/^[\p{L}\p{N}_]*$/u, { error: 'USERNAME_INVALID' }),
  }),
  answer: z.object({ userNameList: z.array(safeString()) }),
  errors: ['CLIP_NOT_FOUND', 'USERNAME_INVALID', 'ACCOUNT_NOT_REGISTERED'],
  ours: true,
  rateLimit: { max: 120, windowSeconds: 60 },
  summary:
    'Usernames starting with the query: people in this clip’s comments first, then everyone; not the caller, nor people the caller blocks.',
});

/** Ours: the author deletes their own comment (nobody else may; moderators remove comments through reports). */
export const deleteComment = defineCall({
  path: 'client/clipComment/deleteComment',
  request: z.strictObject({ commentId }),
  answer: z.object({ commentId: safeString() }),
  // LEGAL_HOLD: the author's account is under a legal hold (issue 22 item 6).
  errors: ['COMMENT_NOT_FOUND', 'FORBIDDEN', 'ACCOUNT_NOT_REGISTERED', 'LEGAL_HOLD'],
  ours: true,
  rateLimit: { max: 30, windowSeconds: 60 },
  summary: "Deletes one of the caller's own comments, and the replies under it.",
});
