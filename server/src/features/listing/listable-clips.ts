import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FrontpagePeriod } from '@clipyard/shared/contract';

/** A listing period as a PostgreSQL interval, measured back from the listing's clock (null: all time). */
export const PERIOD_INTERVAL: Record<FrontpagePeriod, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  all: null,
};

export const LISTING_PERIODS = Object.keys(PERIOD_INTERVAL) as FrontpagePeriod[];

/**
 * What every listing lists, for the clip aliased `alias`: ready, public (ADR 0132: unlisted and hidden clips are
 * reached by link only) and published. One definition for the live pages, the ranked trending pages and the ranker.
 */
export function listableClip(alias: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('status')} = 'ready' AND ${column('visibility')} = 'public' AND ${column('published_at')} IS NOT NULL)`;
}

/** Published at most `period` before `asOf` (a timestamp PostgreSQL reads); always true for all time. */
export function publishedWithin(alias: string, period: FrontpagePeriod, asOf: string): RawBuilder<SqlBool> {
  const interval = PERIOD_INTERVAL[period];
  return interval ? sql<SqlBool>`${sql.ref(`${alias}.published_at`)} >= ${asOf}::timestamptz - ${interval}::interval` : sql<SqlBool>`true`;
}
