import { readFileSync } from 'node:fs';
import path from 'node:path';
import { themeTokens } from '@clipyard/shared';
import { shellEnUS } from '../../i18n/shell.en-US';
import { shellJa } from '../../i18n/shell.ja';

/** The service worker's offline page is plain HTML (no bundle): it must say what the shell's strings say. */
const html = readFileSync(path.join(__dirname, '..', '..', '..', 'public', 'offline.html'), 'utf8');

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

test('it follows the theme stored by the app, in the tokens’ colours (Dark by default)', () => {
  expect(html).toContain("localStorage.getItem('app-color-preference')");
  const css = (selector: string) => new RegExp(`${selector.replace(/[[\]']/g, '\\$&')}[^{]*\\{([^}]*)\\}`).exec(html)?.[1] ?? '';
  expect(css('html, body')).toContain(`background: ${themeTokens.Dark.background}; color: ${themeTokens.Dark.primary};`);
  expect(css("html[data-theme='Light']")).toContain(`background: ${themeTokens.Light.background}; color: ${themeTokens.Light.primary};`);
  expect(css("html[data-theme='True Dark']")).toContain(`background: ${themeTokens['True Dark'].background}; color: ${themeTokens['True Dark'].primary};`);
});
