/**
 * @jest-environment node
 */
import { HEAD_STRINGS, fill } from './head-strings.mjs';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

test('the head strings exist in en-US and ja with the same keys and placeholders, none empty', () => {
  const english = keys(HEAD_STRINGS['en-US']).sort();
  expect(keys(HEAD_STRINGS.ja).sort()).toEqual(english);
  const at = (language: 'en-US' | 'ja', key: string): string =>
    String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], HEAD_STRINGS[language]));
  for (const key of english) {
    for (const language of ['en-US', 'ja'] as const) expect(String(at(language, key)).trim()).not.toBe('');
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    expect(placeholders(at('ja', key))).toEqual(placeholders(at('en-US', key)));
  }
  expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
});
