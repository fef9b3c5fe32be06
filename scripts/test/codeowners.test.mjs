/**
 * .github/CODEOWNERS names one owner for every workspace package (issue 21): a package added to
 * pnpm-workspace.yaml without an owner line fails here, and a remote's team owns its remote and nothing else.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The owner lines: [pattern, owners[]] in file order. */
function ownerLines() {
  return read('.github/CODEOWNERS')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      return [pattern, owners];
    });
}

/** The folders listed under `packages:` in pnpm-workspace.yaml (the block ends at the next top-level key). */
function workspacePackages() {
  const lines = read('pnpm-workspace.yaml').split('\n');
  const start = lines.findIndex((line) => line.trim() === 'packages:');
  const block = lines.slice(start + 1);
  const end = block.findIndex((line) => /^\S/.test(line));
  return (end === -1 ? block : block.slice(0, end))
    .map((line) => /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line)?.[1])
    .filter(Boolean);
}

test('every workspace package has exactly one owner line of its own', () => {
  const lines = ownerLines();
  const packages = workspacePackages();
  assert.ok(packages.includes('shared') && packages.length >= 8, `read the workspace: ${packages.join(', ')}`);
  for (const dir of packages) {
    const own = lines.filter(([pattern]) => pattern === `/${dir}/`);
    assert.equal(own.length, 1, `${dir}: ${own.length} owner lines`);
    assert.equal(own[0][1].length, 1, `${dir}: one team, not ${own[0][1].join(' ')}`);
  }
});

test('each remote belongs to its own team, which owns nothing else; the platform team owns the kernel and the shell', () => {
  const lines = ownerLines();
  const ownerOf = (dir) => lines.find(([pattern]) => pattern === `/${dir}/`)?.[1][0];
  const remotes = workspacePackages().filter((dir) => dir.startsWith('mfe-'));
  assert.equal(remotes.length, 4);
  const teams = remotes.map(ownerOf);
  assert.equal(new Set(teams).size, remotes.length, `one team per remote: ${teams.join(', ')}`);
  for (const team of teams) {
    assert.notEqual(team, '@clipyard/platform');
    assert.equal(lines.filter(([, owners]) => owners.includes(team)).length, 1, `${team} owns one folder`);
  }
  assert.equal(ownerOf('shared'), '@clipyard/platform');
  assert.equal(ownerOf('shell'), '@clipyard/platform');
  // The catch-all comes first, or it would override every line above it.
  assert.deepEqual(lines[0], ['*', ['@clipyard/platform']]);
});
