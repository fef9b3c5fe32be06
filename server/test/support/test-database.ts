import { randomBytes } from 'node:crypto';

/** The machine's PostgreSQL (trust auth); tests never write into its existing databases, only into their own. */
export const POSTGRES_ADMIN_URL = process.env.CLIPYARD_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates clipyard_test_<random> and answers its URL; drop() removes it (even with connections left open). */
export async function createTestDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `clipyard_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
