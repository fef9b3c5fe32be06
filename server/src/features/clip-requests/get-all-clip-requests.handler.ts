import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { clipBaseQuery, toClip, toIso } from '../../domain/clip-row';
import { requireStreamer } from '../../http/require-user';
import { withMediaGrants } from '../../media/grants/grant-clips';

const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

/**
 * The streamer's own queue (never another channel's), newest first, each request with its clip; a pending clip
 * carries its media grant, so the streamer can watch it before deciding (ADR 0114).
 */
export const getAllClipRequests: Handler<'client/clipRequests/getAllClipRequests'> = async ({ ctx, body, caller }) => {
  const { channelLogin } = requireStreamer(caller);
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
        },
      ];
    }),
    nextCursor,
  };
};
