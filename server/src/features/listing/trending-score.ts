import { sql } from 'kysely';

/**
 * The trending score of the clip aliased `alias`, measured at `asOf` (a timestamp PostgreSQL reads):
 * (2 * likes + views) / (age in hours + 2)^1.5, the classic gravity decay; a clip published after `asOf` counts as
 * brand new. All float8: extract() answers numeric, and numeric power() over every candidate row is ~25 times slower.
 * The ranker (trending-ranks.ts) and the live pages use this one expression, so their scores compare.
 */
export function trendingScore(asOf: string, alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<number>`((2 * ${column('like_count')} + ${column('view_count')})::float8 / power(greatest(extract(epoch from (${asOf}::timestamptz - ${column('published_at')}))::float8 / 3600.0::float8, 0::float8) + 2::float8, 1.5::float8))`;
}
