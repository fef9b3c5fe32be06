import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTestNames } from '../lib/failed-tests.mjs';

test('names the tests Playwright lists as failed or flaky, and jest files that failed', () => {
  const output = [
    '  ✓  12 tests/a.spec.ts:3:1 › passes (1.2s)',
    '  ✘  13 tests/b.spec.ts:7:1 › breaks (3.0s)',
    '',
    '  1 failed',
    '    tests/journeys/b.spec.ts:7:1 › journey › breaks ─────────────',
    '  1 flaky',
    '    [chromium] › tests/c.spec.ts:9:5 › sometimes ─────────',
    '  2120 passed (20.1m)',
    '\u001b[31mFAIL\u001b[39m mfe-streamer src/features/x.test.tsx',
    'PASS shared src/y.test.ts',
  ].join('\n');
  assert.deepEqual(failedTestNames(output), [
    'tests/journeys/b.spec.ts:7:1 › journey › breaks ─────────────',
    '[chromium] › tests/c.spec.ts:9:5 › sometimes ─────────',
    'FAIL mfe-streamer src/features/x.test.tsx',
  ]);
});

test('names nothing when everything passed', () => {
  assert.deepEqual(failedTestNames('  2124 passed (20.7m)\nPASS shared src/y.test.ts\n'), []);
});
