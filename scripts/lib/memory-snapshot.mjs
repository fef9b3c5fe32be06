/**
 * One migrated in-memory PGlite per test run (server/src/db/memory-snapshot.ts): written once into a folder of the
 * run's own, named to every suite by PGLITE_MEMORY_SNAPSHOT, removed when the run ends. Every in-memory database of
 * the run (server tests on PGlite, the e2e stack's APIs) then loads it instead of running initdb and every migration.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './stack.mjs';

/** Writes the snapshot; answers its file and a remove(), or null (and why, logged) when it could not be written. */
export function prepareMemorySnapshot(log = console.log) {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipyard-pglite-'));
  const file = path.join(dir, 'migrated.tgz');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/memory-snapshot-cli.ts', file], { cwd: path.join(ROOT, 'server'), encoding: 'utf8' });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) {
    // Not fatal: every in-memory database then starts fresh, as it would without a snapshot (only slower).
    log(`no PGlite snapshot (in-memory databases start fresh): ${(result.stderr || result.error?.message || '').trim().slice(-500)}`);
    remove();
    return null;
  }
  return { file, remove };
}
