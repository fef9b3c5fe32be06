import { type Kysely, sql } from 'kysely';

/**
 * Who may submit clips to a channel (issue 23 item 4, ADR 0143): anyone signed in (the default, today's behaviour),
 * or followers, optionally of at least N days. "No one" stays request_policy 'closed'. The checks keep a hand-written
 * row (or a bad save that slipped past the contract) from holding a rule the server cannot read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE channels ADD COLUMN IF NOT EXISTS submit_audience text NOT NULL DEFAULT 'anyone'
    CONSTRAINT channels_submit_audience_check CHECK (submit_audience IN ('anyone', 'followers'))`.execute(db);
  await sql`ALTER TABLE channels ADD COLUMN IF NOT EXISTS submit_min_follow_days integer NOT NULL DEFAULT 0
    CONSTRAINT channels_submit_min_follow_days_check CHECK (submit_min_follow_days BETWEEN 0 AND 365)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE channels DROP COLUMN IF EXISTS submit_min_follow_days`.execute(db);
  await sql`ALTER TABLE channels DROP COLUMN IF EXISTS submit_audience`.execute(db);
}
