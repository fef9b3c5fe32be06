import { sql } from 'kysely';
import type { Db } from '../../db/database';

const cache = new WeakMap<Db, Promise<boolean>>();

/** Whether pg_trgm is installed (PGlite loads it; a PostgreSQL without contrib may not have it). Asked once per db. */
export function hasTrigram(db: Db): Promise<boolean> {
  let known = cache.get(db);
  if (!known) {
    known = sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n ?? 0) > 0)
      .catch(() => false);
    cache.set(db, known);
  }
  return known;
}
