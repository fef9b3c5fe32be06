import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Clip, FrontpagePeriod, FrontpageSort } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorInt, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';
import { listableClip, publishedWithin } from './listable-clips';
import { rankedTrendingPage } from './ranked-trending';
import { rankingFor } from './trending-ranks';
import { trendingScore } from './trending-score';

/**
 * One cursor shape for every sort: `asOf` is the moment the first page was computed. Periods and the trending
 * decay are measured from it, so every page of one listing ranks against the same clock and pages neither skip
 * nor repeat rows. `v` is the last row's sort value (score, likes, or published_at text), `id` breaks ties.
 */
const cursorSchemas = {
  // `g`: the ranking (trending-ranks.ts) the first page read; absent when it scored live.
  trending: z.strictObject({ k: z.literal('trending'), asOf: cursorTimestamp, g: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(), v: z.number().finite(), id: cursorId }),
  top: z.strictObject({ k: z.literal('top'), asOf: cursorTimestamp, v: cursorInt, id: cursorId }),
  new: z.strictObject({ k: z.literal('new'), asOf: cursorTimestamp, v: cursorTimestamp, id: cursorId }),
};

export interface FrontpageInput {
  sort: FrontpageSort;
  period: FrontpagePeriod;
  cursor?: string | null;
  limit?: number;
  viewerUserId: string | null;
  /** Only clips of this category (ADR 0150: a chip, a category page); the ranking is the same as without it. */
  categoryId?: number;
}

interface SortKey {
  /** The SQL sort value. */
  expr: RawBuilder<unknown>;
  /** How the cursor's value is typed back in SQL. */
  cast: 'float8' | 'int' | 'timestamptz';
  /** A row's value as it goes into the cursor (timestamps as PostgreSQL's text, microseconds kept). */
  valueOf: (row: { score: unknown; like_count: number; published_at_text: string | null }) => number | string;
}

function sortKey(sort: FrontpageSort, asOf: string): SortKey {
  switch (sort) {
    case 'trending':
      return { expr: trendingScore(asOf, 'c'), cast: 'float8', valueOf: (r) => Number(r.score) };
    case 'top':
      return { expr: sql`c.like_count`, cast: 'int', valueOf: (r) => Number(r.like_count) };
    case 'new':
      return { expr: sql`c.published_at`, cast: 'timestamptz', valueOf: (r) => r.published_at_text ?? '' };
  }
}

export async function frontpagePage(db: Db, input: FrontpageInput): Promise<{ clipList: Clip[]; nextCursor: string | null }> {
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  // Each sort has its own cursor shape, so a cursor of another sort (or a forged value) is a 400.
  const cursor = decodeCursor(input.cursor, cursorSchemas[input.sort]);
  const asOf = cursor?.asOf ?? new Date().toISOString();
  // Trending reads the ranking (ADR 0140), unless the listing began scoring live (a cursor without one) or none is usable.
  if (input.sort === 'trending' && (!cursor || 'g' in cursor)) {
    const after = cursor as z.output<typeof cursorSchemas.trending> | null;
    const ranking = await rankingFor(db, after?.g);
    if (ranking) {
      return rankedTrendingPage(db, { period: input.period, viewerUserId: input.viewerUserId, limit, asOf, ranking, after, categoryId: input.categoryId });
    }
  }
  const key = sortKey(input.sort, asOf);

  let q = visibleClipsQuery(db, input.viewerUserId)
    .select(key.expr.as('score'))
    .where(listableClip('c'))
    .where('c.published_at', '<=', sql<Date>`${asOf}::timestamptz`)
    .where(publishedWithin('c', input.period, asOf));
  if (input.categoryId !== undefined) q = q.where('c.category_id', '=', input.categoryId);
  if (cursor) q = q.where(sql<SqlBool>`(${key.expr}, c.id) < (${cursor.v}::${sql.raw(key.cast)}, ${cursor.id})`);

  const rows = await q.orderBy(key.expr, 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, limit, toClip, (r) => ({
    k: input.sort,
    asOf,
    v: key.valueOf(r),
    id: r.id,
  }));
  return { clipList: items, nextCursor };
}
