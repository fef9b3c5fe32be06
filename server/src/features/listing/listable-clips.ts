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

/** What every listing lists (ready, public, published): one rule in the domain kernel, used by collections too. */
export { listableClip } from '../../domain/visible-clips';

/** Published at most `period` before `asOf` (a timestamp PostgreSQL reads); always true for all time. */
export function publishedWithin(alias: string, period: FrontpagePeriod, asOf: string): RawBuilder<SqlBool> {
  const interval = PERIOD_INTERVAL[period];
  return interval ? sql<SqlBool>`${sql.ref(`${alias}.published_at`)} >= ${asOf}::timestamptz - ${interval}::interval` : sql<SqlBool>`true`;
}
