import { sql } from 'kysely';
import type { AppContext } from '../context';

/**
 * Takes a clip off the site: status 'deleted' (the row stays so likes, reports and links resolve to a clean
 * CLIP_NOT_FOUND), its pending request closed, it leaves featured lists, and its media files and encode jobs go.
 * Shared by deleteClip and the admin's 'actioned' report resolution.
 */
export async function removeClip(ctx: AppContext, clip: { id: string; channel_login: string }): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('clips').set({ status: 'deleted' }).where('id', '=', clip.id).execute();
    await trx
      .updateTable('clip_requests')
      .set({ status: 'rejected', decided_at: new Date() })
      .where('clip_id', '=', clip.id)
      .where('status', '=', 'pending')
      .execute();
    // jsonb `-` text removes that string from the array.
    await trx
      .updateTable('channels')
      .set({ featured_clip_ids: sql<never>`featured_clip_ids - ${clip.id}::text` })
      .where('login', '=', clip.channel_login)
      .execute();
  });
  await ctx.media.removeClipMedia(clip.channel_login, clip.id);
}
