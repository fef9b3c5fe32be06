import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { jsonb } from '../db/jsonb';
import { releaseUsername } from './released-usernames';

/**
 * Deletes every piece of personal data of an account (the Firebase identity is the caller's business). What stays, and why:
 * - clips the user submitted stay on their channel (they belong to the channel's audience as much as to the
 *   submitter): clips.submitter_user_id and clip_requests.submitter_user_id become NULL (FK ON DELETE SET NULL),
 *   shown as a removed submitter;
 * - comments are the user's own words, personal data: deleted;
 * - likes are deleted and the like counts of those clips go down with them;
 * - follows, blocks (made and received), OAuth states, Twitch tokens, uploads: deleted (cascade);
 * - reports made stay in the moderation queue, anonymised (reporter NULL, migration 116): a report is about someone
 *   else's content, and a reporter leaving must not erase the evidence;
 * - the person's name leaves other people's notifications (a comment, reply, mention or clip request they made reads
 *   as by a deleted account), and the username stays taken for USERNAME_RELEASE_DAYS (issue 22 item 7);
 * - activity events and view records keyed on the user: deleted (a view not yet added to its clip's count loses its
 *   link to the person and is counted, ADR 0139);
 * - a streamer's channel is unclaimed (claimed_by_user_id NULL, Twitch link cleared) and its page goes back at once to
 *   what a never-claimed channel shows (issue 19, ADR 0119): the name is its login again, and the description, links,
 *   tip links, featured clips, reading and collections (ADR 0148) the streamer made are cleared; its clips stay. The row itself stays (its
 *   clips and requests point at it, and viewers' follows of the Twitch channel are theirs, not the streamer's);
 * - the profile image file is deleted, and so are the originals kept for review (ADR 0145 second addendum) of the
 *   requests the person submitted (their upload) or that wait on their channel (nobody is left to review them); the
 *   requests keep their cut.
 * Used by the deletion itself and, for an account under a legal hold, when the hold is lifted (issue 22 item 6).
 */
export async function deleteAccountData(ctx: AppContext, user: Pick<UserRow, 'id' | 'username'>): Promise<void> {
  // Read before the rows forget the person (submitter_user_id becomes NULL, the channel unclaimed).
  const keptOriginals = await ctx.db
    .selectFrom('clips')
    .select('id')
    .where('original_container', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('submitter_user_id', '=', user.id),
        eb('channel_login', 'in', eb.selectFrom('channels').select('login').where('claimed_by_user_id', '=', user.id)),
      ]),
    )
    .execute();
  await ctx.db.transaction().execute(async (trx) => {
    // First, before any clip row: the view folder locks view rows and then clip rows, and the same order here means
    // the two never wait on each other. Views are keyed `user:<id>` (viewer-key.ts). Folded ones go; one not folded
    // yet is still owed to its clip's count, so its key becomes a random one that names nobody, and the purge deletes
    // it after 24 hours (ADR 0139).
    const viewKey = `user:${user.id}`;
    await trx.deleteFrom('clip_views').where('viewer_key', '=', viewKey).where('folded', '=', true).execute();
    await trx
      .updateTable('clip_views')
      .set({ viewer_key: sql<string>`'gone:' || gen_random_uuid()` })
      .where('viewer_key', '=', viewKey)
      .execute();
    await trx
      .updateTable('clips')
      .set({ like_count: sql`greatest(like_count - 1, 0)` })
      .where('id', 'in', trx.selectFrom('likes').select('clip_id').where('user_id', '=', user.id))
      .execute();
    await trx.deleteFrom('comments').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('activity_events').where('user_id', '=', user.id).execute();
    await trx
      .deleteFrom('channel_collections')
      .where('channel_login', 'in', trx.selectFrom('channels').select('login').where('claimed_by_user_id', '=', user.id))
      .execute();
    await trx
      .updateTable('channels')
      .set((eb) => ({
        claimed_by_user_id: null,
        twitch_user_id: null,
        display_name: eb.ref('login'),
        reading: '',
        description: '',
        links: jsonb([]),
        tip_links: jsonb([]),
        featured_clip_ids: jsonb([]),
        // The default a channel first named by a submission gets (migration 112); unused while unclaimed.
        request_policy: 'approval',
        submit_audience: 'anyone',
        submit_min_follow_days: 0,
      }))
      .where('claimed_by_user_id', '=', user.id)
      .execute();
    await trx.updateTable('notifications').set({ actor_name: null }).where('actor_user_id', '=', user.id).execute();
    await releaseUsername(trx, user.username);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  await ctx.media.deleteProfileImage(user.id);
  for (const { id } of keptOriginals) await ctx.media.removeClipOriginal(id);
}
