import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Clip, FrontpagePeriod, FrontpageSort } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorInt, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';

export const PERIOD_INTERVAL: Record<FrontpagePeriod, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  all: null,
};

/**
 * One cursor shape for every sort: `asOf` is the moment the first page was computed. Periods and the trending
 * decay are measured from it, so every page of one listing ranks against the same clock and pages neither skip
 * nor repeat rows. `v` is the last row's sort value (score, likes, or published_at text), `id` breaks ties.
 */
const cursorSchemas = {
  trending: z.strictObject({ k: z.literal('trending'), asOf: cursorTimestamp, v: z.number().finite(), id: cursorId }),
  top: z.strictObject({ k: z.literal('top'), asOf: cursorTimestamp, v: cursorInt, id: cursorId }),
  new: z.strictObject({ k: z.literal('new'), asOf: cursorTimestamp, v: cursorTimestamp, id: cursorId }),
};

export interface FrontpageInput {
  sort: FrontpageSort;
  period: FrontpagePeriod;
  cursor?: string | null;
  limit?: number;
  viewerUserId: string | null;
}

/**
 * trending score: (2 * likes + views) / (age in hours + 2)^1.5, the classic gravity decay, computed in SQL.
 * All float8: extract() answers numeric, and numeric power() over every candidate row is ~25 times slower.
 */
function trendingScore(asOf: string) {
  return sql<number>`((2 * c.like_count + c.view_count)::float8 / power(greatest(extract(epoch from (${asOf}::timestamptz - c.published_at))::float8 / 3600.0::float8, 0::float8) + 2::float8, 1.5::float8))`;
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
      return { expr: trendingScore(asOf), cast: 'float8', valueOf: (r) => Number(r.score) };
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
  const key = sortKey(input.sort, asOf);

  let q = visibleClipsQuery(db, input.viewerUserId)
    .select(key.expr.as('score'))
    .where('c.status', '=', 'ready')
    .where('c.visibility', '=', 'public')
    .where('c.published_at', 'is not', null)
    .where('c.published_at', '<=', sql<Date>`${asOf}::timestamptz`);
  const interval = PERIOD_INTERVAL[input.period];
  if (interval) q = q.where('c.published_at', '>=', sql<Date>`${asOf}::timestamptz - ${interval}::interval`);
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
