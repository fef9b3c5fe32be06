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

test("ends a browser test's block with the page it left: the accessibility snapshot of its error context", () => {
  const output = [
    '[e2e]   1) tests/journeys/a.spec.ts:31:1 › refuses a signed-out like ──────',
    '[e2e]     Error: expect(locator).toBeVisible() failed',
    ...Array.from({ length: 30 }, (_, i) => `[e2e]       - call log line ${i}`),
    '[e2e]     Error Context: test-results/a-refuses/error-context.md',
    '[e2e]   1 failed',
  ].join('\n');
  const files = {
    'test-results/a-refuses/error-context.md': '# Error details\n\n```yaml\n- dialog "Like":\n  - paragraph: Login is required\n```\n\n# Test source\n```ts\nx\n```\n',
  };
  const [block] = failureDetails(output, (path) => files[path] ?? null);
  assert.match(block, /call log line 0/);
  assert.match(block, /\n {2}page: - dialog "Like":\n {2}page: {3}- paragraph: Login is required$/);
  assert.doesNotMatch(block, /Test source/);
});

test('keeps the first lines of a long page, and nothing when the error context cannot be read', () => {
  const output = ['  1) tests/a.spec.ts:3:1 › x', '    Error: boom', '    Error Context: gone/error-context.md'].join('\n');
  assert.equal(failureDetails(output, () => null)[0], '1) tests/a.spec.ts:3:1 › x\n    Error: boom');
  const long = '```yaml\n' + Array.from({ length: 100 }, (_, i) => `- item ${i}`).join('\n') + '\n```';
  const lines = failureDetails(output, () => long)[0].split('\n');
  assert.equal(lines.filter((line) => line.startsWith('  page: - item')).length, 40);
  assert.equal(lines.at(-1), '  page: … 60 more lines');
});
