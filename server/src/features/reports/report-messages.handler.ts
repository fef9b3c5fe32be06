import { sql } from 'kysely';
import { z } from 'zod';
import type { MyReport } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { cursorId, cursorTimestamp, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import { newId } from '../../db/ids';
import { toIso } from '../../domain/clip-row';
import { notifyReportMessage, notifySafely } from '../../domain/notifications/write';

/** A report as its reporter sees it: its target named as it is now (or as reported, for a comment), and its thread's size. */
function myReportQuery(db: Db) {
  return db
    .selectFrom('reports as r')
    .leftJoin('clips as c', 'c.id', 'r.clip_id')
    .leftJoin('channels as ch', 'ch.login', 'r.channel_login')
    .select([
      'r.id',
      'r.target_kind',
      'r.channel_login',
      'r.clip_id',
      'r.comment_text',
      'r.reason',
      'r.status',
      'r.created_at',
      'r.resolved_at',
      'r.reporter_user_id',
      sql<string>`r.created_at::text`.as('created_at_text'),
      'c.title as clip_title',
      'c.status as clip_status',
      'ch.display_name',
      sql<number>`(SELECT count(*)::int FROM report_messages m WHERE m.report_id = r.id)`.as('message_count'),
    ]);
}

type MyReportRow = Awaited<ReturnType<ReturnType<typeof myReportQuery>['executeTakeFirstOrThrow']>>;

function toMyReport(row: MyReportRow): MyReport {
  const clipPublic = row.clip_status === 'ready';
  // A removed clip keeps its title here: the reporter saw it, and "the clip you reported was removed" needs its name.
  const label = row.target_kind === 'comment' ? row.comment_text : row.target_kind === 'clip' ? row.clip_title : (row.display_name ?? row.channel_login);
  return {
    reportId: row.id,
    targetKind: row.target_kind,
    targetLabel: label ?? null,
    channelLogin: row.channel_login,
    internalClipId: clipPublic ? row.clip_id : null,
    reason: row.reason,
    status: row.status,
    createdAt: toIso(row.created_at),
    closedAt: row.resolved_at ? toIso(row.resolved_at) : null,
    messageCount: Number(row.message_count),
  };
}

const myReportsCursor = z.object({ at: cursorTimestamp, id: cursorId });

/** The signed-in user's reports, newest first. */
export const getMyReports: Handler<'client/report/getMyReports'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, myReportsCursor);
  let query = myReportQuery(ctx.db).where('r.reporter_user_id', '=', user.id);
  if (after) query = query.where(sql<boolean>`(r.created_at, r.id) < (${after.at}::timestamptz, ${after.id})`);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, limit, toMyReport, (row) => ({ at: row.created_at_text, id: row.id }));
  return { reportList: items, nextCursor };
};

/**
 * The report, if the caller may read its thread: its reporter, or a moderator. Anyone else is told it does not exist,
 * the same answer as for an unknown id, so report ids cannot be probed.
 */
async function readableReport(db: Db, user: UserRow, reportId: string): Promise<{ row: MyReportRow; role: 'reporter' | 'moderator' }> {
  const row = await myReportQuery(db).where('r.id', '=', reportId).executeTakeFirst();
  if (row && row.reporter_user_id === user.id) return { row, role: 'reporter' };
  if (row && user.is_admin) return { row, role: 'moderator' };
  throw new ApiError('REPORT_NOT_FOUND', 'No report of yours with that id');
}

/** A moderator's name is for moderators: the reporter hears from "a moderator", the shared role. */
function visibleAuthor(authorRole: 'reporter' | 'moderator', name: string | null, readerRole: 'reporter' | 'moderator'): string | null {
  return readerRole === 'moderator' || authorRole === 'reporter' ? name : null;
}

export const getReportMessages: Handler<'client/report/getReportMessages'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const { row, role } = await readableReport(ctx.db, user, body.reportId);
  const messages = await ctx.db
    .selectFrom('report_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_user_id')
    .select(['m.id', 'm.author_role', 'm.body', 'm.created_at', 'u.username'])
    .where('m.report_id', '=', row.id)
    .orderBy('m.created_at', 'asc')
    .orderBy('m.id', 'asc')
    .execute();
  return {
    report: toMyReport(row),
    readerRole: role,
    messageList: messages.map((m) => ({
      messageId: m.id,
      authorRole: m.author_role,
      authorUserName: visibleAuthor(m.author_role, m.username, role),
      text: m.body,
      createdAt: toIso(m.created_at),
    })),
  };
};

export const sendReportMessage: Handler<'client/report/sendReportMessage'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const { row, role } = await readableReport(ctx.db, user, body.reportId);
  const id = newId(16);
  const inserted = await ctx.db
    .insertInto('report_messages')
    .values({ id, report_id: row.id, author_user_id: user.id, author_role: role, body: body.text })
    .returning(['created_at'])
    .executeTakeFirstOrThrow();
  if (role === 'moderator') await notifySafely(ctx.log, () => notifyReportMessage(ctx.db, row.id, id));
  return {
    message: { messageId: id, authorRole: role, authorUserName: user.username, text: body.text, createdAt: toIso(inserted.created_at) },
  };
};
