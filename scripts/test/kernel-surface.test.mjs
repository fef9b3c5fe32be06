/**
 * The platform kernel's size and usage (issue 21 item 1, shared/README.md): `@clipyard/shared` should hold only what
 * is one instance or one truth at run time, each export used by two apps or more or a singleton by nature. It is not
 * there yet; until it is, this test keeps it from growing away from that: the number of source files may not rise
 * above `maxFiles`, and an export of the root entry that exactly one app imports must be listed in
 * `shared/kernel-debt.json`: either kept, with the reason it is one truth or one instance by nature (the shell's hooks
 * into the kernel, the contract), or in `toMove` (still to move to its app or to a library of its own). A name that
 * has moved, or that a second app now uses, fails here until it is crossed off, so the lists only shrink.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from '../lib/source-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHARED_SRC = path.join(ROOT, 'shared', 'src');
const debt = JSON.parse(readFileSync(path.join(ROOT, 'shared', 'kernel-debt.json'), 'utf8'));
const APPS = ['shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))];

/** The names the root entry (`@clipyard/shared`) exports, with the file each is declared in. */
function rootExports() {
  const entry = path.join(SHARED_SRC, 'index.ts');
  const program = ts.createProgram([entry], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name);
}

/** name → the apps whose production code imports it from the root entry. */
function importers() {
  const users = new Map();
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@clipyard\/shared'/g)) {
        for (const part of match[1].split(',')) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
          if (!name) continue;
          if (!users.has(name)) users.set(name, new Set());
          users.get(name).add(app);
        }
      }
    }
  }
  return users;
}

const files = sourceFiles(SHARED_SRC, /\.(tsx?|cjs|mjs|html)$/).length;
const users = importers();
const singleApp = rootExports()
  .filter((name) => users.get(name)?.size === 1)
  .sort();

test(`shared/src holds at most ${debt.maxFiles} source files (${files} now; the kernel's target is ${debt.targetFiles})`, () => {
  assert.ok(files <= debt.maxFiles, `shared/src has ${files} source files, more than kernel-debt.json's maxFiles ${debt.maxFiles}: move the new code into the app that uses it (shared/README.md)`);
});

const listedNames = [...Object.values(debt.kept).flat(), ...debt.toMove];

test('no new export of the root entry is used by one app only', () => {
  const listed = new Set(listedNames);
  const unlisted = singleApp.filter((name) => !listed.has(name));
  assert.deepEqual(unlisted, [], `used by one app only, so it belongs in that app (shared/README.md): ${unlisted.map((n) => `${n} (${[...users.get(n)].join()})`).join(', ')}`);
});

test('the debt list only names exports still used by one app (cross off what moved)', () => {
  const current = new Set(singleApp);
  const stale = listedNames.filter((name) => !current.has(name));
  assert.deepEqual(stale, [], `no longer single-app exports: remove them from shared/kernel-debt.json: ${stale.join(', ')}`);
});
