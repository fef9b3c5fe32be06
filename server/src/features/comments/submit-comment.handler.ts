import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { isForeignKeyViolation } from '../../db/db-errors';
import { newId } from '../../db/ids';
import { toComment } from './comment-row';
import { resolveMentions } from './mentions';
import { notifyCommentWritten } from '../../domain/notifications/write-comment-events';
import { matchWatchedWord, watchedWordsOf } from '../../domain/moderation/watched-words';
import { isClipOpenTo } from '../../domain/visible-clips';

/**
 * Plain text, 1 to 500 characters after trimming (the contract's commentText answers COMMENT_EMPTY /
 * COMMENT_TOO_LONG). The author's username is copied in so the comment survives account deletion as '[deleted]'.
 *
 * A reply (parentCommentId, ADR 0117) names a comment of the same clip; a reply to a reply joins that reply's
 * top-level comment (one level), and the author of the comment answered is told. Each registered person its
 * `@name`s name (at most five, not the writer) is stored in comment_mentions and told.
 */
export const submitComment: Handler<'client/clipComment/submitComment'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  if (user.commenting_blocked_at) throw new ApiError('COMMENTING_BLOCKED', 'A moderator blocked this account from commenting');
  const text = body.commentText.trim();
  if (text.length === 0) throw new ApiError('COMMENT_EMPTY');
  // The clip and the watched words of its channel and the site in one statement (ADR 0156).
  const clip = await ctx.db
    .selectFrom('clips')
    .select((eb) => ['status', 'visibility', 'channel_login', 'submitter_user_id', watchedWordsOf(eb.ref('clips.channel_login')).as('watched_words')])
    .where('id', '=', body.internalClipId)
    .executeTakeFirst();
  if (!clip || clip.status !== 'ready' || !isClipOpenTo(caller.user ?? null, clip)) throw new ApiError('CLIP_NOT_FOUND');
  // Watched words (ADR 0133): a 'reject' word refuses the comment, a 'hold' word keeps it for review, unseen and unannounced.
  const watched = matchWatchedWord(clip.watched_words, text);
  if (watched?.action === 'reject') {
    throw new ApiError('COMMENT_REJECTED_WATCHED_WORD', 'A watched word refuses this comment', undefined, { publicReason: watched.rejectMessage });
  }
  const held = watched?.action === 'hold' ? { held_at: new Date(), held_scope: watched.scope, held_word: watched.pattern } : {};

  let parentId: string | null = null;
  let replyToId: string | null = null;
  if (body.parentCommentId) {
    const answered = await ctx.db
      .selectFrom('comments')
      .select(['id', 'parent_id'])
      .where('id', '=', body.parentCommentId)
      .where('clip_id', '=', body.internalClipId)
      // A held comment is answered only by its own author, the one person who sees it.
      .where((eb) => eb.or([eb('held_at', 'is', null), eb('user_id', '=', user.id)]))
      .executeTakeFirst();
    if (!answered) throw new ApiError('COMMENT_NOT_FOUND', 'The comment replied to is not on this clip');
    parentId = answered.parent_id ?? answered.id;
    replyToId = answered.id;
  }
  const mentioned = await resolveMentions(ctx.db, text, user.id);

  const values = { id: newId(), clip_id: body.internalClipId, user_id: user.id, user_name: user.username, text, parent_id: parentId, reply_to_id: replyToId, ...held };
  const returned = ['id', 'clip_id', 'user_name', 'text', 'created_at', 'parent_id', 'held_at'] as const;
  // A comment without mentions is one INSERT; with mentions, the comment and its mention rows go in one transaction.
  const row = await (mentioned.length === 0
    ? ctx.db.insertInto('comments').values(values).returning(returned).executeTakeFirstOrThrow()
    : ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('comments').values(values).returning(returned).executeTakeFirstOrThrow();
        await trx
          .insertInto('comment_mentions')
          .values(mentioned.map((m) => ({ comment_id: inserted.id, user_id: m.id })))
          .execute();
        return inserted;
      })
  ).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw new ApiError('COMMENT_NOT_FOUND', 'The comment replied to was deleted');
    throw error;
  });

  // A held comment tells nobody until a reviewer approves it (decideHeldComment sends these then).
  if (!row.held_at) await notifyCommentWritten(ctx.db, ctx.log, row.id, parentId !== null, mentioned.length > 0);

  // The author's picture as authenticate read it for this request (the same users row).
  const author = { has_profile_picture: user.has_profile_picture, profile_image_version: user.profile_image_version };
  return { comment: toComment({ ...row, user_id: user.id, ...author }, ctx.config.mediaBaseUrl, mentioned.map((m) => m.username)) };
};
