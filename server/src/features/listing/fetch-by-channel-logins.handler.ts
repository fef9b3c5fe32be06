import { sql } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import {
  DEFAULT_PAGE_LIMIT,
  cursorId,
  cursorTimestamp,
  decodeCursor,
  encodeCursor,
  splitPage,
  toClip,
  viewerId,
  visibleClipsQuery,
} from '../clips';

const cursorSchemas = {
  new: z.strictObject({ k: z.literal('new'), p: cursorTimestamp, id: cursorId }),
  top: z.strictObject({ k: z.literal('top'), l: z.number().int(), id: cursorId }),
};

/** Ready clips of some channels (a channel page, the followed feed), newest or most liked first, keyset paged. */
export const fetchByChannelLogins: Handler<'client/videoListing/fetchByChannelLogins'> = async ({ ctx, body, caller }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const logins = [...new Set(body.channelLoginList)];
  let q = visibleClipsQuery(ctx.db, viewerId(caller))
    .where('c.status', '=', 'ready')
    .where('c.published_at', 'is not', null)
    .where('c.channel_login', 'in', logins);

  if (body.sort === 'top') {
    const c = decodeCursor(body.cursor, cursorSchemas.top);
    if (c) q = q.where(sql<boolean>`(c.like_count, c.id) < (${c.l}::int, ${c.id})`);
    const rows = await q.orderBy('c.like_count', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
    const { page, hasMore } = splitPage(rows, limit);
    const last = page.at(-1);
    return {
      clipList: page.map(toClip),
      nextCursor: hasMore && last ? encodeCursor({ k: 'top', l: Number(last.like_count), id: last.id }) : null,
    };
  }

  const c = decodeCursor(body.cursor, cursorSchemas.new);
  if (c) q = q.where(sql<boolean>`(c.published_at, c.id) < (${c.p}::timestamptz, ${c.id})`);
  const rows = await q.orderBy('c.published_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  return {
    clipList: page.map(toClip),
    nextCursor: hasMore && last ? encodeCursor({ k: 'new', p: last.published_at_text!, id: last.id }) : null,
  };
};
