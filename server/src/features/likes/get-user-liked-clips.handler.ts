import type { Handler } from '../../http/handler';

export const getUserLikedClips: Handler<'client/userLikes/getUserLikedClips'> = async ({ ctx, caller }) => {
  const { user } = caller;
  const rows = await ctx.db
    .selectFrom('likes')
    .select('clip_id')
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .execute();
  return { userLikeSet: rows.map((r) => r.clip_id) };
};
