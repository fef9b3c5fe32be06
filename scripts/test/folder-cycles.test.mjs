/**
 * No two folders of an app import each other, directly or round a loop (issue 21): lint's zones keep a feature's
 * insides private (only its index.ts is reachable), but a loop through two index files still ties two features
 * together so neither can change, load or be tested alone. The folders are each `src/features/<name>` and each other
 * folder under `src/`; the app root's files (bootstrap, routes) compose them and are left out. Tests are left out too.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../lib/source-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = ['shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-')), 'server', 'shared'];

/**
 * The folder a file belongs to: `features/<name>` counts as `<name>`; a file in src/ itself belongs to none. An import
 * of a folder itself (`'../../api'`, its index file) belongs to that folder: read as a file in src/, it hid the loop
 * api → session → api in the platform package.
 */
export function folderOf(src, file) {
  const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index') : file;
  const parts = path.relative(src, target).split(path.sep);
  if (parts.length === 1) return null;
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : parts[0];
}

/** folder → the set of other folders its files import (static and dynamic relative imports). */
export function folderGraph(src) {
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(src, file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(src, path.resolve(path.dirname(file), match[1]));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** One loop of the graph as [a, b, ..., a], or null. */
export function findCycle(graph) {
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

test('an import of a folder counts as an import of that folder', () => {
  const src = path.join(ROOT, 'shared', 'src');
  assert.equal(folderOf(src, path.join(src, 'api')), 'api');
  assert.equal(folderOf(src, path.join(src, 'api', 'call-api')), 'api');
  assert.equal(folderOf(src, path.join(src, 'index')), null);
});

test('the check finds a loop, and none where there is none', () => {
  const graph = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
  assert.deepEqual(findCycle(graph({ boot: ['routing'], routing: ['layout'], layout: ['boot'] })), ['boot', 'routing', 'layout', 'boot']);
  assert.equal(findCycle(graph({ boot: ['routing', 'layout'], routing: ['layout'], layout: [] })), null);
});

for (const app of APPS) {
  const src = path.join(ROOT, app, 'src');
  if (!existsSync(src)) continue;
  test(`${app}: no two folders import each other`, () => {
    const cycle = findCycle(folderGraph(src));
    assert.equal(cycle, null, `${app}/src folders import each other round a loop: ${cycle?.join(' → ')}`);
  });
}
