import { sql } from 'kysely';
import type { Db } from '../../db/database';

const cache = new WeakMap<Db, Promise<boolean>>();

/** Whether pg_trgm is installed (PGlite loads it; a PostgreSQL without contrib may not have it). Asked once per db. */
export function hasTrigram(db: Db): Promise<boolean> {
  let known = cache.get(db);
  if (!known) {
    known = sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n ?? 0) > 0);
    // A failed look-up (the database briefly out of reach) is asked again next time, not remembered as "no pg_trgm",
    // and fails this call (a replica's read then runs again on the primary, ADR 0142).
    known.catch(() => cache.delete(db));
    cache.set(db, known);
  }
  return known;
}
