import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedChannel } from '../../domain/block-filters';
import { hasTrigram } from './trigram';

/** LIKE treats % and _ as wildcards and \ as escape: a query is matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Katakana (U+30A1..U+30F6) to hiragana, so ユキハナ finds the reading ゆきはな. */
export function toHiragana(value: string): string {
  return value.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * Channel logins for a search box, best first: exact and prefix matches on login or display name (btree
 * text_pattern_ops indexes), then substring matches (login, display name and kana reading), then fuzzy trigram matches (GIN pg_trgm indexes, migration
 * 003) so typos still find a channel. Substring matching is what finds Japanese display names by any part, since
 * trigrams of very short CJK queries are weak. Channels the viewer blocks are left out.
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

  const prefix = `${escapeLike(q)}%`;
  const prefixRows = await base()
    .where(({ or, eb }) => or([eb('ch.login', 'like', prefix), eb(sql`lower(ch.display_name)`, 'like', prefix), eb('ch.reading', 'like', `${escapeLike(kana)}%`)]))
    .orderBy(sql`(ch.login = ${q} OR lower(ch.display_name) = ${q})`, 'desc')
    .orderBy(sql`length(ch.login)`)
    .orderBy('ch.login')
    .limit(limit)
    .execute();
  found.push(...prefixRows.map((r) => r.login));
  if (found.length >= limit) return found;

  const contains = `%${escapeLike(q)}%`;
  const containsRows = await base()
    .where(({ or, eb }) => or([eb('ch.login', 'like', contains), eb(sql`lower(ch.display_name)`, 'like', contains), eb('ch.reading', 'like', `%${escapeLike(kana)}%`)]))
    .orderBy(sql`length(ch.login)`)
    .orderBy('ch.login')
    .limit(limit - found.length)
    .execute();
  found.push(...containsRows.map((r) => r.login));
  if (found.length >= limit || q.length < 2 || !(await hasTrigram(db))) return found;

  // `%` is pg_trgm's similarity operator (threshold pg_trgm.similarity_threshold, 0.3 by default) and `<->` its
  // distance: one nearest-first query per column lets each use its GiST index (an OR of both would not).
  const fuzzy = (column: 'ch.login' | 'lower(ch.display_name)') =>
    base()
      .select(sql<number>`${sql.raw(column)} <-> ${q}`.as('distance'))
      .where(sql<SqlBool>`${sql.raw(column)} % ${q}`)
      .orderBy(sql`${sql.raw(column)} <-> ${q}`)
      .limit(limit - found.length)
      .execute();
  const [byLogin, byName] = await Promise.all([fuzzy('ch.login'), fuzzy('lower(ch.display_name)')]);
  const best = new Map<string, number>();
  for (const r of [...byLogin, ...byName]) best.set(r.login, Math.min(best.get(r.login) ?? 1, Number(r.distance)));
  const fuzzyRows = [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit - found.length)
    .map(([login]) => ({ login }));
  found.push(...fuzzyRows.map((r) => r.login));
  return found;
}
