import { CHANNEL_CLIPS_MAX } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { clipBaseQuery, toClip } from '../../domain/clip-row';
import { withMediaGrants } from '../../media/grants/grant-clips';

/**
 * The clip manager's list: every clip of the streamer's own channel whatever its encode status (a failed or
 * waiting clip is exactly what the streamer needs to see), deleted ones left out, newest first. Searching and
 * sorting happen in the browser over this one list, so the screen answers instantly. The caller is the channel's
 * streamer, so clips that are not public carry their media grant (thumbnails, ADR 0114).
 */
export const getChannelClips: Handler<'client/clipManage/getChannelClips'> = async ({ ctx, caller }) => {
  const { channelLogin } = caller;
  const rows = await clipBaseQuery(ctx.db)
    .where('c.channel_login', '=', channelLogin)
    .where('c.status', '!=', 'deleted')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CHANNEL_CLIPS_MAX + 1)
    .execute();
  const clipList = await withMediaGrants(ctx, rows.slice(0, CHANNEL_CLIPS_MAX).map(toClip));
  return { clipList, isTruncated: rows.length > CHANNEL_CLIPS_MAX };
};
