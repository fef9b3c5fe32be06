import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorInt, decodeCursor, keysetPage } from '../../http/cursor';
import { toClip } from '../../domain/clip-row';
import { clipOpenTo, visibleClipsQuery } from '../../domain/visible-clips';
import { withClipModeration } from '../../domain/moderation/clip-moderation-view';
import { withMediaGrants } from '../../media/grants/grant-clips';
import { findList, toSavedList, visibleCounts } from './lists';

const cursorSchema = z.strictObject({ p: cursorInt, id: cursorId });

/**
 * A list's clips in its order (a new save first, then wherever the owner moved them: migration 136), keyset paged on
 * (position, clip id), in the Clip shape of every other listing. The key is unique per list, so a page never repeats
 * or skips a clip; a move made between two pages shows after a reload, as the page's own order already has it.
 * A clip the owner can no longer see (not ready, hidden from them, of a channel or submitter they block) is left out.
 */
export const getSavedListClips: Handler<'client/savedLists/getListClips'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  const row = await findList(ctx.db, user, body.listId);
  if (!row) return { list: toSavedList(null, 0, false), clipList: [], nextCursor: null };
  let q = visibleClipsQuery(ctx.db, user.id)
    .innerJoin('saved_list_clips as e', 'e.clip_id', 'c.id')
    .select('e.position')
    .where('e.list_id', '=', row.id)
    .where('c.status', '=', 'ready')
    .where(clipOpenTo(user));
  if (cursor) q = q.where(sql<SqlBool>`(e.position, c.id) > (${cursor.p}, ${cursor.id})`);
  const rows = await q.orderBy('e.position').orderBy('c.id').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, limit, toClip, (r) => ({ p: Number(r.position), id: r.id }));
  const counts = await visibleCounts(ctx.db, user, [row.id]);
  const clipList = await withMediaGrants(ctx, await withClipModeration(ctx.db, user, items));
  return { list: toSavedList(row, counts.get(row.id) ?? 0, false), clipList, nextCursor };
};
