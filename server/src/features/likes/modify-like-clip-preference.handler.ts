import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { isClipOpenTo } from '../../domain/visible-clips';

/**
 * Idempotent like/unlike. The like row and clips.like_count change in one transaction, and the count moves only
 * when a row was really inserted or deleted, so repeated or concurrent toggles never drift the counter.
 */
export const modifyLikeClipPreference: Handler<'client/clipLikes/modifyLikeClipPreference'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  return ctx.db.transaction().execute(async (trx) => {
    const clip = await trx
      .selectFrom('clips')
      .select(['id', 'status', 'like_count', 'visibility', 'channel_login', 'submitter_user_id'])
      .where('id', '=', body.internalClipId)
      .executeTakeFirst();
    // Only a published clip can be liked; unliking stays possible on one that has since gone, so a client can
    // clean its cache.
    if (!clip || (body.isLike && (clip.status !== 'ready' || !isClipOpenTo(user, clip)))) throw new ApiError('CLIP_NOT_FOUND');
    let delta = 0;
    if (body.isLike) {
      const inserted = await trx
        .insertInto('likes')
        .values({ user_id: user.id, clip_id: body.internalClipId })
        .onConflict((oc) => oc.columns(['user_id', 'clip_id']).doNothing())
        .returning('clip_id')
        .execute();
      delta = inserted.length;
    } else {
      const deleted = await trx
        .deleteFrom('likes')
        .where('user_id', '=', user.id)
        .where('clip_id', '=', body.internalClipId)
        .returning('clip_id')
        .execute();
      delta = -deleted.length;
    }
    let likeCount = Number(clip.like_count);
    if (delta !== 0) {
      const updated = await trx
        .updateTable('clips')
        .set({ like_count: sql`greatest(like_count + ${delta}, 0)` })
        .where('id', '=', body.internalClipId)
        .returning('like_count')
        .executeTakeFirstOrThrow();
      likeCount = Number(updated.like_count);
    }
    return { internalClipId: body.internalClipId, isLike: body.isLike, likeCount };
  });
};
