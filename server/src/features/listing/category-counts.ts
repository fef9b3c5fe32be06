import { sql, type SqlBool } from 'kysely';
import type { CategoryWithCount } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { toCategory } from '../../domain/categories';

export interface CountFilter {
  /** Count only this channel's clips (the channel page's chips). */
  channelLogin?: string;
  /** Only this category (its page). */
  slug?: string;
  /** Leave out categories without a clip (the filter chips). */
  withClipsOnly?: boolean;
}

/**
 * Categories with their counts of public ready clips (what every listing lists), most clips first, then by English
 * name. Blocks do not apply: the answer is the same for everyone, so it is cached like the other public reads.
 */
export async function categoriesWithCounts(db: Db, filter: CountFilter): Promise<CategoryWithCount[]> {
  const counted = sql<SqlBool>`c.status = 'ready' AND c.visibility = 'public' AND c.published_at IS NOT NULL${
    filter.channelLogin ? sql` AND c.channel_login = ${filter.channelLogin}` : sql``
  }`;
  let q = db
    .selectFrom('categories as cat')
    .leftJoin('clips as c', (join) => join.onRef('c.category_id', '=', 'cat.id').on(counted))
    .select(['cat.id', 'cat.slug', 'cat.name_en', 'cat.name_ja', 'cat.twitch_game_id', sql<number>`count(c.id)::int`.as('clip_count')])
    .groupBy('cat.id');
  if (filter.slug !== undefined) q = q.where('cat.slug', '=', filter.slug);
  if (filter.withClipsOnly) q = q.having(sql`count(c.id)`, '>', 0);
  const rows = await q.orderBy(sql`count(c.id)`, 'desc').orderBy('cat.name_en').orderBy('cat.id').execute();
  return rows.map((row) => ({ ...toCategory(row), clipCount: Number(row.clip_count) }));
}
