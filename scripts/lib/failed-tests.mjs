// eslint-disable-next-line no-control-regex -- ESC (\u001b) starts the ANSI colour codes stripped here
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The names of what failed, to repeat on the run's last lines (CI keeps only the tail of a long log, and a run that
 * ended "1 failed" without saying which cannot be fixed): jest's "FAIL path" lines and the tests Playwright lists under
 * its closing "N failed" / "N flaky" / "N interrupted".
 */
export function failedTestNames(output) {
  const names = [];
  let inPlaywrightList = false;
  for (const line of stripAnsi(output).split('\n')) {
    const text = line.replace(/^\[[\w-]+\] /, '');
    if (/^FAIL /.test(text)) names.push(text.trim());
    if (/^\s+\d+ (failed|flaky|interrupted)\b/.test(text)) {
      inPlaywrightList = true;
      continue;
    }
    if (inPlaywrightList && /^\s+(\[[\w-]+\] › )?\S+:\d+:\d+ › /.test(text)) names.push(text.trim());
    else inPlaywrightList = false;
  }
  return names;
}

/** The most failure blocks repeated at the end, and the lines kept of each (the message, not the whole call log). */
const DETAIL_BLOCKS = 8;
const DETAIL_LINES = 14;
/** The lines kept of the page a failed browser test left (its accessibility snapshot). */
const PAGE_LINES = 40;

/**
 * The page's accessibility snapshot from a Playwright error-context file (a ```yaml block): what was on screen when
 * the test failed, the one thing a failure that never happens on a developer's machine cannot otherwise tell.
 */
export function pageSnapshot(errorContext) {
  const match = /```yaml\n([\s\S]*?)```/.exec(errorContext);
  if (!match) return [];
  const lines = match[1].trimEnd().split('\n');
  const kept = lines.slice(0, PAGE_LINES).map((line) => `  page: ${line}`);
  if (lines.length > PAGE_LINES) kept.push(`  page: … ${lines.length - PAGE_LINES} more lines`);
  return kept;
}

/**
 * Why each test failed, to repeat on the run's last lines beside its name: CI keeps only the tail of the log, and a
 * runner's own failure report is printed long before (stop 29 ended on "1 failed" with the name and no cause). The
 * first lines of each of Playwright's numbered failure blocks ("  1) [chromium] › file:line › name") and of jest's
 * "● suite › name" blocks: the error, the expectation, the start of the call log. With `readErrorContext` (a path
 * as Playwright prints it → the file's text, or null), a browser test's block ends with the page it left.
 */
export function failureDetails(output, readErrorContext = () => null) {
  const blocks = [];
  let current = null;
  let last = null;
  for (const line of stripAnsi(output).split('\n')) {
    const text = line.replace(/^\[[\w-]+\] /, '');
    if (/^\s+\d+\) (\[[\w-]+\] › )?\S+:\d+:\d+ › /.test(text) || /^\s+● (?!Console\b)\S/.test(text)) {
      if (blocks.length >= DETAIL_BLOCKS) break;
      current = [text.trim()];
      last = current;
      blocks.push(current);
      continue;
    }
    const context = /^\s+Error Context: (\S+)/.exec(text);
    if (context && last) {
      last.push(...pageSnapshot(readErrorContext(context[1]) ?? ''));
      last = current = null;
      continue;
    }
    // jest's console blocks and Playwright's closing counts are not part of any failure.
    if (/^\s+● Console\b/.test(text) || /^\s+\d+ (passed|failed|flaky|interrupted|skipped|did not run)\b/.test(text)) current = null;
    if (!current || !text.trim()) continue;
    if (current.length > DETAIL_LINES) current = null;
    else current.push(text.trimEnd());
  }
  return blocks.map((block) => block.join('\n'));
}
