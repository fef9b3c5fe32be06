import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { callIndex } from '../src/contract/call-index';
import { contract, callPaths } from '../src/contract';

/**
 * The root index of @clipyard/shared is one Module Federation singleton, shipped whole to every visitor: nothing it
 * imports statically may pull in zod (the schemas are the server's; the browser loads them only in development).
 */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specs.push(match[1]);
  return specs;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) {
        const resolved = resolveLocal(file, spec);
        if (resolved) queue.push(resolved);
      } else {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
      }
    }
  }
  return packages;
}

describe('the browser entry of @clipyard/shared', () => {
  it('reaches no zod through its static imports', () => {
    const reached = packagesReachedFrom(path.join(__dirname, '../src/index.ts'));
    expect(reached.has('react')).toBe(true); // the walker does follow the graph
    expect(reached.has('zod')).toBe(false);
  });

  it('the call index gives every call its method and auth, and the contract takes them from it', () => {
    expect(Object.keys(callIndex).sort()).toEqual([...callPaths].sort());
    for (const p of callPaths) {
      expect(contract[p].method).toBe(callIndex[p].method);
      expect(contract[p].auth).toBe(callIndex[p].auth);
    }
  });
});
