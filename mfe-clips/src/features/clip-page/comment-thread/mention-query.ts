/**
 * `@name` in text, as the server reads it (server/src/features/comments/mentions.ts, ADR 0117): a name is spelt like
 * a username (letters of any script, digits, underscore; 3 to 20) and never starts inside a word or an email
 * address. Kept here rather than in @clipyard/shared: the platform singleton a remote runs with may be older than
 * the one it was built against (ADR 0104), and this must work whatever the shell.
 */
const NAME_CHAR = /[\p{L}\p{N}_]/u;
const MENTION = /(?<![\p{L}\p{N}_@])@([\p{L}\p{N}_]{3,20})(?![\p{L}\p{N}_])/gu;
/** An `@` being typed right before the caret, with what follows it so far (possibly nothing yet). */
const TYPING = /(?:^|[^\p{L}\p{N}_@])@([\p{L}\p{N}_]{0,20})$/u;

export type TextPart = { kind: 'text'; text: string } | { kind: 'mention'; text: string };

/** Splits text into plain runs and the `@name`s of `names` (the people the server says it mentions; any case). */
export function splitMentions(text: string, names: readonly string[]): TextPart[] {
  const known = new Set(names.map((name) => name.toLowerCase()));
  if (known.size === 0) return [{ kind: 'text', text }];
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION)) {
    if (!known.has(match[1]!.toLowerCase())) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'mention', text: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}

/** The mention being typed at `caret`: where its `@` is and the name typed so far; null when none is. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  // The caret must be at the end of the name: "@ab|c" is editing a finished name, not typing one.
  if (caret < text.length && NAME_CHAR.test(text[caret]!)) return null;
  const match = TYPING.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** The text with the mention typed at `caret` completed to `@name ` and where the caret goes after it. */
export function completeMention(text: string, caret: number, start: number, name: string): { text: string; caret: number } {
  const rest = text.slice(caret);
  const inserted = `@${name}${rest.startsWith(' ') ? '' : ' '}`;
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length + (rest.startsWith(' ') ? 1 : 0) };
}
