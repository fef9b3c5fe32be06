import { toHiragana } from '@clipyard/shared/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Watched words (issue 22 item 4, ADR 0133): the site's list (moderators) and each channel's (its streamer) name
 * words and `*` patterns that hold a comment for review or reject it.
 */

/**
 * The form both patterns and comments are matched in: NFKC (full-width ASCII to half-width, half-width katakana to
 * full-width, ﾊﾟ to パ), lower case, katakana folded to hiragana. So 'ｽﾊﾟﾑ', 'スパム' and 'すぱむ' are one word, and
 * 'ＳＰＡＭ' is 'spam'.
 */
export function normalizeForMatching(text: string): string {
  return toHiragana(text.normalize('NFKC').toLowerCase());
}

/** A normalized pattern's literal pieces (what lies between its `*`s); none means the pattern matches nothing. */
export function patternPieces(normalizedPattern: string): string[] {
  return normalizedPattern.split('*').filter((piece) => piece.trim().length > 0);
}

/**
 * Whether a normalized pattern occurs in a normalized text: each piece found after the previous one (`*` is any run
 * of characters, and the pattern may start and end anywhere). Linear in the text's length per piece: no regular
 * expression, so no pattern can make matching slow.
 */
export function patternMatches(normalizedPattern: string, normalizedText: string): boolean {
  const pieces = patternPieces(normalizedPattern);
  if (pieces.length === 0) return false;
  let from = 0;
  for (const piece of pieces) {
    const at = normalizedText.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

export interface WatchedWordHit {
  scope: 'site' | 'channel';
  pattern: string;
  action: 'hold' | 'reject';
  rejectMessage: string | null;
}

/** A watched word as a comment is matched against it. */
export interface WatchedWordRow {
  channel_login: string | null;
  pattern: string;
  normalized: string;
  action: 'hold' | 'reject';
  reject_message: string | null;
}

/**
 * The words that apply to a comment on a clip of the channel `channelLogin` names (the site's and that channel's;
 * qualify the reference, `clips.channel_login`: a bare `channel_login` would be the word's own),
 * oldest first, as one JSON array: a column of the statement that reads the clip, so a comment does not pay a round
 * trip of its own for them (ADR 0156).
 */
export function watchedWordsOf(channelLogin: Expression<string>): RawBuilder<WatchedWordRow[]> {
  return sql<WatchedWordRow[]>`coalesce((
    SELECT json_agg(json_build_object('channel_login', w.channel_login, 'pattern', w.pattern, 'normalized', w.normalized,
                                      'action', w.action, 'reject_message', w.reject_message) ORDER BY w.created_at, w.id)
    FROM watched_words w WHERE w.channel_login IS NULL OR w.channel_login = ${channelLogin}), '[]'::json)`;
}

/**
 * The watched word a comment's text meets among `rows` (watchedWordsOf), if any: a 'reject' word anywhere wins over a
 * 'hold' word (a comment that must not be posted is not queued); among words of the same action the site's come
 * first, then the oldest.
 */
export function matchWatchedWord(rows: WatchedWordRow[], text: string): WatchedWordHit | null {
  const normalized = normalizeForMatching(text);
  const hits = rows
    .filter((row) => patternMatches(row.normalized, normalized))
    .map((row) => ({ scope: row.channel_login === null ? ('site' as const) : ('channel' as const), pattern: row.pattern, action: row.action, rejectMessage: row.reject_message }));
  const rank = (hit: WatchedWordHit) => (hit.action === 'reject' ? 0 : 2) + (hit.scope === 'site' ? 0 : 1);
  return hits.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
