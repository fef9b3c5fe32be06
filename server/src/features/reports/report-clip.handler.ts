import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { requireUser } from '../clips';
import { insertReport } from './insert-report';

export const reportClip: Handler<'client/report/reportClip'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  const clip = await ctx.db
    .selectFrom('clips')
    .select(['id', 'channel_login', 'status'])
    .where('id', '=', body.internalClipId)
    .executeTakeFirst();
  if (!clip || clip.status === 'deleted') throw new ApiError('CLIP_NOT_FOUND');
  return insertReport(ctx.db, {
    reporter_user_id: user.id,
    target_kind: 'clip',
    target_key: `clip:${clip.id}`,
    clip_id: clip.id,
    channel_login: clip.channel_login,
    reason: body.reason ?? '',
  });
};
