import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { isClipOpenTo } from '../../domain/visible-clips';
import { insertReport } from './insert-report';

export const reportClip: Handler<'client/report/reportClip'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const clip = await ctx.db
    .selectFrom('clips')
    .select(['id', 'channel_login', 'status', 'visibility', 'submitter_user_id'])
    .where('id', '=', body.internalClipId)
    .executeTakeFirst();
  // Only a public clip can be reported: any other answers as if it did not exist (ADR 0045).
  if (!clip || clip.status !== 'ready' || !isClipOpenTo(user, clip)) throw new ApiError('CLIP_NOT_FOUND');
  return insertReport(ctx.db, {
    reporter_user_id: user.id,
    target_kind: 'clip',
    target_key: `clip:${clip.id}`,
    clip_id: clip.id,
    channel_login: clip.channel_login,
    reason: body.reason ?? '',
  });
};
