import { sql } from 'kysely';
import { z } from 'zod';
import type { LegalHold } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { cursorId, cursorTimestamp, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';
import { deleteAccountData } from '../../domain/delete-account-data';
import { logModeration } from '../../domain/moderation/log';

type HoldTarget = { internalClipId?: string; userName?: string };

/** The clip or account a hold call names; a deleted clip or an account already gone cannot be held. */
async function findTarget(ctx: AppContext, body: HoldTarget) {
  if (body.internalClipId) {
    const clip = await ctx.db
      .selectFrom('clips')
      .select(['id', 'title', 'channel_login', 'legal_hold_at', 'submitter_user_id'])
      .where('id', '=', body.internalClipId)
      .where('status', 'not in', ['deleted', 'rejected'])
      .executeTakeFirst();
    if (!clip) throw new ApiError('CLIP_NOT_FOUND', 'No clip with that id');
    return { kind: 'clip' as const, table: 'clips' as const, id: clip.id, key: `clip:${clip.id}`, label: clip.title, held: clip.legal_hold_at !== null, subject: clip.submitter_user_id };
  }
  const user = await ctx.db.selectFrom('users').selectAll().where('username_lower', '=', body.userName!.toLowerCase()).executeTakeFirst();
  if (!user) throw new ApiError('USER_NOT_FOUND', 'No user with that name');
  return { kind: 'user' as const, table: 'users' as const, id: user.id, key: `user:${user.id}`, label: user.username, held: user.legal_hold_at !== null, subject: user.id, user };
}

const holdCursor = z.strictObject({ at: cursorTimestamp, id: cursorId, kind: z.enum(['clip', 'user']) });

/**
 * Holds in force, clips and accounts together, the most recently placed first, in keyset pages by (placed_at, id,
 * kind): kind breaks the tie of a clip and an account that share an id. A hold lifted meanwhile shifts nothing.
 */
export const getLegalHolds: Handler<'client/admin/getLegalHolds'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, holdCursor);
  // Newest first but ids ascending within one instant, so no single row comparison covers it: spelled out.
  const afterCursor = after
    ? sql`WHERE h.placed_at < ${after.at}::timestamptz OR (h.placed_at = ${after.at}::timestamptz AND (h.id, h.kind) > (${after.id}, ${after.kind}))`
    : sql``;
  const rows = await sql<{
    kind: 'clip' | 'user';
    id: string;
    label: string;
    channel_login: string | null;
    placed_at: Date;
    at_text: string;
    placed_by: string | null;
    note: string | null;
    deletion_pending: boolean;
  }>`
    SELECT h.*, h.placed_at::text AS at_text FROM (
      SELECT 'clip' AS kind, c.id, c.title AS label, c.channel_login, c.legal_hold_at AS placed_at, m.username AS placed_by,
             c.legal_hold_note AS note, false AS deletion_pending
      FROM clips c LEFT JOIN users m ON m.id = c.legal_hold_by WHERE c.legal_hold_at IS NOT NULL
      UNION ALL
      SELECT 'user', u.id, u.username, NULL, u.legal_hold_at, m.username, u.legal_hold_note, u.deletion_requested_at IS NOT NULL
      FROM users u LEFT JOIN users m ON m.id = u.legal_hold_by WHERE u.legal_hold_at IS NOT NULL
    ) h
    ${afterCursor}
    ORDER BY h.placed_at DESC, h.id, h.kind
    LIMIT ${limit + 1}`.execute(ctx.db);
  const toHold = (r: (typeof rows.rows)[number]): LegalHold => ({
    targetKind: r.kind,
    targetKey: `${r.kind}:${r.id}`,
    label: r.label,
    channelLogin: r.channel_login,
    internalClipId: r.kind === 'clip' ? r.id : null,
    userName: r.kind === 'user' ? r.label : null,
    placedAt: toIso(r.placed_at),
    placedByUserName: r.placed_by,
    note: r.note,
    deletionPending: r.deletion_pending,
  });
  const { items, nextCursor } = keysetPage(rows.rows, limit, toHold, (r) => ({ at: r.at_text, id: r.id, kind: r.kind }));
  return { legalHoldList: items, hasMore: nextCursor !== null, nextCursor };
};

/** Freezes a clip or an account; a second hold keeps the first (its moderator, time and note). */
export const placeLegalHold: Handler<'client/admin/placeLegalHold'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const target = await findTarget(ctx, body);
  const placed = await ctx.db
    .updateTable(target.table)
    .set({ legal_hold_at: new Date(), legal_hold_by: admin.id, legal_hold_note: body.privateNote?.trim() || null })
    .where('id', '=', target.id)
    .where('legal_hold_at', 'is', null)
    .executeTakeFirst();
  const wasHeld = Number(placed.numUpdatedRows) === 0;
  if (!wasHeld) {
    await logModeration(ctx.db, admin, [
      { action: 'legal_hold_placed', target_kind: target.kind, target_key: target.key, target_label: target.label, subject_user_id: target.subject, private_note: body.privateNote },
    ]);
  }
  return { targetKey: target.key, wasHeld };
};

/** Lifts a hold; an account whose owner asked to delete it meanwhile is deleted now, as its owner asked. */
export const liftLegalHold: Handler<'client/admin/liftLegalHold'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const target = await findTarget(ctx, body);
  const lifted = await ctx.db
    .updateTable(target.table)
    .set({ legal_hold_at: null, legal_hold_by: null, legal_hold_note: null })
    .where('id', '=', target.id)
    .where('legal_hold_at', 'is not', null)
    .executeTakeFirst();
  const wasHeld = Number(lifted.numUpdatedRows) > 0;
  if (!wasHeld) return { targetKey: target.key, wasHeld, accountDeleted: false };
  await logModeration(ctx.db, admin, [
    { action: 'legal_hold_lifted', target_kind: target.kind, target_key: target.key, target_label: target.label, subject_user_id: target.subject, private_note: body.privateNote },
  ]);
  const waiting: UserRow | undefined = target.kind === 'user' && target.user.deletion_requested_at ? target.user : undefined;
  if (waiting) await deleteAccountData(ctx, waiting);
  return { targetKey: target.key, wasHeld, accountDeleted: waiting !== undefined };
};
