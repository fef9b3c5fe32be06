import { sql } from 'kysely';
import { SAVED_LIST_ID, type SavedList } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { newId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { notBlockedChannel, notBlockedUser } from '../../domain/block-filters';
import { clipOpenTo } from '../../domain/visible-clips';

/** A list row as the handlers use it. */
export interface ListRow {
  id: string;
  name: string;
  is_built_in: boolean;
}

/** The built-in list's stored name; people read their language's word for it (the answer's name is null). */
const BUILT_IN_NAME = 'Saved';

/**
 * One of the caller's lists by its public id, or LIST_NOT_FOUND: SAVED_LIST_ID is their built-in list (null when it
 * was never made), any other id a named list of theirs. Another person's id is answered exactly like an unknown one.
 * `lock` takes the row FOR UPDATE, so the clip limit is counted against concurrent adds.
 */
export async function findList(db: Db, user: UserRow, listId: string, lock = false): Promise<ListRow | null> {
  let q = db.selectFrom('saved_lists').select(['id', 'name', 'is_built_in']).where('user_id', '=', user.id);
  q = listId === SAVED_LIST_ID ? q.where('is_built_in', '=', true) : q.where('id', '=', listId).where('is_built_in', '=', false);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!row && listId !== SAVED_LIST_ID) throw new ApiError('LIST_NOT_FOUND', 'No such list');
  return row ?? null;
}

/** The built-in list, made on first use; concurrent first saves meet on its unique index and read the same row. */
export async function builtInList(db: Db, user: UserRow): Promise<ListRow> {
  await sql`INSERT INTO saved_lists (id, user_id, name, is_built_in) VALUES (${newId()}, ${user.id}, ${BUILT_IN_NAME}, true)
    ON CONFLICT (user_id) WHERE is_built_in DO NOTHING`.execute(db);
  return db
    .selectFrom('saved_lists')
    .select(['id', 'name', 'is_built_in'])
    .where('user_id', '=', user.id)
    .where('is_built_in', '=', true)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Entries of lists whose clip the person may still see: ready, open to them (ADR 0132), not of what they block. */
export function visibleEntries(db: Db, user: UserRow) {
  return db
    .selectFrom('saved_list_clips as e')
    .innerJoin('clips as c', 'c.id', 'e.clip_id')
    .where('c.status', '=', 'ready')
    .where(clipOpenTo(user))
    .where(notBlockedChannel(user.id, 'c.channel_login'))
    .where(notBlockedUser(user.id, 'c.submitter_user_id'));
}

/** How many clips of each list the person sees (the count the lists page shows beside each). */
export async function visibleCounts(db: Db, user: UserRow, listIds: string[]): Promise<Map<string, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await visibleEntries(db, user)
    .select(['e.list_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('e.list_id', 'in', listIds)
    .groupBy('e.list_id')
    .execute();
  return new Map(rows.map((r) => [r.list_id, Number(r.count)]));
}

/**
 * Puts a clip first in a list (ADR 0149 addendum: a save lands on top, where the person looks for what they just
 * saved): the lowest position minus one, so no other row is rewritten. The caller holds the list's row lock.
 */
export async function insertFirst(db: Db, listId: string, clipId: string): Promise<void> {
  const { low } = await db
    .selectFrom('saved_list_clips')
    .select(sql<number | null>`min(position)`.as('low'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('saved_list_clips')
    .values({ list_id: listId, clip_id: clipId, position: low === null ? 0 : Number(low) - 1 })
    .execute();
}

/** Every entry of a list, seen or not: what the SAVED_LIST_CLIPS_MAX limit counts. */
export async function storedCount(db: Db, listId: string): Promise<number> {
  const [{ count }] = await db.selectFrom('saved_list_clips').select((eb) => eb.fn.countAll<string>().as('count')).where('list_id', '=', listId).execute();
  return Number(count);
}

export function toSavedList(row: ListRow | null, clipCount: number, hasClip: boolean): SavedList {
  if (!row || row.is_built_in) return { listId: SAVED_LIST_ID, name: null, isBuiltIn: true, clipCount, hasClip };
  return { listId: row.id, name: row.name, isBuiltIn: false, clipCount, hasClip };
}

/** A named list's answer after a change. */
export async function answerOf(db: Db, user: UserRow, row: ListRow | null): Promise<SavedList> {
  const counts = row ? await visibleCounts(db, user, [row.id]) : new Map<string, number>();
  return toSavedList(row, row ? (counts.get(row.id) ?? 0) : 0, false);
}
