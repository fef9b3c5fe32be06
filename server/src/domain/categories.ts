import { sql } from 'kysely';
import { isStorableText, type Category } from '@clipyard/shared/contract';
import type { Db } from '../db/database';
import type { CategoryRow } from '../db/schema';

/** The columns of a category as clip rows carry them (clipBaseQuery's left join), null for a clip without one. */
export interface ClipCategoryColumns {
  category_id?: number | null;
  category_slug?: string | null;
  category_name_en?: string | null;
  category_name_ja?: string | null;
  category_twitch_game_id?: string | null;
}

export function toCategory(row: Pick<CategoryRow, 'id' | 'slug' | 'name_en' | 'name_ja' | 'twitch_game_id'>): Category {
  return { categoryId: Number(row.id), slug: row.slug, nameEn: row.name_en, nameJa: row.name_ja, twitchGameId: row.twitch_game_id };
}

/** A clip row's category (ADR 0150), or null. */
export function clipCategory(row: ClipCategoryColumns): Category | null {
  if (row.category_id == null || !row.category_slug) return null;
  return toCategory({
    id: row.category_id,
    slug: row.category_slug,
    name_en: row.category_name_en ?? row.category_slug,
    name_ja: row.category_name_ja ?? row.category_name_en ?? row.category_slug,
    twitch_game_id: row.category_twitch_game_id ?? null,
  });
}

export function findCategoryById(db: Db, id: number) {
  return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCategoryBySlug(db: Db, slug: string) {
  return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** Twitch's game ids are decimal numbers; anything else (Twitch's '' and '0' for "no game") names none. */
const TWITCH_GAME_ID = /^[1-9][0-9]{0,19}$/;
const NAME_MAX = 200;
/** With a dash and a Twitch id (20 digits at most) appended, still within CATEGORY_SLUG_MAX. */
const SLUG_MAX = 40;

/** An address name for a game Twitch named: ASCII letters and digits, accents dropped ("Pokémon" → "pokemon"). */
export function slugForName(name: string, twitchGameId: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  // A name with no ASCII letter at all (a Japanese title) is addressed by its Twitch id.
  return ascii || `game-${twitchGameId}`;
}

export interface TwitchGameLookup {
  (twitchGameId: string): Promise<{ name: string } | null>;
}

export interface CategoryLog {
  warn(details: object, message: string): void;
}

/**
 * The category of a Twitch clip's `game_id` (ADR 0150): the row of a known id; for an unknown one, Twitch's name for it
 * (Helix /games, `lookup`) becomes a new row, or names the seeded row of that name that had no id yet. No game, a
 * lookup that fails or answers nothing usable: null, and the clip is simply without a category, never refused.
 */
export async function categoryForTwitchGame(db: Db, twitchGameId: string | null, lookup: TwitchGameLookup, log: CategoryLog): Promise<number | null> {
  if (!twitchGameId || !TWITCH_GAME_ID.test(twitchGameId)) return null;
  const byId = () => db.selectFrom('categories').select('id').where('twitch_game_id', '=', twitchGameId).executeTakeFirst();
  const known = await byId();
  if (known) return known.id;
  let game: { name: string } | null;
  try {
    game = await lookup(twitchGameId);
  } catch (error) {
    log.warn({ twitchGameId, error: (error as Error).message }, 'Twitch did not name the game of a clip: the clip has no category');
    return null;
  }
  const name = game?.name.trim() ?? '';
  if (!name || name.length > NAME_MAX || !isStorableText(name)) return null;
  // A seeded category whose Twitch id was not known takes it now (same name, ignoring case).
  await db
    .updateTable('categories')
    .set({ twitch_game_id: twitchGameId })
    .where('twitch_game_id', 'is', null)
    .where(sql`lower(name_en)`, '=', name.toLowerCase())
    .execute();
  const slug = slugForName(name, twitchGameId);
  // Two submissions of the same new game at once: one insert wins, the other finds its row. A slug taken by another
  // game (two names that read the same in ASCII) gets the Twitch id appended.
  for (const candidate of [slug, `${slug}-${twitchGameId}`]) {
    const found = await byId();
    if (found) return found.id;
    await db
      .insertInto('categories')
      .values({ slug: candidate, twitch_game_id: twitchGameId, name_en: name, name_ja: name })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return (await byId())?.id ?? null;
}
