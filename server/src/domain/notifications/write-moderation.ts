import { sql } from 'kysely';
import { PUBLIC_REASON_MAX, type ClipVisibility } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { notifyClipPeople, written } from './write';

const KIND = { public: 'clip_restored', unlisted: 'clip_unlisted', hidden: 'clip_hidden' } as const;

const publicReason = (reason: string | null | undefined) => reason?.trim().slice(0, PUBLIC_REASON_MAX) || null;

/**
 * A moderator unlisted, hid or restored a clip (issue 22 item 2, ADR 0132): its submitter and its channel's streamer
 * hear of it with the public reason, never the moderator who decided. One entry per decision: its moderation log
 * entry is in the dedupe key, so a clip hidden, restored and hidden again tells them each time.
 */
export function notifyClipVisibility(db: Db, clipId: string, entryId: string, visibility: ClipVisibility, moderatorId: string, reason: string | null | undefined): Promise<number> {
  const kind = KIND[visibility];
  return notifyClipPeople(db, { kind, dedupeKey: `${kind}:${entryId}`, clipId, moderatorId, reason });
}

/** A moderator denied an appeal: its appellant hears of it, with the public reason. */
export function notifyAppealDenied(db: Db, appealId: string, reason: string | null | undefined): Promise<number> {
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title, reason)
      SELECT a.appellant_user_id, 'appeal_denied', ${`appeal_denied:${appealId}`}, c.channel_login, c.id, c.title, ${publicReason(reason)}::text
      FROM clip_appeals a JOIN clips c ON c.id = a.clip_id
      WHERE a.id = ${appealId} AND a.appellant_user_id IS NOT NULL
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/**
 * A moderator approved or rejected a pending registration (ADR 0136): the person hears of it, with the public reason
 * of a rejection, never who decided. The moderation log entry is in the dedupe key.
 */
export function notifyRegistrationDecision(db: Db, userId: string, entryId: string, approved: boolean, reason: string | null | undefined): Promise<number> {
  const kind = approved ? 'registration_approved' : 'registration_rejected';
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, reason)
      VALUES (${userId}, ${kind}, ${`${kind}:${entryId}`}, ${approved ? null : publicReason(reason)}::text)
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}
