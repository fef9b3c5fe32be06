import { sql, type SqlBool } from 'kysely';
import type { Clip, FrontpagePeriod } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { keysetPage } from '../../http/cursor';
import { toClip } from '../../domain/clip-row';
import { visibleClipsQuery } from '../../domain/visible-clips';
import { listableClip, publishedWithin } from './listable-clips';
import { RANKING_OVERLAP, type Ranking } from './trending-ranks';
import { trendingScore } from './trending-score';

export interface RankedTrendingInput {
  period: FrontpagePeriod;
  limit: number;
  /** The first page's moment: clips published after it wait for the next listing. */
  asOf: string;
  ranking: Ranking;
  viewerUserId: string | null;
  /** The previous page's last row. */
  after: { v: number; id: string } | null;
  /** Only clips of this category (ADR 0150), filtered from the one ranking of every clip. */
  categoryId?: number;
}

/**
 * A trending page from a ranking (ADR 0140): the ranking's rows of the period, read by its primary key, and the clips
 * whose listing changed since shortly before the ranking ran (listing_changed_at, by index: minutes of changes), scored
 * on the ranking's clock so both compare. A ranked clip that changed since is taken from the second part only, and
 * every row is checked live against the clip as it is now (deleted, hidden, blocked by the viewer: gone at once).
 * Likes and views that came after the run move a clip at the next run; the counts shown are always the live ones.
 */
export async function rankedTrendingPage(db: Db, input: RankedTrendingInput): Promise<{ clipList: Clip[]; nextCursor: string | null }> {
  const { ranking, period } = input;
  const changedSince = sql`${ranking.asOf}::timestamptz - ${RANKING_OVERLAP}::interval`;
  const candidates = sql<{ clip_id: string; score: number; ranked: boolean }>`(
    SELECT r.clip_id, r.score, true AS ranked FROM trending_ranks r
    WHERE r.generation = ${ranking.generation}::bigint AND r.period = ${period}
    UNION ALL
    SELECT f.id, ${trendingScore(ranking.asOf, 'f')}, false FROM clips f
    WHERE f.listing_changed_at > ${changedSince} AND ${listableClip('f')}
      AND f.published_at <= ${input.asOf}::timestamptz AND ${publishedWithin('f', period, ranking.asOf)}
  )`;
  let q = visibleClipsQuery(db, input.viewerUserId)
    .innerJoin(candidates.as('r'), (join) => join.onRef('r.clip_id', '=', 'c.id'))
    .select(sql<number>`r.score`.as('score'))
    .where(listableClip('c'))
    .where(sql<SqlBool>`(NOT r.ranked OR c.listing_changed_at <= ${changedSince})`);
  if (input.categoryId !== undefined) q = q.where('c.category_id', '=', input.categoryId);
  if (input.after) q = q.where(sql<SqlBool>`(r.score, r.clip_id) < (${input.after.v}::float8, ${input.after.id})`);
  const rows = await q.orderBy(sql`r.score`, 'desc').orderBy(sql`r.clip_id`, 'desc').limit(input.limit + 1).execute();
  const { items, nextCursor } = keysetPage(rows, input.limit, toClip, (r) => ({ k: 'trending', asOf: input.asOf, g: ranking.generation, v: Number(r.score), id: r.id }));
  return { clipList: items, nextCursor };
}
