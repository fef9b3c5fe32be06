/**
 * `npm test` writes one migrated in-memory PGlite per run (scripts/lib/memory-snapshot.mjs) and removes it at the end:
 * the file is a real gzipped dump of the data folder, and remove() leaves no folder behind.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { prepareMemorySnapshot } from '../lib/memory-snapshot.mjs';

test('a run writes a migrated PGlite dump into a folder of its own, and removes the folder', { timeout: 120_000 }, () => {
  const logged = [];
  const snapshot = prepareMemorySnapshot((message) => logged.push(message));
  assert.ok(snapshot, `no snapshot: ${logged.join('\n')}`);
  try {
    const bytes = readFileSync(snapshot.file);
    assert.ok(bytes.length > 100_000, `a dump of ${bytes.length} bytes`);
    // gzip's magic number: PGlite's dumpDataDir('gzip'), not an error text.
    assert.deepEqual([...bytes.subarray(0, 2)], [0x1f, 0x8b]);
  } finally {
    snapshot.remove();
  }
  assert.equal(existsSync(path.dirname(snapshot.file)), false);
});
