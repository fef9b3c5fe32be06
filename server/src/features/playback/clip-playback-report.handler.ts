import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { assertPlayableClip } from './playable-clip';
import { countSignedOutView } from './signed-out-views';
import { viewerKey } from './viewer-key';

/** A view counts after this much watching, so a reload loop that never plays does not count at all. */
export const MIN_WATCHED_SECONDS = 3;

/**
 * Counts a view at most once per viewer and clip per 24 hours. The viewer's clip_views row is the proof: the upsert
 * only (re)writes counted_at when the previous count is older than 24 h, so concurrent reports of one viewer cannot
 * both count. The request writes nothing else: the row waits unfolded, and view-folding.ts adds it to the clip's
 * view_count and its day's clip_view_days within seconds, many views in one write (ADR 0139), so a crowd watching one
 * clip never queues on the clip's row. The answer is the count as the viewer will see it: their own view included.
 */
export const clipPlaybackReport: Handler<'client/analytics/clipPlaybackReport'> = async ({ ctx, body, caller }) => {
  // The crowd of a viral night is signed out: its reports go grouped, one statement for many (signed-out-views.ts).
  if (!caller.user && body.watchedSeconds >= MIN_WATCHED_SECONDS) return countSignedOutView(ctx.db, body.internalClipId, await viewerKey(ctx.db, caller));
  const clip = await assertPlayableClip(ctx.db, body.internalClipId, caller.user);
  const folded = Number(clip.view_count);
  if (body.watchedSeconds < MIN_WATCHED_SECONDS || clip.status !== 'ready') return { isCounted: false, viewCount: folded };
  const counted = await ctx.db
    .insertInto('clip_views')
    .values({ clip_id: clip.id, viewer_key: await viewerKey(ctx.db, caller), counted_at: sql<never>`now()`, folded: false })
    .onConflict((oc) =>
      oc
        .columns(['clip_id', 'viewer_key'])
        .doUpdateSet({ counted_at: sql<never>`now()`, folded: false })
        .where('clip_views.counted_at', '<=', sql<never>`now() - interval '24 hours'`),
    )
    .returning('clip_id')
    .execute();
  return counted.length > 0 ? { isCounted: true, viewCount: folded + 1 } : { isCounted: false, viewCount: folded };
};
