import { readFileSync } from 'node:fs';

/**
 * A migrated, empty in-memory PGlite, dumped once and loaded by every in-memory database that follows (tests, the e2e
 * stack's APIs). A fresh one costs initdb plus every migration, about 4 CPU seconds each time on this machine; one
 * loaded from the dump costs under one (issue 25: a test run opens a few hundred). Migrations still run after the load,
 * so a dump older than the code is brought up to date, never trusted as current.
 *
 * `PGLITE_MEMORY_SNAPSHOT` names the dump (scripts/test.mjs writes one per run with `memory-snapshot-cli.ts`). Unset,
 * or unreadable, an in-memory database starts fresh as before: the snapshot is a shortcut, never a requirement.
 */
export const MEMORY_SNAPSHOT_ENV = 'PGLITE_MEMORY_SNAPSHOT';

/** The dump to start an in-memory PGlite from, or undefined (none named, or it cannot be read). */
export function readMemorySnapshot(file = process.env[MEMORY_SNAPSHOT_ENV]): Blob | undefined {
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
