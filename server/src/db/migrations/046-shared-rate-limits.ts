import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit windows shared by every API instance on this database (ADR 0046): one row per (call, caller) with its
 * fixed window's hit count. UNLOGGED on PostgreSQL: losing the counts in a crash only resets some windows early,
 * and not writing them to the WAL keeps the one upsert per hit cheap. expires_at indexes make the sweeps of
 * expired windows and expired OAuth states index scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limit_windows (
      call text NOT NULL,
      caller text NOT NULL,
      hits integer NOT NULL,
      resets_at timestamptz NOT NULL,
      PRIMARY KEY (call, caller)
    );
    CREATE INDEX rate_limit_windows_resets_at ON rate_limit_windows (resets_at);
    CREATE INDEX oauth_states_expires_at ON oauth_states (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS rate_limit_windows;
    DROP INDEX IF EXISTS oauth_states_expires_at;
  `.execute(db);
}
