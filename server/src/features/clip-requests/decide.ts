import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { notifyNewClip, notifySafely } from '../../domain/notifications/write';

/**
 * Approving publishes the clip. The clip's status moves from 'awaiting_decision' in one UPDATE that reads its
 * renditions in the same statement: 'ready' (published now) if the source rendition is already encoded, else
 * 'processing', and the media encode worker then publishes it when the source finishes (it only promotes
 * 'processing' clips, never 'awaiting_decision' ones). Doing it in one statement means a worker finishing at the
 * same moment cannot leave the clip stuck in 'processing' with its source ready. Published now, the channel's
 * followers hear of it (ADR 0107); otherwise the worker tells them when it publishes.
 */
export async function approveClip(ctx: AppContext, clipId: string): Promise<void> {
  const approved = await ctx.db
    .updateTable('clips')
    .set({
      status: sql<never>`CASE WHEN renditions @> '["source"]'::jsonb THEN 'ready' ELSE 'processing' END`,
      published_at: sql<never>`CASE WHEN renditions @> '["source"]'::jsonb THEN now() ELSE published_at END`,
    })
    .where('id', '=', clipId)
    .where('status', '=', 'awaiting_decision')
    .returning('status')
    .executeTakeFirst();
  if (approved?.status === 'ready') await notifySafely(ctx.log, () => notifyNewClip(ctx.db, clipId));
  // Published: the submitter's whole upload, kept for this review (ADR 0145 second addendum), is no longer needed.
  if (approved) await ctx.media.removeClipOriginal(clipId);
}

/**
 * Rejecting takes the clip down and frees its media (its kept original too); a clip in any live state is marked 'rejected'. A clip under a
 * legal hold (issue 22 item 6) keeps its state and its media: nothing of it may be deleted until the hold is lifted.
 */
export async function rejectClips(ctx: AppContext, channelLogin: string, clipIds: string[]): Promise<void> {
  if (clipIds.length === 0) return;
  await ctx.db
    .updateTable('clips')
    .set({ status: 'rejected' })
    .where('id', 'in', clipIds)
    .where('status', 'in', ['awaiting_decision', 'processing', 'failed'])
    .where('legal_hold_at', 'is', null)
    .execute();
  const held = new Set((await ctx.db.selectFrom('clips').select('id').where('id', 'in', clipIds).where('legal_hold_at', 'is not', null).execute()).map((c) => c.id));
  for (const id of clipIds) if (!held.has(id)) await ctx.media.removeClipMedia(channelLogin, id);
}
