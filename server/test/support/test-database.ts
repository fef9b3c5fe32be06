import { randomBytes } from 'node:crypto';

/** The machine's PostgreSQL (trust auth); tests never write into its existing databases, only into their own. */
export const POSTGRES_ADMIN_URL = process.env.CLIPYARD_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A migrated, empty database that every test database of the run is copied from (CREATE DATABASE … TEMPLATE), named
 * by the jest globalSetup (postgres-template.ts): migrating each file's database anew cost about a second of
 * PostgreSQL's work per file (issue 25). Unset, each test database is created empty and migrated by openDatabase.
 */
export const TEMPLATE_DB_ENV = 'CLIPYARD_TEST_TEMPLATE_DB';

/** A client on the machine's PostgreSQL for one piece of work, closed after it. */
export async function withAdmin<T>(work: (admin: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Waits (bounded, 5 s) until the server sees no session on a database. pg-pool's end() resolves before its sockets
 * have closed: a FORCE drop at once would terminate those closing connections (whose late FATAL error surfaced as an
 * unhandled pool error in the next test file), and a rename or a copy refuses a database with sessions.
 */
export async function waitForNoSessions(admin: import('pg').Client, database: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates clipyard_test_<random> and answers its URL; drop() removes it (even with connections left open). */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `clipyard_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_DB_ENV];
  await withAdmin(async (admin) => {
    if (template && /^clipyard_template_[0-9]+_[0-9a-f]+$/.test(template)) {
      // The template must have no session while it is copied; the copy is the migrated schema (openDatabase then
      // finds nothing to do). Any failure to copy falls back to an empty database that openDatabase migrates.
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      } catch {
        await admin.query(`CREATE DATABASE ${name}`);
      }
    } else await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(async (admin) => {
        // Wait until the closing connections are gone, then FORCE whatever is really left.
        await waitForNoSessions(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
