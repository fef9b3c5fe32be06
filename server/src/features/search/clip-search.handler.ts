import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { CLIP_SEARCH_MIN_CHARS } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { viewerId } from '../../http/caller';
import { categoryFilter } from '../../http/category-filter';
import { cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { loadChannelCards } from '../../domain/channel-cards';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';
import { escapeLike, searchChannelLogins } from './channel-search';

const DEFAULT_SECTION_LIMIT = 8;
const cursorSchema = z.strictObject({ v: cursorTimestamp, id: cursorId });

/** How many of the newest ready clips the first, index-ordered pass reads before the trigram index is asked. */
const NEWEST_WINDOW = 2_000;

/**
 * Ready clips whose title contains `q`, newest first, after `cursor`: `count` rows at most. Two passes (ADR 0071):
 * 1. the newest NEWEST_WINDOW clips in published order (the clips_new index), filtered by title: a frequent word
 *    ("boss", "world record") fills the page here after a few hundred index entries, where the trigram index would
 *    fetch and sort tens of thousands of matches;
 * 2. only when the window held too few, the clips older than it through the trigram GIN index (migration 040): a
 *    rare word has few matches, so the bitmap is small. Both passes together are exactly the newest matches.
 */
async function matchingClips(db: Db, viewer: string | null, q: string, cursor: { v: string; id: string } | null, count: number, categoryId?: number) {
  // A category (ADR 0150) narrows the matches; the window below stays the newest clips of all, so both passes still
  // answer exactly the newest matches of the category.
  const afterCursor = (qb: ReturnType<typeof visibleClipsQuery>) => {
    const inCategory = categoryId === undefined ? qb : qb.where('c.category_id', '=', categoryId);
    return cursor ? inCategory.where(sql<SqlBool>`(c.published_at, c.id) < (${cursor.v}::timestamptz, ${cursor.id})`) : inCategory;
  };
  const matching = (titleMatch: RawBuilder<SqlBool>, newest: RawBuilder<unknown>) =>
    afterCursor(visibleClipsQuery(db, viewer))
      .where('c.status', '=', 'ready')
      .where('c.visibility', '=', 'public')
      .where('c.published_at', 'is not', null)
      .where(titleMatch)
      .orderBy(newest, 'desc')
      .orderBy('c.id', 'desc');
  // The planner cannot tell a frequent word from a rare one, so each pass pins its plan. The window pass tests titles
  // with strpos(), which no index serves, and orders by the clips_new column: it walks that index and stops at `count`.
  // The older pass matches with LIKE (the trigram index) and orders by an expression clips_new does not hold, so it is
  // a trigram bitmap and a sort of the few matches, never a walk through every older clip.
  const inIndexOrder = sql`c.published_at`;
  const outOfIndexOrder = sql`c.published_at + interval '0 seconds'`;
  const likeTitle = sql<SqlBool>`lower(c.title) like ${`%${escapeLike(q)}%`}`;
  const strposTitle = sql<SqlBool>`strpos(lower(c.title), ${q}) > 0`;
  // The last clip of the window (published_at, id), read from the index alone; none when fewer clips exist.
  let edge = db
    .selectFrom('clips as c')
    .select([sql<string>`c.published_at::text`.as('v'), 'c.id'])
    .where('c.status', '=', 'ready')
    .where('c.visibility', '=', 'public')
    .where('c.published_at', 'is not', null);
  if (cursor) edge = edge.where(sql<SqlBool>`(c.published_at, c.id) < (${cursor.v}::timestamptz, ${cursor.id})`);
  const last = await edge.orderBy('c.published_at', 'desc').orderBy('c.id', 'desc').offset(NEWEST_WINDOW - 1).limit(1).executeTakeFirst();
  if (!last) return matching(strposTitle, inIndexOrder).limit(count).execute();
  const inWindow = sql<SqlBool>`(c.published_at, c.id) >= (${last.v}::timestamptz, ${last.id})`;
  const recent = await matching(strposTitle, inIndexOrder).where(inWindow).limit(count).execute();
  if (recent.length >= count) return recent;
  const older = await matching(likeTitle, outOfIndexOrder)
    .where(sql<SqlBool>`(c.published_at, c.id) < (${last.v}::timestamptz, ${last.id})`)
    .limit(count - recent.length)
    .execute();
  return [...recent, ...older];
}

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
  const categoryId = await categoryFilter(ctx.db, body.categorySlug);

  const channelsPromise = cursor ? Promise.resolve([]) : searchChannelLogins(ctx.db, q, limit, viewer).then((logins) => loadChannelCards(ctx.db, logins, viewer));
  const clipsPromise = async () => {
    if ([...q].length < CLIP_SEARCH_MIN_CHARS) return { items: [], nextCursor: null };
    const rows = await matchingClips(ctx.db, viewer, q, cursor, limit + 1, categoryId);
    return keysetPage(rows, limit, toClip, (r) => ({ v: r.published_at_text, id: r.id }));
  };
  const [channelList, clips] = await Promise.all([channelsPromise, clipsPromise()]);
  return { channelList, clipList: clips.items, nextCursor: clips.nextCursor };
};
