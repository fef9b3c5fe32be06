import { sql } from 'kysely';
import { z } from 'zod';
import type { Clip, FrontpagePeriod, FrontpageSort } from '@clipyard/shared';
import type { Db } from '../../db/database';
import {
  DEFAULT_PAGE_LIMIT,
  cursorId,
  cursorTimestamp,
  decodeCursor,
  encodeCursor,
  splitPage,
  toClip,
  visibleClipsQuery,
} from '../clips';

const PERIOD_INTERVAL: Record<FrontpagePeriod, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  all: null,
};

/**
 * Each cursor carries `asOf`, the moment the first page was computed: periods and the trending decay are measured
 * from it, so every page of one listing ranks against the same clock and pages neither skip nor repeat rows.
 */
const cursorSchemas = {
  trending: z.strictObject({ k: z.literal('trending'), asOf: cursorTimestamp, s: z.number().finite(), id: cursorId }),
  top: z.strictObject({ k: z.literal('top'), asOf: cursorTimestamp, l: z.number().int(), id: cursorId }),
  new: z.strictObject({ k: z.literal('new'), asOf: cursorTimestamp, p: cursorTimestamp, id: cursorId }),
};

export interface FrontpageInput {
  sort: FrontpageSort;
  period: FrontpagePeriod;
  cursor?: string | null;
  limit?: number;
  viewerUserId: string | null;
}

/** trending score: (2 * likes + views) / (age in hours + 2)^1.5, the classic gravity decay, computed in SQL. */
function trendingScore(asOf: string) {
  return sql<number>`((2 * c.like_count + c.view_count)::float8 / power(greatest(extract(epoch from (${asOf}::timestamptz - c.published_at)) / 3600.0, 0) + 2, 1.5))`;
}

export async function frontpagePage(db: Db, input: FrontpageInput): Promise<{ clipList: Clip[]; nextCursor: string | null }> {
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(input.cursor, cursorSchemas[input.sort]);
  const asOf = cursor?.asOf ?? new Date().toISOString();

  let q = visibleClipsQuery(db, input.viewerUserId)
    .where('c.status', '=', 'ready')
    .where('c.published_at', 'is not', null)
    .where('c.published_at', '<=', sql<Date>`${asOf}::timestamptz`);
  const interval = PERIOD_INTERVAL[input.period];
  if (interval) q = q.where('c.published_at', '>=', sql<Date>`${asOf}::timestamptz - ${interval}::interval`);

  if (input.sort === 'trending') {
    const score = trendingScore(asOf);
    const c = cursor as z.output<typeof cursorSchemas.trending> | null;
    const rows = await q
      .select(score.as('score'))
      .$if(c !== null, (qb) => qb.where(sql<boolean>`(${score}, c.id) < (${c!.s}::float8, ${c!.id})`))
      .orderBy(score, 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit + 1)
      .execute();
    const { page, hasMore } = splitPage(rows, limit);
    const last = page.at(-1);
    return {
      clipList: page.map(toClip),
      nextCursor: hasMore && last ? encodeCursor({ k: 'trending', asOf, s: Number(last.score), id: last.id }) : null,
    };
  }

  if (input.sort === 'top') {
    const c = cursor as z.output<typeof cursorSchemas.top> | null;
    const rows = await q
      .$if(c !== null, (qb) => qb.where(sql<boolean>`(c.like_count, c.id) < (${c!.l}::int, ${c!.id})`))
      .orderBy('c.like_count', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit + 1)
      .execute();
    const { page, hasMore } = splitPage(rows, limit);
    const last = page.at(-1);
    return {
      clipList: page.map(toClip),
      nextCursor: hasMore && last ? encodeCursor({ k: 'top', asOf, l: Number(last.like_count), id: last.id }) : null,
    };
  }

  const c = cursor as z.output<typeof cursorSchemas.new> | null;
  const rows = await q
    .$if(c !== null, (qb) => qb.where(sql<boolean>`(c.published_at, c.id) < (${c!.p}::timestamptz, ${c!.id})`))
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  return {
    clipList: page.map(toClip),
    nextCursor: hasMore && last ? encodeCursor({ k: 'new', asOf, p: last.published_at_text!, id: last.id }) : null,
  };
}
