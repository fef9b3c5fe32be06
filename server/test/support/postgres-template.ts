import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/database';
import { createTestDatabase, waitForNoSessions, withAdmin } from './test-database';

/**
 * The run's template database (test-database.ts TEMPLATE_DB_ENV): created and migrated once by the jest globalSetup,
 * dropped by its teardown. Answers its name, or null when PostgreSQL cannot be reached (the postgres project then
 * fails on its own, with its own message).
 */
export async function createTemplateDatabase(): Promise<string | null> {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  try {
    database = await createTestDatabase();
  } catch {
    return null;
  }
  const opened = await openDatabase({ databaseUrl: database.url });
  await opened.close();
  // The creating jest's pid in the name: a run ended by a signal skips the teardown, and the next run drops the
  // templates whose creator is gone (dropOrphanTemplates).
  const template = `clipyard_template_${process.ppid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    await waitForNoSessions(admin, database.name);
    await admin.query(`ALTER DATABASE ${database.name} RENAME TO ${template}`);
  });
  return template;
}

/** A process with this pid runs (or exists and is not ours to signal). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the templates of runs that ended without their teardown (their creator is no longer running). */
export async function dropOrphanTemplates(): Promise<string[]> {
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^clipyard_template_[0-9]+_[0-9a-f]+$'`);
    const orphans = rows.map((row) => row.datname).filter((name) => !isRunning(Number(name.split('_')[2])));
    for (const name of orphans) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return orphans;
  });
}

export async function dropTemplateDatabase(template: string): Promise<void> {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
}

/**
 * `node --import tsx test/support/postgres-template.ts create` prints the new template's name (or nothing when
 * PostgreSQL cannot be reached); `… drop <name>` drops it. The jest globalSetup is plain ESM and cannot load the
 * server's TypeScript (migrations) itself.
 */
if (require.main === module) {
  const [command, name] = process.argv.slice(2);
  const create = async () => {
    // Best effort: a failure to tidy up never stops this run's template.
    await dropOrphanTemplates().catch(() => []);
    const template = await createTemplateDatabase();
    if (template) console.log(template);
  };
  const done = command === 'create' ? create() : dropTemplateDatabase(name!);
  done.then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
