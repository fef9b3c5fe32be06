import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { clipBaseQuery, toClip, toIso } from '../../domain/clip-row';
import { originalGrantFor, withMediaGrants } from '../../media/grants/grant-clips';
import type { AppContext } from '../../context';
import type { ClipOriginal } from '@clipyard/shared/contract';

const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

/**
 * The streamer's own queue (never another channel's), newest first, each request with its clip; a pending clip
 * carries its media grant, so the streamer can watch it before deciding (ADR 0114).
 */
export const getAllClipRequests: Handler<'client/clipRequests/getAllClipRequests'> = async ({ ctx, body, caller }) => {
  const { channelLogin } = caller;
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  let q = ctx.db
    .selectFrom('clip_requests as r')
    .leftJoin('users as su', 'su.id', 'r.submitter_user_id')
    .select([
      'r.id',
      'r.clip_id',
      'r.channel_login',
      'r.status',
      'r.created_at',
      'su.username as request_submitter',
      sql<string>`r.created_at::text`.as('created_at_text'),
    ])
    .where('r.channel_login', '=', channelLogin)
    .where('r.status', '=', body.status ?? 'pending');
  if (cursor) q = q.where(sql<SqlBool>`(r.created_at, r.id) < (${cursor.t}::timestamptz, ${cursor.id})`);
  const rows = await q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit + 1).execute();
  const { items: page, nextCursor } = keysetPage(rows, limit, (r) => r, (r) => ({ t: r.created_at_text, id: r.id }));

  const clipIds = page.map((r) => r.clip_id);
  const clips = clipIds.length ? await clipBaseQuery(ctx.db).where('c.id', 'in', clipIds).execute() : [];
  const sourceUrlById = new Map(clips.map((c) => [c.id, c.source_url]));
  const granted = await withMediaGrants(ctx, clips.map(toClip));
  const clipById = new Map(granted.map((c) => [c.internalClipId, c]));
  const originalById = await keptOriginals(ctx, page.filter((r) => r.status === 'pending').map((r) => r.clip_id));
  return {
    clipRequestList: page.flatMap((r) => {
      const clip = clipById.get(r.clip_id);
      if (!clip) return [];
      return [
        {
          requestId: r.id,
          internalClipId: r.clip_id,
          channelLogin: r.channel_login,
          clipTitle: clip.clipTitle,
          sourceUrl: sourceUrlById.get(r.clip_id) ?? null,
          // Kept readable when the submitter has since deleted their account.
          submitterUserName: r.request_submitter ?? '[deleted]',
          status: r.status,
          createdAt: toIso(r.created_at),
          clip,
          ...(originalById.has(r.clip_id) ? { original: originalById.get(r.clip_id) } : {}),
        },
      ];
    }),
    nextCursor,
  };
};

/**
 * The originals kept for review of these (pending) requests' clips, with the grant only their streamer gets (ADR 0145
 * second addendum): the clip editor opens on the whole upload with the current cut marked.
 */
async function keptOriginals(ctx: Pick<AppContext, 'db' | 'primaryDb' | 'config'>, clipIds: string[]): Promise<Map<string, ClipOriginal>> {
  if (clipIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('clips')
    .select(['id', 'original_container', 'original_duration_seconds', 'original_start_seconds', 'original_end_seconds'])
    .where('id', 'in', clipIds)
    .where('status', '=', 'awaiting_decision')
    .where('original_container', 'is not', null)
    .execute();
  const originals = await Promise.all(
    rows.map(async (row): Promise<[string, ClipOriginal]> => [
      row.id,
      {
        container: row.original_container!,
        durationSeconds: row.original_duration_seconds!,
        startSeconds: row.original_start_seconds!,
        endSeconds: row.original_end_seconds!,
        mediaGrant: await originalGrantFor(ctx, row.id),
      },
    ]),
  );
  return new Map(originals);
}
