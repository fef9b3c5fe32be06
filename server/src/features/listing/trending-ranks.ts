import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { FrontpagePeriod } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { runEvery } from '../../domain/run-every';
import { LISTING_PERIODS, listableClip, publishedWithin } from './listable-clips';
import { trendingScore } from './trending-score';

/** How often the trending ranking is computed again (ADR 0140): the most a like or a view lags in trending's order. */
export const TRENDING_RANK_INTERVAL_MS = 60_000;
/** How many clips each period's ranking keeps: trending lists end there (top and new list everything). */
export const TRENDING_RANKED = 1000;
/** Rankings older than this are deleted: a listing paged for longer continues on the newest one. */
const KEEP_RANKINGS = '15 minutes';
/**
 * A clip whose listing changed this long before a run is read live, not from that run's ranks: the run's clock is its
 * transaction's start, and a change committed while the run read may be missing from its ranks.
 */
export const RANKING_OVERLAP = '5 minutes';
/** A ranking older than this is not used at all (no ranker has run: all instances stopped): pages score live. */
const STALE_RANKING = '10 minutes';
/** The rankers of every instance take turns by this transaction advisory lock (migration 125's space). */
const RANK_LOCK: [number, number] = [125, 1];

export interface Ranking {
  generation: number;
  /** The run's clock, as PostgreSQL prints it (microseconds kept): every score of the ranking is measured from it. */
  asOf: string;
}

/**
 * Scores every listable clip on one clock (now) and keeps each period's TRENDING_RANKED best as a new generation, in
 * one transaction; deletes rankings past KEEP_RANKINGS. Answers the new ranking, or null when another instance is
 * ranking now or ranked less than `minAgeMs` ago. Tests call it with minAgeMs 0 instead of waiting for the timer.
 */
export async function refreshTrendingRanks(db: Db, options: { minAgeMs?: number; keep?: number } = {}): Promise<Ranking | null> {
  const minAgeMs = options.minAgeMs ?? TRENDING_RANK_INTERVAL_MS - 5000;
  const keep = options.keep ?? TRENDING_RANKED;
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${RANK_LOCK[0]}::int, ${RANK_LOCK[1]}::int) AS locked`.execute(trx);
    if (!lock.rows[0]?.locked) return null;
    // N instances run a ranker each; one ranking a minute is enough for all of them.
    const recent = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM trending_generations WHERE as_of > now() - make_interval(secs => ${minAgeMs / 1000}::float8)
    `.execute(trx);
    if (Number(recent.rows[0]?.n ?? 0) > 0) return null;
    const created = await sql<{ generation: string; as_of: string }>`
      INSERT INTO trending_generations (as_of) VALUES (now()) RETURNING generation, as_of::text
    `.execute(trx);
    const ranking: Ranking = { generation: Number(created.rows[0]!.generation), asOf: created.rows[0]!.as_of };
    for (const period of LISTING_PERIODS) await rankPeriod(trx, ranking, period, keep);
    await sql`DELETE FROM trending_generations WHERE as_of < now() - ${KEEP_RANKINGS}::interval`.execute(trx);
    // Fresh statistics every run: planned as an empty table, a page sorted every ranked row before taking 24 of them.
    await sql`ANALYZE trending_ranks`.execute(trx);
    return ranking;
  });
}

/** One period's best `keep` clips at the ranking's clock: a scan of the period's listable clips, a top-N sort. */
async function rankPeriod(db: Db, ranking: Ranking, period: FrontpagePeriod, keep: number): Promise<void> {
  await sql`
    INSERT INTO trending_ranks (generation, period, score, clip_id)
    SELECT ${ranking.generation}::bigint, ${period}, s.score, s.id FROM (
      SELECT c.id, ${trendingScore(ranking.asOf, 'c')} AS score FROM clips c
      WHERE ${listableClip('c')} AND c.published_at <= ${ranking.asOf}::timestamptz AND ${publishedWithin('c', period, ranking.asOf)}
    ) s
    ORDER BY s.score DESC, s.id DESC
    LIMIT ${keep}::int
  `.execute(db);
}

/**
 * The ranking a page reads: `wanted` (a later page's cursor) while it is kept, else the newest one that is not stale.
 * Null: no usable ranking (a new installation before its first run, or no ranker running): pages score live.
 */
export async function rankingFor(db: Db, wanted: number | undefined): Promise<Ranking | null> {
  const { rows } = await sql<{ generation: string; as_of: string }>`
    SELECT generation, as_of::text FROM trending_generations
    WHERE as_of > now() - ${STALE_RANKING}::interval
    ORDER BY (generation = ${wanted ?? null}::bigint) IS TRUE DESC, generation DESC
    LIMIT 1
  `.execute(db);
  const row = rows[0];
  return row ? { generation: Number(row.generation), asOf: row.as_of } : null;
}

/**
 * Ranks at once (a new installation's first page should not wait a minute) and then every TRENDING_RANK_INTERVAL_MS.
 * Answers a stop function.
 */
export function startTrendingRanker({ db, log }: { db: Db; log: Pick<FastifyBaseLogger, 'warn'> }): () => Promise<void> {
  const rank = () => refreshTrendingRanks(db);
  const onFailure = (error: unknown) => log.warn({ err: error }, 'trending ranking failed; the next run tries again');
  const first = rank().catch(onFailure);
  const stop = runEvery(TRENDING_RANK_INTERVAL_MS, rank, onFailure);
  return async () => {
    await first;
    await stop();
  };
}
