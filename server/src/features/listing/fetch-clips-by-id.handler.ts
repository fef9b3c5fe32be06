import type { Handler } from '../../http/handler';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';
import { viewerId } from '../../http/require-user';

/** The clips asked for, in the order asked; unknown, unpublished or hidden (blocked) ids are left out. */
export const fetchClipsById: Handler<'client/videoListing/fetchClipsById'> = async ({ ctx, body, caller }) => {
  const ids = [...new Set(body.internalClipIdList)];
  const rows = await visibleClipsQuery(ctx.db, viewerId(caller))
    .where('c.status', '=', 'ready')
    .where('c.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { clipList: ids.flatMap((id) => (byId.has(id) ? [toClip(byId.get(id)!)] : [])) };
};
