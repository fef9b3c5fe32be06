import { type Kysely, sql } from 'kysely';

/**
 * The notification centre and Web Push (ADR 0107, 0108).
 * - notifications: one row per person and event, newest first by id (keyset pages). `dedupe_key` makes writing
 *   the same event twice (a re-encode publishing a clip again, a retried job) a no-op. `push_pending` is the push
 *   outbox: the dispatcher takes pending rows and clears the flag, whether or not the person has a subscription.
 * - push_subscriptions: a browser's PushSubscription per person; the endpoint is unique (a browser belongs to the
 *   person who subscribed it last).
 * - server_settings: values the server generates once and keeps (the embedded default's VAPID key pair).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('new_clip','request_approved','request_rejected','clip_comment','report_resolved')),
      dedupe_key text NOT NULL,
      channel_login text,
      clip_id text,
      clip_title text,
      actor_name text,
      is_read boolean NOT NULL DEFAULT false,
      push_pending boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, dedupe_key)
    )
  `.execute(db);
  await sql`CREATE INDEX notifications_user ON notifications (user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX notifications_unread ON notifications (user_id) WHERE NOT is_read`.execute(db);
  await sql`CREATE INDEX notifications_push_pending ON notifications (id) WHERE push_pending`.execute(db);
  await sql`
    CREATE TABLE push_subscriptions (
      endpoint text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      language text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at)`.execute(db);
  await sql`CREATE TABLE server_settings (key text PRIMARY KEY, value text NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS server_settings`.execute(db);
  await sql`DROP TABLE IF EXISTS push_subscriptions`.execute(db);
  await sql`DROP TABLE IF EXISTS notifications`.execute(db);
}
