import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { assertPlayableClip } from './playable-clip';
import { viewerKey } from './viewer-key';

/** A view counts after this much watching, so a reload loop that never plays does not count at all. */
export const MIN_WATCHED_SECONDS = 3;

/**
 * Counts a view at most once per viewer and clip per 24 hours. The clip_views row is the proof: the upsert only
 * (re)writes counted_at when the previous count is older than 24 h, and view_count moves only when it did, in the
 * same transaction, so concurrent reports of one viewer cannot both count.
 */
export const clipPlaybackReport: Handler<'client/analytics/clipPlaybackReport'> = async ({ ctx, body, caller }) => {
  const clip = await assertPlayableClip(ctx.db, body.internalClipId, caller.user);
  if (body.watchedSeconds < MIN_WATCHED_SECONDS || clip.status !== 'ready') {
    return { isCounted: false, viewCount: Number(clip.view_count) };
  }
  const key = await viewerKey(ctx.db, caller);
  return ctx.db.transaction().execute(async (trx) => {
    const counted = await trx
      .insertInto('clip_views')
      .values({ clip_id: clip.id, viewer_key: key, counted_at: sql<never>`now()` })
      .onConflict((oc) =>
        oc
          .columns(['clip_id', 'viewer_key'])
          .doUpdateSet({ counted_at: sql<never>`now()` })
          .where('clip_views.counted_at', '<=', sql<never>`now() - interval '24 hours'`),
      )
      .returning('clip_id')
      .execute();
    if (counted.length === 0) {
      const current = await trx.selectFrom('clips').select('view_count').where('id', '=', clip.id).executeTakeFirstOrThrow();
      return { isCounted: false, viewCount: Number(current.view_count) };
    }
    // The overview's views-per-day chart: the same count, by UTC day.
    await trx
      .insertInto('clip_view_days')
      .values({ clip_id: clip.id, day: sql<string>`(now() at time zone 'UTC')::date`, views: 1 })
      .onConflict((oc) => oc.columns(['clip_id', 'day']).doUpdateSet({ views: sql<never>`clip_view_days.views + 1` }))
      .execute();
    const updated = await trx
      .updateTable('clips')
      .set({ view_count: sql<never>`view_count + 1` })
      .where('id', '=', clip.id)
      .returning('view_count')
      .executeTakeFirstOrThrow();
    return { isCounted: true, viewCount: Number(updated.view_count) };
  });
};
