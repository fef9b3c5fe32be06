import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { readMemorySnapshot } from '../src/db/memory-snapshot';
import { writeMemorySnapshot } from '../src/db/write-memory-snapshot';
import { tempDir } from './media-support/fixtures';

/**
 * The migrated in-memory PGlite that a test run writes once (PGLITE_MEMORY_SNAPSHOT): every database opened from it
 * has the whole schema, starts empty, and is its own (a write in one is never seen by another).
 */
describe('a migrated in-memory PGlite snapshot', () => {
  let work: Awaited<ReturnType<typeof tempDir>>;
  let file: string;
  const opened: OpenDatabase[] = [];

  beforeAll(async () => {
    work = await tempDir('clipyard-snapshot-');
    file = path.join(work.dir, 'migrated.tgz');
    expect(await writeMemorySnapshot(file)).toBeGreaterThan(100_000);
  });

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await work.remove();
  });

  async function open(memorySnapshot: Blob | null): Promise<OpenDatabase> {
    const database = await openDatabase({ dataDir: 'memory', memorySnapshot });
    opened.push(database);
    return database;
  }

  const appliedMigrations = async (database: OpenDatabase) =>
    (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db)).rows.map((row) => row.name);

  it('holds every migration a fresh database runs, and no rows', async () => {
    const fromSnapshot = await open(readMemorySnapshot(file)!);
    const fresh = await open(null);
    expect(await appliedMigrations(fromSnapshot)).toEqual(await appliedMigrations(fresh));
    expect((await appliedMigrations(fromSnapshot)).length).toBeGreaterThan(20);
    const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(fromSnapshot.db);
    expect(users.rows[0].n).toBe(0);
  });

  it('gives each database its own copy: a write in one is not seen by the next', async () => {
    const first = await open(readMemorySnapshot(file)!);
    await sql`CREATE TABLE only_in_first (id int)`.execute(first.db);
    const second = await open(readMemorySnapshot(file)!);
    const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'only_in_first'`.execute(second.db);
    expect(found.rows[0].n).toBe(0);
  });

  it('is read from the file PGLITE_MEMORY_SNAPSHOT names; none named, or unreadable, means none', async () => {
    expect(readMemorySnapshot(file)?.size).toBeGreaterThan(100_000);
    expect(readMemorySnapshot(path.join(work.dir, 'missing.tgz'))).toBeUndefined();
    expect(readMemorySnapshot('')).toBeUndefined();
  });

  it('a damaged dump fails the open loudly instead of giving an empty database', async () => {
    const damaged = path.join(work.dir, 'damaged.tgz');
    await writeFile(damaged, 'not a tarball');
    await expect(openDatabase({ dataDir: 'memory', memorySnapshot: readMemorySnapshot(damaged)! })).rejects.toThrow();
  });
});
