import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { clipOpenTo } from '../../domain/visible-clips';
import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { assertPlayableClip } from './playable-clip';
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
  // The crowd of a viral night is signed out: its reports take one round trip (below).
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

/**
 * A viewer with no Clipyard account (signed out, or signed in but not registered) who watched long enough: the clip
 * check and the count in one statement. Such a viewer may play a ready clip that is not hidden (assertPlayableClip's
 * rule for nobody: no preview, clipOpenTo(null)); anything else is CLIP_NOT_FOUND, as there.
 */
async function countSignedOutView(db: Db, clipId: string, key: string): Promise<{ isCounted: boolean; viewCount: number }> {
  const { rows } = await sql<{ view_count: number; counted: number }>`
    WITH clip AS (
      SELECT c.id, c.view_count FROM clips c WHERE c.id = ${clipId} AND c.status = 'ready' AND ${clipOpenTo(null, 'c')}
    ), counted AS (
      INSERT INTO clip_views (clip_id, viewer_key, counted_at, folded)
      SELECT id, ${key}, now(), false FROM clip
      ON CONFLICT (clip_id, viewer_key) DO UPDATE SET counted_at = now(), folded = false
        WHERE clip_views.counted_at <= now() - interval '24 hours'
      RETURNING 1
    )
    SELECT view_count, (SELECT count(*)::int FROM counted) AS counted FROM clip
  `.execute(db);
  const row = rows[0];
  if (!row) throw new ApiError('CLIP_NOT_FOUND');
  const folded = Number(row.view_count);
  return Number(row.counted) > 0 ? { isCounted: true, viewCount: folded + 1 } : { isCounted: false, viewCount: folded };
}
