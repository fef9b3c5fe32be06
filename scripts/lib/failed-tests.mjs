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
