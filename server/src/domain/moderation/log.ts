import type { Insertable, Selectable } from 'kysely';
import type { ModerationLogEntry } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { ModerationLogTable, UserRow } from '../../db/schema';
import { newId } from '../../db/ids';
import { toIso } from '../clip-row';

/** What a handler says about one action; the moderator and the time are filled in here. */
export type ModerationEvent = Omit<Insertable<ModerationLogTable>, 'id' | 'created_at' | 'moderator_user_id' | 'moderator_name'>;

/** Blank reasons and notes are stored as none, so the log shows "no reason given" rather than an empty quote. */
function orNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text.trim() : null;
}

/**
 * Appends moderator actions to the moderation log (issue 22 item 1, ADR 0130), written by each handler right after
 * its action took effect (an action that changed nothing, like lifting a block twice, is not logged). The table
 * refuses updates and deletes: there is no way back from here. No moderator: what the affected person did (an appeal
 * filed). Answers the entries' ids, in order.
 */
export async function logModeration(db: Db, moderator: Pick<UserRow, 'id' | 'username'> | null, events: ModerationEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const ids = events.map(() => newId(16));
  await db
    .insertInto('moderation_log')
    .values(
      events.map((event, index) => ({
        ...event,
        id: ids[index],
        moderator_user_id: moderator?.id ?? null,
        moderator_name: moderator?.username ?? null,
        target_label: orNull(event.target_label)?.slice(0, 200) ?? null,
        public_reason: orNull(event.public_reason),
        private_note: orNull(event.private_note),
      })),
    )
    .execute();
  return ids;
}

export function toModerationLogEntry(row: Selectable<ModerationLogTable>): ModerationLogEntry {
  return {
    entryId: row.id,
    createdAt: toIso(row.created_at),
    moderatorUserName: row.moderator_name,
    action: row.action,
    targetKind: row.target_kind,
    targetKey: row.target_key,
    targetLabel: row.target_label,
    reportId: row.report_id,
    publicReason: row.public_reason,
    privateNote: row.private_note,
  };
}
