import { type Kysely, sql } from 'kysely';

/**
 * Issue 19 item 4 (ADR 0119): a channel starts in Approval. Only the column default changes: a row written from now
 * on without a policy (a channel first named by a submission, a claim) starts in 'approval'. Existing rows keep what
 * they hold: on a claimed channel that is the streamer's setting, and we cannot tell a chosen 'open' from the old
 * default, so rewriting it would silently change how a live channel takes clips. An unclaimed channel's policy is
 * not used (submissions to it are published: there is nobody to approve them), and twitchConnect puts a channel in
 * Approval when it is claimed, so those rows need no rewrite either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE channels ALTER COLUMN request_policy SET DEFAULT 'approval'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE channels ALTER COLUMN request_policy SET DEFAULT 'open'`.execute(db);
}
