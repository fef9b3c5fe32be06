import { MENTIONS_PER_COMMENT } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';

/**
 * `@name`, name as usernames are spelt (3 to 20 letters of any script, digits, underscore: USERNAME_PATTERN), not
 * inside a word or an email address ("mail me@example.com" names nobody). The client draws the same names
 * (MentionText), but only those the server resolved (mentionedUserNames).
 */
const MENTION = /(?<![\p{L}\p{N}_@])@([\p{L}\p{N}_]{3,20})(?![\p{L}\p{N}_])/gu;

/** The names a text mentions, each once (ignoring case: usernames are unique ignoring case), in order. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) names.add(match[1]!.toLowerCase());
  return [...names];
}

/**
 * The registered people a comment's text mentions, in the order named, at most MENTIONS_PER_COMMENT and never the
 * writer (one does not mention oneself into a notification). Names nobody has stay plain text.
 */
export async function resolveMentions(db: Db, text: string, writerId: string): Promise<{ id: string; username: string }[]> {
  // A text of 500 characters holds at most ~125 names; looking up more than a few dozen would only be abuse.
  const names = mentionedNames(text).slice(0, 50);
  if (names.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'username', 'username_lower']).where('username_lower', 'in', names).execute();
  const byName = new Map(users.map((u) => [u.username_lower, u]));
  return names
    .map((name) => byName.get(name))
    .filter((u): u is (typeof users)[number] => u !== undefined && u.id !== writerId)
    .slice(0, MENTIONS_PER_COMMENT)
    .map(({ id, username }) => ({ id, username }));
}
