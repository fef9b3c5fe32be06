import { toHiragana } from '@clipyard/shared/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedChannel } from '../../domain/block-filters';
import { hasTrigram } from './trigram';

/** LIKE treats % and _ as wildcards and \ as escape: a query is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}


/** Substring matches read at most this many rows before ranking: a frequent fragment must not sort thousands. */
const CONTAINS_CANDIDATES = 200;

type PrefixColumn = 'ch.login' | 'lower(ch.display_name)' | 'ch.reading';

/**
 * Channel logins for a search box, best first: exact and prefix matches on login, display name or kana reading, then
 * substring matches, then fuzzy trigram matches (GiST pg_trgm indexes, migration 003) so typos still find a channel.
 * Substring matching is what finds Japanese display names by any part, since trigrams of very short CJK queries are
 * weak. Channels the viewer blocks are left out.
 *
 * Every step stops early (ADR 0071): a prefix is one walk per column of its text_pattern_ops btree in that index's
 * order (`USING ~<~`), LIMIT `limit`, so the exact match and the shortest names come first without sorting every
 * match; substrings read at most CONTAINS_CANDIDATES rows (trigram GIN, migration 042) before ranking by length.
 */
export async function searchChannelLogins(db: Db, query: string, limit: number, viewerUserId: string | null): Promise<string[]> {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  // Readings are stored in hiragana (migration 040): a katakana query finds them too.
  const kana = toHiragana(q);
  const found: string[] = [];
  const base = () => {
    let b = db.selectFrom('channels as ch').select('ch.login');
    if (viewerUserId) b = b.where(notBlockedChannel(viewerUserId, 'ch.login'));
    if (found.length > 0) b = b.where('ch.login', 'not in', found);
    return b;
  };

  const prefixOn = (column: PrefixColumn, value: string) => {
    let b = base()
      .select(sql<string>`${sql.raw(column)}`.as('matched'))
      .where(sql<SqlBool>`${sql.raw(column)} like ${`${escapeLike(value)}%`}`);
    // The reading index is partial (only channels that have one): say so, or the planner cannot use it.
    if (column === 'ch.reading') b = b.where('ch.reading', '<>', '');
    return b.orderBy(sql`${sql.raw(column)} using ~<~`).limit(limit).execute();
  };
  const prefixLists = await Promise.all([prefixOn('ch.login', q), prefixOn('lower(ch.display_name)', q), prefixOn('ch.reading', kana)]);
  const prefixRank = new Map<string, { exact: boolean; length: number }>();
  for (const row of prefixLists.flat()) {
    const exact = row.matched === q || row.matched === kana || (prefixRank.get(row.login)?.exact ?? false);
    prefixRank.set(row.login, { exact, length: row.login.length });
  }
  const prefixRows = [...prefixRank.entries()]
    .sort(([a, ra], [b, rb]) => Number(rb.exact) - Number(ra.exact) || ra.length - rb.length || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
  found.push(...prefixRows.map(([login]) => login));
  if (found.length >= limit) return found;

  // From 3 characters a trigram index narrows LIKE '%…%'; below, every row matches some trigram of nothing, and the
  // planner's bitmap over all of them is slower than reading rows until CONTAINS_CANDIDATES: strpos() (the same test,
  // which no index serves) gets that plan.
  const indexable = [...q].length >= 3;
  // lower(login), not login: the trigram indexes cover that expression (migration 126), so joins by login keep the key.
  const containsIn = (column: 'lower(ch.login)' | 'lower(ch.display_name)' | 'ch.reading', value: string) =>
    indexable ? sql<SqlBool>`${sql.raw(column)} like ${`%${escapeLike(value)}%`}` : sql<SqlBool>`strpos(${sql.raw(column)}, ${value}) > 0`;
  const candidates = base()
    .where(({ or, and, eb }) => or([containsIn('lower(ch.login)', q), containsIn('lower(ch.display_name)', q), and([eb('ch.reading', '<>', ''), containsIn('ch.reading', kana)])]))
    .limit(CONTAINS_CANDIDATES)
    .as('candidate');
  const containsRows = await db
    .selectFrom(candidates)
    .select('candidate.login')
    .orderBy(sql`length(candidate.login)`)
    .orderBy('candidate.login')
    .limit(limit - found.length)
    .execute();
  found.push(...containsRows.map((r) => r.login));
  if (found.length >= limit || q.length < 2 || !(await hasTrigram(db))) return found;

  // `%` is pg_trgm's similarity operator (threshold pg_trgm.similarity_threshold, 0.3 by default) and `<->` its
  // distance: one nearest-first query per column lets each use its GiST index (an OR of both would not).
  const fuzzy = (column: 'lower(ch.login)' | 'lower(ch.display_name)') =>
    base()
      .select(sql<number>`${sql.raw(column)} <-> ${q}`.as('distance'))
      .where(sql<SqlBool>`${sql.raw(column)} % ${q}`)
      .orderBy(sql`${sql.raw(column)} <-> ${q}`)
      .limit(limit - found.length)
      .execute();
  const [byLogin, byName] = await Promise.all([fuzzy('lower(ch.login)'), fuzzy('lower(ch.display_name)')]);
  const best = new Map<string, number>();
  for (const r of [...byLogin, ...byName]) best.set(r.login, Math.min(best.get(r.login) ?? 1, Number(r.distance)));
  const fuzzyRows = [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit - found.length)
    .map(([login]) => ({ login }));
  found.push(...fuzzyRows.map((r) => r.login));
  return found;
}
