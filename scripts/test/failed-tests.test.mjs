import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTestNames, failureDetails } from '../lib/failed-tests.mjs';

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

test('repeats the first lines of why each test failed, Playwright and jest alike, and stops at the call log', () => {
  const output = [
    '[e2e]   1) [chromium] › tests/journeys/a.spec.ts:31:1 › refuses a signed-out like ──────',
    '[e2e] ',
    '[e2e]     Error: expect(locator).toBeVisible() failed',
    '[e2e] ',
    "[e2e]     Locator: getByText('Login is required')",
    '[e2e]     Expected: visible',
    ...Array.from({ length: 30 }, (_, i) => `[e2e]       - call log line ${i}`),
    '[e2e]   1 failed',
    '[jest]   \u001b[1m● lists › shows the empty state\u001b[22m',
    '[jest]     expect(received).toBe(expected)',
    '[jest]   ● Console',
    '[jest]     console.log hello',
  ].join('\n');
  const [playwright, jest, ...rest] = failureDetails(output);
  assert.equal(rest.length, 0);
  assert.match(playwright, /^1\) \[chromium\] › tests\/journeys\/a\.spec\.ts:31:1 › refuses a signed-out like/);
  assert.match(playwright, /Error: expect\(locator\)\.toBeVisible\(\) failed\n {4}Locator: getByText\('Login is required'\)\n {4}Expected: visible/);
  assert.ok(playwright.split('\n').length <= 16, 'a block is cut after its first lines');
  assert.doesNotMatch(playwright, /call log line 20/);
  assert.equal(jest, '● lists › shows the empty state\n    expect(received).toBe(expected)');
});

test('repeats nothing when everything passed', () => {
  assert.deepEqual(failureDetails('  2124 passed (20.7m)\nPASS shared src/y.test.ts\n'), []);
});
