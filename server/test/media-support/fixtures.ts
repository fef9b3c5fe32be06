import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { loadConfig, type ServerConfig } from '../../src/config';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { createTestDatabase } from '../support/test-database';

export type DbKind = 'pglite' | 'postgres';

/**
 * The databases to run on: the jest project's one (CLIPYARD_TEST_DB, set by server/jest.config.cjs), or both when
 * a file runs outside those projects.
 */
export const DB_KINDS: DbKind[] = process.env.CLIPYARD_TEST_DB ? [process.env.CLIPYARD_TEST_DB as DbKind] : ['pglite', 'postgres'];

/** A fresh database: PGlite in memory, or a PostgreSQL database of our own, dropped by close(). */
export async function openTestDb(kind: DbKind): Promise<OpenDatabase & { url?: string }> {
  if (kind === 'pglite') return openDatabase({});
  // The one helper that waits for the pool's sockets to close before a FORCE drop (a FORCE drop at once surfaced
  // as "terminating connection due to administrator command" in the next test).
  const database = await createTestDatabase();
  const opened = await openDatabase({ databaseUrl: database.url });
  return {
    ...opened,
    url: database.url,
    async close() {
      await opened.close();
      await database.drop();
    },
  };
}

export async function tempDir(prefix = 'clipyard-media-'): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function testConfig(mediaDir: string, media: Partial<ServerConfig['media']> = {}): ServerConfig {
  const base = loadConfig({ DATA_DIR: 'memory', MEDIA_DIR: mediaDir, PORT: '0' });
  return { ...base, media: { ...base.media, encodeAllRenditions: false, ...media } };
}

/** A logger that keeps quiet but remembers warnings (tests read why a job failed). */
export function quietLog(): FastifyBaseLogger & { warnings: unknown[] } {
  const warnings: unknown[] = [];
  const noop = () => undefined;
  const log = {
    level: 'warn',
    warnings,
    fatal: noop,
    error: noop,
    warn: (...args: unknown[]) => void warnings.push(args),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { warnings: unknown[] };
}

/** A channel and a clip row, as submitClip or the seed would leave them before encoding. */
export async function insertClip(
  db: OpenDatabase['db'],
  clip: { id: string; channel: string; status?: 'processing' | 'awaiting_decision'; sourceUrl?: string },
): Promise<void> {
  await db
    .insertInto('channels')
    .values({ login: clip.channel, display_name: clip.channel })
    .onConflict((oc) => oc.column('login').doNothing())
    .execute();
  await db
    .insertInto('clips')
    .values({
      id: clip.id,
      channel_login: clip.channel,
      title: `Clip ${clip.id}`,
      status: clip.status ?? 'processing',
      source_url: clip.sourceUrl ?? null,
      upload_id: null,
      submitter_user_id: null,
    })
    .execute();
}

/**
 * Resolves once a job's lease has run out by the database's clock, the one claimNextJob and the abandoned-job sweep
 * compare it with: from then on another worker may take the job. Polled (never a fixed sleep, which a loaded machine
 * can outlast before the lease is even taken, or undercut); throws when it has not run out within `withinMs`.
 */
export async function leaseRunOut(db: OpenDatabase['db'], jobId: number, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { rows } = await sql<{ expired: boolean }>`SELECT lease_expires_at < now() AS expired FROM encode_jobs WHERE id = ${jobId}`.execute(db);
    if (rows[0]?.expired) return;
    if (Date.now() > deadline) throw new Error(`The lease of encode job ${jobId} did not run out within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * True while a job's lease is held by the database's clock (lease_expires_at > now(), the comparison claimNextJob makes):
 * no other worker may take the job. A dead worker's lease never moves, so held after a refused claim means held during it.
 */
export async function leaseHeld(db: OpenDatabase['db'], jobId: number): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`SELECT lease_expires_at > now() AS held FROM encode_jobs WHERE id = ${jobId}`.execute(db);
  return rows[0]?.held === true;
}

/**
 * Ends the lease of a dead worker's job now, by the database's clock, as if its whole length had passed: a test gives that
 * worker a lease long enough that "still held" is certain however slow the machine, checks nobody else may take the job,
 * then ends the lease here instead of waiting it out. Throws unless the job was running with its lease still held; resolves
 * once the lease has run out (leaseRunOut), so another worker may take the job.
 */
export async function endLease(db: OpenDatabase['db'], jobId: number): Promise<void> {
  const ended = await db
    .updateTable('encode_jobs')
    .set({ lease_expires_at: sql<Date>`now()` })
    .where('id', '=', jobId)
    .where('state', '=', 'running')
    .where('lease_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) throw new Error(`Encode job ${jobId} had no running lease to end`);
  await leaseRunOut(db, jobId);
}
