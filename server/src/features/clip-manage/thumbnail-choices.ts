import type { AnswerOf } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import { clipBaseQuery, toClip } from '../../domain/clip-row';
import { thumbnailFrameTimes, thumbnailTime } from '../../media/ffmpeg/commands';
import { withMediaGrants } from '../../media/grants/grant-clips';

export type ThumbnailChoices = AnswerOf<'client/clipManage/getThumbnailChoices'>;

/**
 * What the thumbnail editor shows of a clip its streamer owns (issue 23 item 2, ADR 0144): the clip with its grant, the
 * candidate frames' times once their strip exists, what the thumbnail is and whether a new frame is being made.
 */
export async function thumbnailChoicesOf(ctx: Pick<AppContext, 'db' | 'primaryDb' | 'config'>, internalClipId: string): Promise<ThumbnailChoices> {
  const row = await clipBaseQuery(ctx.db)
    .select(['c.thumbnail_at_seconds', 'c.thumbnail_uploaded', 'c.thumbnail_rechosen', 'c.thumbnail_frames'])
    .where('c.id', '=', internalClipId)
    .executeTakeFirstOrThrow();
  const [clip] = await withMediaGrants(ctx, [toClip(row)]);
  const duration = row.duration_seconds;
  return {
    clip: clip!,
    frameTimes: row.thumbnail_frames && duration ? thumbnailFrameTimes(duration) : null,
    current: row.thumbnail_uploaded ? { kind: 'image' } : { kind: 'frame', atSeconds: row.thumbnail_at_seconds ?? thumbnailTime(duration ?? 2) },
    updating: row.thumbnail_rechosen,
  };
}
