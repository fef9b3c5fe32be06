import { sql } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { cursorTimestamp, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import { toModerationLogEntry } from '../../domain/moderation/log';

const logCursor = z.object({ at: cursorTimestamp, seq: z.string().regex(/^\d{1,19}$/) });

/**
 * The moderation log, newest first, in keyset pages. The moderator filter matches the name as logged (the name the
 * moderator had then), case-insensitively, so entries of an account since renamed or deleted are still found by it.
 */
export const getModerationLog: Handler<'client/admin/getModerationLog'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, logCursor);
  let query = ctx.db.selectFrom('moderation_log').selectAll().select([sql<string>`created_at::text`.as('at_text'), sql<string>`seq::text`.as('seq_text')]);
  if (body.moderatorUserName) query = query.where(sql`lower(moderator_name)`, '=', body.moderatorUserName.toLowerCase());
  if (body.action) query = query.where('action', '=', body.action);
  if (body.targetKey) query = query.where('target_key', '=', body.targetKey);
  if (body.from) query = query.where('created_at', '>=', new Date(body.from));
  if (body.until) query = query.where('created_at', '<', new Date(body.until));
  if (after) query = query.where(sql<boolean>`(created_at, seq) < (${after.at}::timestamptz, ${after.seq}::bigint)`);
  const rows = await query.orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, limit, toModerationLogEntry, (row) => ({ at: row.at_text, seq: row.seq_text }));
  return { entryList: items, nextCursor };
};
