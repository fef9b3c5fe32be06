import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorInt, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';
import { PERIOD_INTERVAL, listableClip, publishedWithin } from './listable-clips';
import { viewerId } from '../../http/caller';
import { categoryFilter } from '../../http/category-filter';

// `asOf`: the moment the first page was computed; a period is measured from it so later pages keep the same window.
const cursorSchemas = {
  new: z.strictObject({ k: z.literal('new'), asOf: cursorTimestamp.optional(), v: cursorTimestamp, id: cursorId }),
  top: z.strictObject({ k: z.literal('top'), asOf: cursorTimestamp.optional(), v: cursorInt, id: cursorId }),
};

/**
 * Ready clips of some channels (a channel page, the followed feed), newest or most liked first, keyset paged,
 * optionally only those published within a period (the frontpage's periods).
 */
export const fetchByChannelLogins: Handler<'client/videoListing/fetchByChannelLogins'> = async ({ ctx, body, caller }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchemas[body.sort]);
  const categoryId = await categoryFilter(ctx.db, body.categorySlug);
  const [column, cast] = body.sort === 'top' ? (['c.like_count', 'int'] as const) : (['c.published_at', 'timestamptz'] as const);
  const interval = PERIOD_INTERVAL[body.period];
  const asOf = interval ? (cursor?.asOf ?? new Date().toISOString()) : undefined;
  let q = visibleClipsQuery(ctx.db, viewerId(caller))
    .where(listableClip('c'))
    .where('c.channel_login', 'in', [...new Set(body.channelLoginList)]);
  if (categoryId !== undefined) q = q.where('c.category_id', '=', categoryId);
  if (interval && asOf) {
    q = q
      .where('c.published_at', '<=', sql<Date>`${asOf}::timestamptz`)
      .where(publishedWithin('c', body.period, asOf));
  }
  if (cursor) q = q.where(sql<SqlBool>`(${sql.ref(column)}, c.id) < (${cursor.v}::${sql.raw(cast)}, ${cursor.id})`);
  const rows = await q.orderBy(column, 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, limit, toClip, (r) => ({
    k: body.sort,
    ...(asOf ? { asOf } : {}),
    v: body.sort === 'top' ? Number(r.like_count) : r.published_at_text,
    id: r.id,
  }));
  return { clipList: items, nextCursor };
};
