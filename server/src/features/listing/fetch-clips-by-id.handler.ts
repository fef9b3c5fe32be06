import type { Handler } from '../../http/handler';
import { toClip } from '../../domain/clip-row';
import { clipOpenTo, visibleClipsQuery } from '../../domain/visible-clips';
import { withClipModeration } from '../../domain/moderation/clip-moderation-view';
import { viewerId } from '../../http/caller';
import { withMediaGrants } from '../../media/grants/grant-clips';

/**
 * The clips asked for, in the order asked; unknown, unpublished or hidden (blocked) ids are left out. An unlisted
 * clip is answered to anyone with its id (its link); a hidden one to its streamer, submitter and the moderators only,
 * who also read the decision (ADR 0132).
 */
export const fetchClipsById: Handler<'client/videoListing/fetchClipsById'> = async ({ ctx, body, caller }) => {
  const ids = [...new Set(body.internalClipIdList)];
  const reader = caller.user ?? null;
  const rows = await visibleClipsQuery(ctx.db, viewerId(caller))
    .where('c.status', '=', 'ready')
    .where('c.id', 'in', ids)
    .where(clipOpenTo(reader))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const clipList = ids.flatMap((id) => (byId.has(id) ? [toClip(byId.get(id)!)] : []));
  // Only a hidden clip's people got it: its media needs their grant.
  return { clipList: await withMediaGrants(ctx, await withClipModeration(ctx.db, reader, clipList)) };
};
