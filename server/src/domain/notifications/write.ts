import { sql } from 'kysely';
import { PUBLIC_REASON_MAX } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { NotificationKindColumn } from '../../db/schema';

/**
 * Writes the notification centre's rows (ADR 0107, 0118). Each writer is one INSERT … SELECT from the rows that say what
 * happened, so the database decides who hears of it (followers, the requester, the clip's submitter, the reporter)
 * in the same statement, and `ON CONFLICT (user_id, dedupe_key) DO NOTHING` makes writing the same event twice a
 * no-op. Every writer then trims the people it wrote to down to the newest NOTIFICATIONS_PER_USER.
 *
 * Nobody is told about their own act, nor about a channel or person they block.
 */
export const NOTIFICATIONS_PER_USER = 200;

/** Keeps each person's newest NOTIFICATIONS_PER_USER rows (in chunks: a popular channel has many followers). */
async function trim(db: Db, userIds: string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    await db
      .deleteFrom('notifications')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('notifications')
              .select(['id', sql<number>`row_number() OVER (PARTITION BY user_id ORDER BY id DESC)`.as('rank')])
              .where('user_id', 'in', chunk)
              .as('ranked'),
          )
          .select('ranked.id')
          .where('ranked.rank', '>', NOTIFICATIONS_PER_USER),
      )
      .execute();
  }
}

type Written = { user_id: string }[];

/** Runs one writer's INSERT … RETURNING user_id and trims the people it wrote to (other writer files use it too). */
export async function written(db: Db, rows: Promise<{ rows: Written }>): Promise<number> {
  const result = (await rows).rows;
  if (result.length > 0) await trim(db, result.map((r) => r.user_id));
  return result.length;
}

/** A clip became public: its channel's followers hear of it (not its submitter; not who blocks the channel or submitter). */
export function notifyNewClip(db: Db, clipId: string): Promise<number> {
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title)
      SELECT f.user_id, 'new_clip', 'new_clip:' || c.id, c.channel_login, c.id, c.title
      FROM clips c JOIN follows f ON f.channel_login = c.channel_login
      WHERE c.id = ${clipId} AND c.status = 'ready'
        AND f.user_id IS DISTINCT FROM c.submitter_user_id
        AND NOT EXISTS (SELECT 1 FROM channel_blocks b WHERE b.user_id = f.user_id AND b.channel_login = c.channel_login)
        AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.user_id = f.user_id AND ub.blocked_user_id = c.submitter_user_id)
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/** Clip requests were approved or rejected: each requester hears the outcome. */
export function notifyRequestsDecided(db: Db, requestIds: string[]): Promise<number> {
  if (requestIds.length === 0) return Promise.resolve(0);
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title)
      SELECT r.submitter_user_id, CASE WHEN r.status = 'approved' THEN 'request_approved' ELSE 'request_rejected' END,
             'request:' || r.id, r.channel_login, CASE WHEN r.status = 'approved' THEN c.id END, c.title
      FROM clip_requests r JOIN clips c ON c.id = r.clip_id
      WHERE r.id IN (${sql.join(requestIds)}) AND r.status IN ('approved', 'rejected') AND r.submitter_user_id IS NOT NULL
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/**
 * A comment on a clip someone submitted: the submitter hears of it (comments have no replies; ADR 0107). Not their
 * own comment, nor one by a person they block.
 */
export function notifyClipComment(db: Db, commentId: string): Promise<number> {
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title, actor_name, actor_user_id)
      SELECT c.submitter_user_id, 'clip_comment', 'comment:' || cm.id, c.channel_login, c.id, c.title, cm.user_name, cm.user_id
      FROM comments cm JOIN clips c ON c.id = cm.clip_id
      WHERE cm.id = ${commentId} AND cm.held_at IS NULL AND c.submitter_user_id IS NOT NULL
        AND c.submitter_user_id IS DISTINCT FROM cm.user_id
        AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.user_id = c.submitter_user_id AND ub.blocked_user_id = cm.user_id)
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/** Reports were resolved: each reporter hears of it (the clip linked only while it is still public). */
export function notifyReportsResolved(db: Db, reportIds: string[]): Promise<number> {
  if (reportIds.length === 0) return Promise.resolve(0);
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title)
      SELECT r.reporter_user_id, 'report_resolved', 'report:' || r.id, r.channel_login,
             CASE WHEN c.status = 'ready' THEN c.id END, c.title
      FROM reports r LEFT JOIN clips c ON c.id = r.clip_id
      WHERE r.id IN (${sql.join(reportIds)}) AND r.status <> 'open'
        -- A reporter who deleted their account since has nobody to tell.
        AND r.reporter_user_id IS NOT NULL
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/** A moderator wrote in a report's thread: its reporter hears of it (nobody, once the reporter's account is gone). */
export function notifyReportMessage(db: Db, reportId: string, messageId: string): Promise<number> {
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title, report_id)
      SELECT r.reporter_user_id, 'report_message', 'report_message:' || ${messageId}, r.channel_login,
             CASE WHEN c.status = 'ready' THEN c.id END, c.title, r.id
      FROM reports r LEFT JOIN clips c ON c.id = r.clip_id
      WHERE r.id = ${reportId} AND r.reporter_user_id IS NOT NULL
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/**
 * A clip request reached a channel in Approval: its streamer hears of it (issue 19, ADR 0118). One unread entry per
 * channel stands for every request waiting: a new request replaces the streamer's unread entry of that channel with
 * a new one (so it is the newest in the list) that counts the requests pending now and names the newest. Once the
 * streamer has read it, the next request starts a new entry. Not their own request (a streamer's own submission is
 * published at once anyway), nor one by a person they block. The dedupe key is the newest request's, so writing the
 * same request twice is a no-op. An advisory lock per channel makes two requests arriving together write one entry.
 */
export async function notifyClipRequest(db: Db, requestId: string): Promise<number> {
  const streamers = await db.transaction().execute(async (trx) => {
    const facts = await sql<{ user_id: string; channel_login: string; title: string; actor_name: string | null; actor_user_id: string | null; request_id: string }>`
      SELECT ch.claimed_by_user_id AS user_id, r.channel_login, c.title, u.username AS actor_name, u.id AS actor_user_id, r.id AS request_id
      FROM clip_requests r
        JOIN clips c ON c.id = r.clip_id
        JOIN channels ch ON ch.login = r.channel_login
        LEFT JOIN users u ON u.id = r.submitter_user_id
      WHERE r.id = ${requestId} AND r.status = 'pending' AND ch.claimed_by_user_id IS NOT NULL
        AND ch.claimed_by_user_id IS DISTINCT FROM r.submitter_user_id
        AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.user_id = ch.claimed_by_user_id AND ub.blocked_user_id = r.submitter_user_id)`.execute(trx);
    const fact = facts.rows[0];
    if (!fact) return [];
    // 110: this migration's number, a namespace for the lock's second key.
    await sql`SELECT pg_advisory_xact_lock(110, hashtext(${fact.channel_login}))`.execute(trx);
    const dedupeKey = `clip_request:${fact.request_id}`;
    const already = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', fact.user_id)
      .where('dedupe_key', '=', dedupeKey)
      .executeTakeFirst();
    if (already) return [];
    await trx
      .deleteFrom('notifications')
      .where('user_id', '=', fact.user_id)
      .where('kind', '=', 'clip_request')
      .where('channel_login', '=', fact.channel_login)
      .where('is_read', '=', false)
      .execute();
    const inserted = await sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_title, actor_name, actor_user_id, item_count)
      SELECT ${fact.user_id}, 'clip_request', ${dedupeKey}, ${fact.channel_login}, ${fact.title}, ${fact.actor_name}, ${fact.actor_user_id},
             GREATEST(1, (SELECT count(*) FROM clip_requests WHERE channel_login = ${fact.channel_login} AND status = 'pending'))::int
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(trx);
    return inserted.rows;
  });
  return written(db, Promise.resolve({ rows: streamers }));
}

/**
 * Nothing waits any more in a channel's queue (every request decided): the streamer's unread clip_request entry of
 * that channel is marked read, so the bell does not keep asking for a decision already taken. Answers how many.
 */
export async function settleClipRequestNotices(db: Db, channelLogin: string): Promise<number> {
  const result = await sql<{ id: number }>`
    UPDATE notifications SET is_read = true
    WHERE kind = 'clip_request' AND channel_login = ${channelLogin} AND NOT is_read
      AND NOT EXISTS (SELECT 1 FROM clip_requests WHERE channel_login = ${channelLogin} AND status = 'pending')
    RETURNING id`.execute(db);
  return result.rows.length;
}

/**
 * Tells a clip's submitter and its channel's streamer of a moderator's decision on it, with the public reason the
 * moderator gave, never the moderator themselves (their own clip, or their own channel). The kinds of ADR 0118 and
 * 0132; `dedupeKey` makes one entry per decision.
 */
export function notifyClipPeople(db: Db, o: { kind: NotificationKindColumn; dedupeKey: string; clipId: string; moderatorId: string; reason: string | null | undefined }): Promise<number> {
  // The contract refuses a longer reason; cut here too, so a caller of this function can never store more.
  const publicReason = o.reason?.trim().slice(0, PUBLIC_REASON_MAX) || null;
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title, reason)
      SELECT DISTINCT told.user_id, ${o.kind}, ${o.dedupeKey}, c.channel_login, c.id, c.title, ${publicReason}::text
      FROM clips c
        LEFT JOIN channels ch ON ch.login = c.channel_login
        CROSS JOIN LATERAL (VALUES (c.submitter_user_id), (ch.claimed_by_user_id)) AS told(user_id)
      WHERE c.id = ${o.clipId} AND told.user_id IS NOT NULL AND told.user_id <> ${o.moderatorId}
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/** A moderator removed a clip (issue 19, ADR 0118). */
export function notifyClipRemoved(db: Db, clipId: string, moderatorId: string, reason: string | null): Promise<number> {
  return notifyClipPeople(db, { kind: 'clip_removed', dedupeKey: `clip_removed:${clipId}`, clipId, moderatorId, reason });
}

/**
 * Runs a writer after the act it reports has happened: a failure is logged, never turned into the act's failure
 * (the clip is published, the report resolved, whether or not its notification could be written).
 */
export async function notifySafely(log: { warn(obj: unknown, msg?: string): void }, write: () => Promise<number>): Promise<void> {
  try {
    await write();
  } catch (error) {
    log.warn({ err: error }, 'notification not written');
  }
}
