/**
 * Every string a person can read exists in both languages (ARCHITECTURE section 3). This test walks every app of
 * the workspace (shell, the four remotes, shared) and checks each translation namespace it finds:
 * - JSON pairs: any `src/**\/en-US.json` with its sibling `ja.json`;
 * - TS modules under an `i18n` folder or named `i18n.ts`: every export shaped `{ 'en-US': {...}, ja: {...} }`;
 * - TS file pairs `<name>.en-US.ts` / `<name>.ja.ts` (the shell's style): all their exported objects, merged;
 * - strings modules `<name>.ts` (exporting `enUS`, declared with `defineStrings`) and their `<name>.ja.ts`
 *   (`export default ja`), the style of every feature's `i18n.ts` / `i18n.ja.ts`.
 * A key in one language but not the other, or a {{placeholder}} dropped by a translation, fails it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { errorCodes } from '../contract';
import { clientErrorCodes } from '../api';
import { errorsStrings } from './errors';
import errorsNamespaceJa from './errors.ja';
import { findMissingKeys, findPlaceholderMismatches } from './index';

const errorsResources = { 'en-US': errorsStrings['en-US'], ja: errorsNamespaceJa };

const repoRoot = path.resolve(__dirname, '../../..');
const apps = ['shared', 'clip-ui', 'shell', 'mfe-clips', 'mfe-channels', 'mfe-account', 'mfe-streamer'];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : walk(full);
    return [full];
  });
}

type Pair = { name: string; en: unknown; ja: unknown };

function jsonPairs(files: string[]): Pair[] {
  return files
    .filter((file) => path.basename(file) === 'en-US.json')
    .map((file) => {
      const jaFile = path.join(path.dirname(file), 'ja.json');
      return {
        name: path.relative(repoRoot, file),
        en: JSON.parse(fs.readFileSync(file, 'utf8')),
        ja: fs.existsSync(jaFile) ? JSON.parse(fs.readFileSync(jaFile, 'utf8')) : {},
      };
    });
}

function isBilingual(value: unknown): value is { 'en-US': object; ja: object } {
  return typeof value === 'object' && value !== null && 'en-US' in value && 'ja' in value;
}

function modulePairs(files: string[]): Pair[] {
  const modules = files.filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      (file.split(path.sep).includes('i18n') || path.basename(file) === 'i18n.ts'),
  );
  // Resource modules may register themselves through the @clipyard/shared root (which pulls the whole UI kit):
  // a stub stands in for it here, since only their exported strings matter.
  jest.doMock(path.join(repoRoot, 'shared/src/index.ts'), () => new Proxy({}, { get: () => () => undefined }));
  return modules.flatMap((file) => {
    const exports = require(file) as Record<string, unknown>;
    return Object.entries(exports)
      .filter(([, value]) => isBilingual(value))
      .map(([exportName, value]) => {
        const pair = value as { 'en-US': object; ja: object };
        return { name: `${path.relative(repoRoot, file)}#${exportName}`, en: pair['en-US'], ja: pair.ja };
      });
  });
}

function mergedObjects(file: string): Record<string, unknown> {
  const exports = require(file) as Record<string, unknown>;
  return Object.assign({}, ...Object.values(exports).filter((value) => typeof value === 'object' && value !== null));
}

function filePairs(files: string[]): Pair[] {
  return files
    .filter((file) => /\.en-US\.tsx?$/.test(file))
    .map((file) => {
      const jaFile = file.replace(/\.en-US\.(tsx?)$/, '.ja.$1');
      return { name: path.relative(repoRoot, file), en: mergedObjects(file), ja: fs.existsSync(jaFile) ? mergedObjects(jaFile) : {} };
    });
}

function stringsModulePairs(files: string[]): Pair[] {
  return files
    .filter((file) => /\.ja\.tsx?$/.test(file) && !fs.existsSync(file.replace(/\.ja\.(tsx?)$/, '.en-US.$1')))
    .map((jaFile) => {
      const file = jaFile.replace(/\.ja\.(tsx?)$/, '.$1');
      const english = (require(file) as { enUS?: object }).enUS;
      const japanese = (require(jaFile) as { default?: object }).default;
      return { name: path.relative(repoRoot, file), en: english ?? {}, ja: japanese ?? {} };
    });
}

const files = apps.flatMap((app) => walk(path.join(repoRoot, app, 'src')));
const pairs = [...jsonPairs(files), ...modulePairs(files), ...filePairs(files), ...stringsModulePairs(files)];

test('finds the namespaces of the shared package and of every remote that has one', () => {
  const names = pairs.map((pair) => pair.name).join('\n');
  expect(names).toContain('shared/src/i18n/errors.en-US.ts');
  expect(names).toContain('shared/src/ui/i18n.ts');
  expect(names).toContain('clip-ui/src/i18n.ts');
  if (fs.existsSync(path.join(repoRoot, 'shell/src/i18n/shell.en-US.ts'))) expect(names).toContain('shell/src/i18n/shell.en-US.ts');
  for (const app of ['mfe-clips', 'mfe-channels', 'mfe-account', 'mfe-streamer']) {
    if (fs.existsSync(path.join(repoRoot, app, 'src/i18n/en-US.json'))) expect(names).toContain(`${app}/src/i18n/en-US.json`);
    expect(names).toContain(`${app}/src/i18n.ts`);
  }
});

test('every strings module found has its English strings and its translation', () => {
  for (const pair of pairs) {
    expect([pair.name, Object.keys(pair.en as object).length > 0]).toEqual([pair.name, true]);
    expect([pair.name, Object.keys(pair.ja as object).length > 0]).toEqual([pair.name, true]);
  }
});

test.each(pairs.map((pair) => [pair.name, pair] as const))('%s has the same keys in en-US and ja', (_name, pair) => {
  expect(findMissingKeys(pair.en, pair.ja)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  expect(findPlaceholderMismatches(pair.en, pair.ja)).toEqual([]);
});

test('the errors namespace translates every error code, the server’s and the client’s', () => {
  for (const code of [...errorCodes, ...clientErrorCodes]) {
    expect(typeof (errorsResources['en-US'] as Record<string, string>)[code]).toBe('string');
    expect(typeof (errorsResources.ja as Record<string, string>)[code]).toBe('string');
  }
});

test('the spec wording is used where the spec has it', () => {
  const en = errorsResources['en-US'] as Record<string, string>;
  expect(en.EMPTY_INPUT).toBe('Empty input detected');
  expect(en.INVALID_URL).toBe('Invalid input URL detected');
  expect(en.TITLE_TOO_SHORT).toBe('Clip name cannot be less than 3 characters');
  expect(en.LIKE_REQUIRES_LOGIN).toBe('Login is required to like a clip');
  expect(en.REPORT_REQUIRES_LOGIN).toBe('Sign in to report inappropriate content');
});

test('the parity check itself catches a missing key and a dropped placeholder', () => {
  expect(findMissingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x' })).toEqual({ onlyInFirst: ['b.c'], onlyInSecond: [] });
  expect(findPlaceholderMismatches({ hi: 'Hello {{name}}' }, { hi: 'こんにちは' })).toEqual(['hi']);
});

/**
 * SPEC section 8: the identity provider error codes the product handles, as Firebase spells them. Each must have its
 * own message in both languages (never the generic 'auth/unknown' one, never English left in the Japanese table).
 */
const SPEC_PROVIDER_CODES = [
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/unauthorized-domain',
  'auth/network-request-failed',
  'auth/user-mismatch',
  'auth/web-storage-unsupported',
  'auth/invalid-api-key',
  'auth/multi-factor-auth-required',
  'auth/wrong-password',
  'auth/email-already-in-use',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/invalid-credential',
  // Signed out when a token refresh fails because the user is disabled or the token expired.
  'auth/user-disabled',
  'auth/user-token-expired',
];

test.each(SPEC_PROVIDER_CODES)('the provider code %s has its own message in en-US and ja', (code) => {
  const en = errorsResources['en-US'] as Record<string, string>;
  const ja = errorsResources.ja as Record<string, string>;
  expect([code, typeof en[code], typeof ja[code]]).toEqual([code, 'string', 'string']);
  expect(en[code]).not.toBe(en['auth/unknown']);
  expect(ja[code]).not.toBe(ja['auth/unknown']);
  expect(ja[code]).not.toBe(en[code]);
  expect(ja[code]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
});

test('the provider codes of SPEC section 8 have distinct messages, except the two that mean "wrong email or password"', () => {
  const en = errorsResources['en-US'] as Record<string, string>;
  // Firebase answers invalid-credential where older projects answered wrong-password: to the person they are one thing.
  const same = new Set(['auth/wrong-password', 'auth/invalid-credential']);
  const messages = SPEC_PROVIDER_CODES.filter((code) => !same.has(code)).map((code) => en[code]);
  expect(new Set(messages).size).toBe(messages.length);
  expect(en['auth/wrong-password']).toBe(en['auth/invalid-credential']);
});
