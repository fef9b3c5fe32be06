/**
 * The first-paint script of the page template (shared/src/federation/index.html), run in jsdom as the browser runs
 * it: before any app code, from the SPEC's storage keys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AVIF_PROBE, AVIF_SESSION_KEY } from '@clipyard/shared';

const template = readFileSync(path.join(__dirname, '..', '..', 'shared', 'src', 'federation', 'index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(template)![1];

function runAt(search: string) {
  window.history.replaceState({}, '', `/speedrun_sam${search}`);
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-profile');
  document.documentElement.lang = 'en-US';
  new Function(script)();
}

function clearCookie() {
  document.cookie = 'APP_LANGUAGE_PREFERENCE=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookie();
});

test('applies the saved theme before paint, and the Dark default when nothing (or nonsense) is saved', () => {
  localStorage.setItem('app-color-preference', 'Light');
  runAt('');
  expect(document.documentElement.getAttribute('data-theme')).toBe('Light');
  localStorage.setItem('app-color-preference', 'True Dark');
  runAt('');
  expect(document.documentElement.getAttribute('data-theme')).toBe('True Dark');
  localStorage.setItem('app-color-preference', '"><img>');
  runAt('');
  expect(document.documentElement.getAttribute('data-theme')).toBeNull();
  // The template's colours for each theme are the theme tokens' backgrounds (shared/src/theme/tokens.ts).
  expect(template).toContain("--cy-bg: #171717");
  expect(template).toContain(":root[data-theme='Light'] { --cy-bg: #f8fafc");
  expect(template).toContain(":root[data-theme='True Dark'] { --cy-bg: #000000");
  expect(template).not.toMatch(/background: #171717/);
});

test('applies the saved language and copies it into the cookie the HTML host reads', () => {
  localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja');
  runAt('?lang=en-US');
  expect(document.documentElement.lang).toBe('ja');
  expect(document.cookie).toContain('APP_LANGUAGE_PREFERENCE=ja');
  // The saved choice wins over ?lang=.
  expect(localStorage.getItem('APP_LANGUAGE_PREFERENCE')).toBe('ja');
});

test('adopts ?lang= when nothing is saved, ignores unknown languages, and never throws without storage', () => {
  runAt('?lang=ja');
  expect(localStorage.getItem('APP_LANGUAGE_PREFERENCE')).toBe('ja');
  expect(document.documentElement.lang).toBe('ja');
  localStorage.clear();
  clearCookie();
  runAt('?lang=fr');
  expect(localStorage.getItem('APP_LANGUAGE_PREFERENCE')).toBeNull();
  expect(document.documentElement.lang).toBe('en-US');
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('private mode');
  });
  expect(() => runAt('')).not.toThrow();
  getItem.mockRestore();
});

test("marks a saved profile, so the HTML's first view (a signed-out visitor's) is never painted for it", () => {
  runAt('');
  expect(document.documentElement.hasAttribute('data-profile')).toBe(false);
  localStorage.setItem('userProfile', JSON.stringify({ username: 'alice' }));
  runAt('');
  expect(document.documentElement.hasAttribute('data-profile')).toBe(true);
});

test('starts the avif probe of SPEC section 2 at once, with the app\'s own image and session key', () => {
  const sources: string[] = [];
  const src = jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
    sources.push(value);
    Object.defineProperty(this, 'width', { value: 1 });
    this.onload?.(new Event('load'));
  });
  runAt('');
  expect(sources).toEqual([AVIF_PROBE]);
  expect(sessionStorage.getItem(AVIF_SESSION_KEY)).toBe('true');
  // Known already (an earlier page of this session): not probed again.
  runAt('');
  expect(sources).toHaveLength(1);
  src.mockRestore();
});
