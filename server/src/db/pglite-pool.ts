import type { PGlite } from '@electric-sql/pglite';

/**
 * Adapts PGlite to the tiny slice of the `pg` Pool interface that Kysely's PostgresDialect uses, so the same
 * dialect (and the same SQL) serves both the embedded database and a real PostgreSQL.
 * PGlite is one connection: connect() hands it out to one holder at a time, so transactions never interleave.
 */
export function pglitePool(pg: PGlite) {
  let holder: Promise<void> = Promise.resolve();

  const client = {
    async query(text: string, params: unknown[] = []) {
      // A parameterless script of several statements (a migration) needs the simple protocol, as pg uses.
      if (params.length === 0 && /;\s*\S/.test(text)) {
        const results = await pg.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0, command: 'SCRIPT' };
      }
      const result = await pg.query<Record<string, unknown>>(text, params as never[]);
      const command = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command };
    },
    release() {
      /* replaced per lease */
    },
  };

  return {
    async connect() {
      let release!: () => void;
      const previous = holder;
      holder = new Promise<void>((resolve) => (release = resolve));
      await previous;
      return { query: client.query, release: () => release() };
    },
    async end() {
      await holder;
      await pg.close();
    },
  };
}
