import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { clipBaseQuery, parseJsonArray, toClip } from '../../domain/clip-row';
import { withMediaGrants } from '../../media/grants/grant-clips';
import { enqueueClipJobs } from '../../media/jobs/queue';
import { checkClipTrim } from '../../http/clip-trim';
import { loadOwnLiveClip } from './own-clip';

/** A frame of slack at the end, where the editor's last frame is (as the first cut allows, clip-cut.ts). */
const END_SLACK_SECONDS = 1 / 30;

/**
 * A made clip cut again (ADR 0145 addendum): the range is of its current video, so it can only get shorter; a request
 * whose original upload is kept is cut from that original instead (second addendum), so it may also get longer. The trim
 * columns take the new range and recut_pending tells the source job to cut the stored source (not the original
 * upload, which is gone once a clip is made); every file made from the video is made again after it.
 */
export const trimClip: Handler<'client/clipManage/trimClip'> = async ({ ctx, body, caller }) => {
  const owned = await loadOwnLiveClip(ctx.db, caller, body.internalClipId);
  const trim = checkClipTrim(body.trim, ctx.config.clipTrimMaxSeconds)!;
  const row = await ctx.db
    .selectFrom('clips')
    .select(['status', 'duration_seconds', 'renditions', 'recut_pending', 'legal_hold_at', 'vertical_framing', 'original_container', 'original_duration_seconds'])
    .where('id', '=', owned.id)
    .executeTakeFirstOrThrow();
  const renditions = parseJsonArray(row.renditions);
  if (row.legal_hold_at !== null) throw new ApiError('LEGAL_HOLD', 'This clip is under a legal hold');
  if (!renditions.includes('source') || row.duration_seconds === null || row.recut_pending) throw new ApiError('CLIP_NOT_READY', 'The clip is still being processed');
  // A request whose original is kept (second addendum) is cut from the original: the range is in its seconds, and the
  // source job cuts it as long as it still waits (the same status condition below).
  const fromOriginal = row.status === 'awaiting_decision' && row.original_container !== null && row.original_duration_seconds !== null;
  const length = fromOriginal ? row.original_duration_seconds! : row.duration_seconds;
  if (trim.endSeconds > length + END_SLACK_SECONDS) {
    throw new ApiError('TRIM_INVALID', `The part chosen ends after the ${fromOriginal ? 'original upload' : 'clip'} (${length.toFixed(2)} s)`);
  }
  const updated = await ctx.db
    .updateTable('clips')
    .set({ trim_start_seconds: trim.startSeconds, trim_end_seconds: Math.min(trim.endSeconds, length), recut_pending: true })
    .where('id', '=', owned.id)
    .where('recut_pending', '=', false)
    .where('status', 'in', fromOriginal ? ['awaiting_decision'] : ['ready', 'awaiting_decision'])
    .executeTakeFirst();
  // Asked twice at once, or decided meanwhile: one cut at a time, of a clip that is still there.
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('CLIP_NOT_READY', 'The clip is still being processed');
  // Every job again, as for a new clip; then the vertical version when it was asked for (after the source job is
  // queued again, so it waits for the new cut rather than run on the old one).
  await ctx.media.enqueueClip(owned.id);
  if (row.vertical_framing !== null) await enqueueClipJobs(ctx.db, owned.id, ['vertical']);
  const clip = await clipBaseQuery(ctx.db).where('c.id', '=', owned.id).executeTakeFirstOrThrow();
  const [granted] = await withMediaGrants(ctx, [toClip(clip)]);
  return { clip: granted!, recutting: true };
};
