import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { isForeignKeyViolation } from '../../db/db-errors';
import { readyClipOpenTo } from '../../domain/visible-clips';

/**
 * Idempotent like/unlike, one statement (ADR 0156): the check that the clip may be liked, the like row and
 * clips.like_count together in one data-modifying WITH, atomic on its own (it was a transaction of five round trips,
 * the largest share of the mixed load's statements, bench/README.md). The count moves only when a row was really
 * inserted or deleted, so repeated or concurrent toggles never drift it.
 */
export const modifyLikeClipPreference: Handler<'client/clipLikes/modifyLikeClipPreference'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const clipId = body.internalClipId;
  // Only a published clip this person may read can be liked; unliking stays possible on one that has since gone
  // (while its row exists), so a client can clean its cache.
  const likeable = body.isLike ? sql`AND ${readyClipOpenTo(user)}` : sql``;
  const changed = body.isLike
    ? sql`INSERT INTO likes (user_id, clip_id) SELECT ${user.id}, id FROM clip ON CONFLICT (user_id, clip_id) DO NOTHING RETURNING clip_id`
    : sql`DELETE FROM likes WHERE user_id = ${user.id} AND clip_id IN (SELECT id FROM clip) RETURNING clip_id`;
  const delta = body.isLike ? 1 : -1;
  // The statement's snapshot predates its own UPDATE, so `clip.like_count` is the count before: the updated count
  // when a row changed, else that one. No row at all: no such clip, or not one this person may like.
  const counted = await sql<{ like_count: number | string }>`
    WITH clip AS (SELECT c.id, c.like_count FROM clips c WHERE c.id = ${clipId} ${likeable}),
    changed AS (${changed}),
    counted AS (
      UPDATE clips SET like_count = greatest(like_count + ${delta}, 0)
      WHERE id IN (SELECT clip_id FROM changed)
      RETURNING like_count
    )
    SELECT coalesce((SELECT like_count FROM counted), clip.like_count) AS like_count FROM clip`
    .execute(ctx.db)
    .catch((error: unknown) => {
      // The clip deleted between the statement's snapshot and its insert.
      if (isForeignKeyViolation(error)) throw new ApiError('CLIP_NOT_FOUND');
      throw error;
    });
  const row = counted.rows[0];
  if (!row) throw new ApiError('CLIP_NOT_FOUND');
  return { internalClipId: clipId, isLike: body.isLike, likeCount: Number(row.like_count) };
};
