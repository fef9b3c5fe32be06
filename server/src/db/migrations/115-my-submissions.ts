import { type Kysely, sql } from 'kysely';

/**
 * /account/submissions (ADR 0124) lists one person's clips newest first, in keyset pages of (created_at, id): this
 * index answers each page by scanning that person's rows only, already in order. It replaces clips_submitter
 * (submitter_user_id alone), whose every use (the account deletion's ON DELETE SET NULL, the export) its leading
 * column serves as well: one index to keep up on each clip insert instead of two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX clips_submitter_new ON clips (submitter_user_id, created_at DESC, id DESC)`.execute(db);
  await sql`DROP INDEX IF EXISTS clips_submitter`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS clips_submitter ON clips (submitter_user_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS clips_submitter_new`.execute(db);
}
