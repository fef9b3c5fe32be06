import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/database';

/**
 * Takes a clip off the site: status 'deleted' (the row stays so likes, reports and links resolve to a clean
 * CLIP_NOT_FOUND), its pending request closed, it leaves featured lists, every collection (ADR 0148) and viewers'
 * saved lists (ADR 0149), and its media files and encode jobs go.
 * Shared by deleteClip and the admin's 'actioned' report resolution. A clip under a legal hold is left as it is and
 * answered 'held' (the callers refuse with LEGAL_HOLD), decided by the same UPDATE that would delete it, so a hold
 * placed a moment before cannot be raced.
 */
export async function removeClip(ctx: AppContext, clip: { id: string; channel_login: string }): Promise<'removed' | 'held'> {
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('clips').set({ status: 'deleted' }).where('id', '=', clip.id).where('legal_hold_at', 'is', null).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('clip_requests')
      .set({ status: 'rejected', decided_at: new Date() })
      .where('clip_id', '=', clip.id)
      .where('status', '=', 'pending')
      .execute();
    await dropFromFeatured(trx, clip);
    // Viewers' saved lists let it go (ADR 0149): the row stays, so no cascade would.
    await trx.deleteFrom('saved_list_clips').where('clip_id', '=', clip.id).execute();
    // The row stays, so the collections' ON DELETE CASCADE does not fire: its entries go here.
    await trx.deleteFrom('channel_collection_clips').where('clip_id', '=', clip.id).execute();
    return true;
  });
  if (!removed) return 'held';
  await ctx.media.removeClipMedia(clip.channel_login, clip.id);
  return 'removed';
}

/**
 * Takes a clip out of its channel's featured clips (a list on the channel page), for a clip removed or no longer
 * public (ADR 0132). jsonb `-` text removes that string from the array.
 */
export async function dropFromFeatured(db: Db, clip: { id: string; channel_login: string }): Promise<void> {
  await db
    .updateTable('channels')
    .set({ featured_clip_ids: sql<never>`featured_clip_ids - ${clip.id}::text` })
    .where('login', '=', clip.channel_login)
    .execute();
}
