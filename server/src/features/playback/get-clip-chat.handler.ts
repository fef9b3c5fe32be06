import type { Handler } from '../../http/handler';
import { assertPlayableClip } from './playable-clip';

export const getClipChat: Handler<'client/chat/getClipChat'> = async ({ ctx, body, caller }) => {
  await assertPlayableClip(ctx.db, body.internalClipId, caller.user);
  const rows = await ctx.db
    .selectFrom('chat_messages')
    .select(['offset_seconds', 'user_name', 'message', 'color'])
    .where('clip_id', '=', body.internalClipId)
    .orderBy('offset_seconds')
    .orderBy('id')
    .execute();
  return {
    chatMessageList: rows.map((r) => ({
      offsetSeconds: Number(r.offset_seconds),
      userName: r.user_name,
      message: r.message,
      color: r.color,
    })),
  };
};
