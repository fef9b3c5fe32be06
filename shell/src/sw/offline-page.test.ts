import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shellEnUS } from '../i18n/shell.en-US';
import { shellJa } from '../i18n/shell.ja';

/** The service worker's offline page is plain HTML (no bundle): it must say what the shell's strings say. */
const html = readFileSync(path.join(__dirname, '..', '..', 'public', 'offline.html'), 'utf8');

function block(language: string): string {
  const match = new RegExp(`<main[^>]*data-language="${language}"[^>]*>([\\s\\S]*?)</main>`).exec(html);
  if (!match?.[1]) throw new Error(`offline.html has no ${language} block`);
  return match[1];
}

test.each([
  ['en-US', shellEnUS.offline],
  ['ja', shellJa.offline],
])('the offline page says the %s offline strings', (language, strings) => {
  const text = block(language);
  expect(text).toContain(`<h1>${strings.title}</h1>`);
  expect(text).toContain(`<p>${strings.body}</p>`);
  expect(text).toContain(`>${strings.retry}</button>`);
});

test('it follows the language stored by the app', () => {
  expect(html).toContain("localStorage.getItem('APP_LANGUAGE_PREFERENCE') === 'ja'");
});
