import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { runEvery } from '../../domain/run-every';

/** How often each API instance folds counted views into the clips' counts (ADR 0139): the most a count lags. */
export const VIEW_FOLD_INTERVAL_MS = 2000;
/** Views folded in one transaction; the folder takes batches until the queue is shorter than this. */
export const VIEW_FOLD_BATCH = 5000;
/** How often rows older than 24 hours are deleted: they no longer decide whether a view counts. */
const PURGE_EVERY_MS = 60_000;
/** Rows deleted in one statement of the purge. */
const PURGE_BATCH = 10_000;
/** The folders of every instance take turns by this transaction advisory lock (a space of its own, like tus's). */
const FOLD_LOCK: [number, number] = [124, 1];

/**
 * Adds up to `limit` unfolded views (clip_views rows not yet folded, oldest first) to clips.view_count and to
 * clip_view_days on the UTC day each was counted, and marks them folded, in one transaction: a view is in both
 * counts or in neither, whatever stops. Answers how many views it folded; 0 when another instance is folding now
 * (it takes the rest on its next turn). Tests call it instead of waiting for the timer.
 */
export async function foldCountedViews(db: Db, limit = VIEW_FOLD_BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // One folder at a time: two folding together would update the same clips' rows in different orders.
    const lock = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${FOLD_LOCK[0]}::int, ${FOLD_LOCK[1]}::int) AS locked`.execute(trx);
    if (!lock.rows[0]?.locked) return 0;
    const folded = await sql<{ n: number }>`
      WITH taken AS (
        UPDATE clip_views v SET folded = true
        FROM (
          SELECT clip_id, viewer_key FROM clip_views WHERE NOT folded ORDER BY counted_at LIMIT ${limit}::int
        ) pick
        WHERE v.clip_id = pick.clip_id AND v.viewer_key = pick.viewer_key
        RETURNING v.clip_id, (v.counted_at AT TIME ZONE 'UTC')::date AS day
      ),
      per_day AS (SELECT clip_id, day, count(*)::int AS n FROM taken GROUP BY clip_id, day),
      days AS (
        INSERT INTO clip_view_days (clip_id, day, views)
        SELECT clip_id, day, n FROM per_day
        ON CONFLICT (clip_id, day) DO UPDATE SET views = clip_view_days.views + excluded.views
      ),
      clip_totals AS (
        UPDATE clips c SET view_count = c.view_count + t.n
        FROM (SELECT clip_id, sum(n)::int AS n FROM per_day GROUP BY clip_id) t
        WHERE c.id = t.clip_id
      )
      SELECT coalesce(sum(n), 0)::int AS n FROM per_day
    `.execute(trx);
    return Number(folded.rows[0]?.n ?? 0);
  });
}

/** Folds until the queue is empty or another instance holds the turn; answers how many views it folded. */
export async function foldAllCountedViews(db: Db, batch = VIEW_FOLD_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await foldCountedViews(db, batch);
    total += n;
    if (n < batch) return total;
  }
}

/**
 * Deletes folded views counted more than 24 hours ago, in batches: past 24 hours the same viewer counts again anyway,
 * so the row decides nothing, and a signed-out viewer's salted key is not kept longer than it serves (ADR 0139).
 */
export async function purgeExpiredViews(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql<{ n: number }>`
      WITH gone AS (
        DELETE FROM clip_views WHERE ctid IN (
          SELECT ctid FROM clip_views WHERE folded AND counted_at <= now() - interval '24 hours' LIMIT ${PURGE_BATCH}::int
        )
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM gone
    `.execute(db);
    const n = Number(result.rows[0]?.n ?? 0);
    total += n;
    if (n < PURGE_BATCH) return total;
  }
}

export interface ViewFoldingDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Folds counted views every `intervalMs` and purges expired ones every minute (main.ts, and bench/api's viral clip).
 * Answers a stop function that waits for a run in progress and folds once more, so a stopping instance leaves its
 * last views counted (any other instance would fold them too: the queue is in the database, not in this process).
 */
export function startViewFolding(deps: ViewFoldingDeps, intervalMs = VIEW_FOLD_INTERVAL_MS): () => Promise<void> {
  let lastPurge = 0;
  const warn = (error: unknown) => deps.log.warn({ err: error }, 'folding counted views failed');
  const stop = runEvery(
    intervalMs,
    async () => {
      await foldAllCountedViews(deps.db);
      if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeExpiredViews(deps.db);
      }
    },
    warn,
  );
  return async () => {
    await stop();
    await foldAllCountedViews(deps.db).catch(warn);
  };
}
