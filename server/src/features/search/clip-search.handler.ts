import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { CLIP_SEARCH_MIN_CHARS } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { viewerId } from '../../http/require-user';
import { cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../db/cursor';
import { loadChannelCards } from '../../domain/channel-cards';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';
import { escapeLike, searchChannelLogins } from './channel-search';

const DEFAULT_SECTION_LIMIT = 8;
const cursorSchema = z.strictObject({ v: cursorTimestamp, id: cursorId });

/**
 * Channels and clips for a query. Channels only on the first page (a cursor pages clips). Clip titles are matched
 * literally (LIKE with the wildcards escaped, so SQL- or regex-looking text is just text) and only from
 * CLIP_SEARCH_MIN_CHARS characters: a 1–2 character substring scan of every title is what would make p95 slow.
 */
export const clipSearch: Handler<'client/search/clipSearch'> = async ({ ctx, body, caller }) => {
  const q = body.query.trim().toLowerCase();
  const limit = body.limit ?? DEFAULT_SECTION_LIMIT;
  if (q === '') return { channelList: [], clipList: [], nextCursor: null };
  const viewer = viewerId(caller);
  const cursor = decodeCursor(body.cursor, cursorSchema);

  const channelsPromise = cursor ? Promise.resolve([]) : searchChannelLogins(ctx.db, q, limit, viewer).then((logins) => loadChannelCards(ctx.db, logins, viewer));
  const clipsPromise = async () => {
    if ([...q].length < CLIP_SEARCH_MIN_CHARS) return { items: [], nextCursor: null };
    let query = visibleClipsQuery(ctx.db, viewer)
      .where('c.status', '=', 'ready')
      .where('c.published_at', 'is not', null)
      .where(sql<SqlBool>`lower(c.title) like ${`%${escapeLike(q)}%`}`);
    if (cursor) query = query.where(sql<SqlBool>`(c.published_at, c.id) < (${cursor.v}::timestamptz, ${cursor.id})`);
    const rows = await query.orderBy('c.published_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1).execute();
    return keysetPage(rows, limit, toClip, (r) => ({ v: r.published_at_text, id: r.id }));
  };
  const [channelList, clips] = await Promise.all([channelsPromise, clipsPromise()]);
  return { channelList, clipList: clips.items, nextCursor: clips.nextCursor };
};
