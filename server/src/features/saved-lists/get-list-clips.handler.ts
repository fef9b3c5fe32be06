import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { requireUser } from '../../http/require-user';
import { toClip } from '../../domain/clip-row';
import { clipOpenTo, visibleClipsQuery } from '../../domain/visible-clips';
import { withClipModeration } from '../../domain/moderation/clip-moderation-view';
import { withMediaGrants } from '../../media/grants/grant-clips';
import { findList, toSavedList, visibleCounts } from './lists';

const cursorSchema = z.strictObject({ v: cursorTimestamp, id: cursorId });

/**
 * A list's clips, last saved first, keyset paged on (added_at, clip id), in the Clip shape of every other listing.
 * A clip the owner can no longer see (not ready, hidden from them, of a channel or submitter they block) is left out.
 */
export const getSavedListClips: Handler<'client/savedLists/getListClips'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  const row = await findList(ctx.db, user, body.listId);
  if (!row) return { list: toSavedList(null, 0, false), clipList: [], nextCursor: null };
  let q = visibleClipsQuery(ctx.db, user.id)
    .innerJoin('saved_list_clips as e', 'e.clip_id', 'c.id')
    .select(sql<string>`e.added_at::text`.as('added_at_text'))
    .where('e.list_id', '=', row.id)
    .where('c.status', '=', 'ready')
    .where(clipOpenTo(user));
  if (cursor) q = q.where(sql<SqlBool>`(e.added_at, c.id) < (${cursor.v}::timestamptz, ${cursor.id})`);
  const rows = await q.orderBy('e.added_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, limit, toClip, (r) => ({ v: r.added_at_text, id: r.id }));
  const counts = await visibleCounts(ctx.db, user, [row.id]);
  const clipList = await withMediaGrants(ctx, await withClipModeration(ctx.db, user, items));
  return { list: toSavedList(row, counts.get(row.id) ?? 0, false), clipList, nextCursor };
};
