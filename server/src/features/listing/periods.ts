import type { FrontpagePeriod } from '@clipyard/shared/contract';

/** A listing period as a PostgreSQL interval, measured back from the listing's clock (null: all time). */
export const PERIOD_INTERVAL: Record<FrontpagePeriod, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  all: null,
};

export const LISTING_PERIODS = Object.keys(PERIOD_INTERVAL) as FrontpagePeriod[];
