import type { Browser, BrowserContext, ConsoleMessage, WebError } from '@playwright/test';

/**
 * "No console error on any journey" (issue 19): every test collects the console messages of type error and the
 * uncaught page errors of every page it opens, in its own context and in any context it opens itself (a second
 * device), and fails when one appeared that it did not declare. A browser logs a failed request as a console error
 * too ("Failed to load resource: … 403"), so a call the app makes too early or a resource it gets wrong fails the
 * journey that shows it.
 *
 * Only a test that causes an error on purpose declares it, as narrowly as it can:
 * - for a whole file or describe block: `test.use({ allowedConsoleErrors: { patterns: [/pattern/] } })`;
 * - for one step of one test: `consoleErrors.allow(/pattern/)`.
 * Each entry is matched against `console.error: <text> @ <url>` or `pageerror: <name>: <message> (at <script:line:col>)
 * @ <page url>`. There is no global
 * allowance: each pattern says, next to the test, why that error is expected.
 */
export interface ConsoleErrors {
  /** Declares an error this test causes on purpose (from now until the test ends). */
  allow(pattern: RegExp): void;
  /** What was collected so far (for a test that asserts an error it causes). */
  seen(): readonly string[];
}

function describeConsole(message: ConsoleMessage): string {
  const where = message.location().url;
  return `console.error: ${message.text()}${where ? ` @ ${where}` : ''}`;
}

function describeWebError(webError: WebError): string {
  const error = webError.error();
  // Where it was thrown (the first frame of its stack), so a pattern can name the script, not only the page.
  const thrownAt = /\n\s+at (?:.*\()?(\S+?:\d+:\d+)\)?/.exec(error.stack ?? '')?.[1];
  return `pageerror: ${error.name}: ${error.message}${thrownAt ? ` (at ${thrownAt})` : ''}${webError.page() ? ` @ ${webError.page()!.url()}` : ''}`;
}

/**
 * Starts collecting for one test; `finish()` stops and answers the errors no pattern allows. `browser.newContext`
 * (which `browser.newPage` uses) is wrapped for the test's duration so a context the test opens is watched as well,
 * and closed by `closeOpened()` when the test ends.
 */
export function watchConsoleErrors(
  context: BrowserContext,
  browser: Browser,
  allowed: readonly RegExp[],
): ConsoleErrors & { finish(): string[]; closeOpened(): Promise<void> } {
  const seen: string[] = [];
  const opened: BrowserContext[] = [];
  const patterns = [...allowed];
  const watch = (target: BrowserContext) => {
    target.on('console', (message) => {
      if (message.type() === 'error') seen.push(describeConsole(message));
    });
    target.on('weberror', (webError) => seen.push(describeWebError(webError)));
  };
  watch(context);
  const original = browser.newContext;
  const wrapped: Browser['newContext'] = async (...args) => {
    const context = await original.apply(browser, args);
    watch(context);
    opened.push(context);
    return context;
  };
  browser.newContext = wrapped;
  return {
    allow: (pattern) => void patterns.push(pattern),
    seen: () => [...seen],
    finish: () => {
      // Put back only our own wrapper (another fixture may have wrapped it after us).
      if (browser.newContext === wrapped) browser.newContext = original;
      return seen.filter((entry) => !patterns.some((pattern) => pattern.test(entry)));
    },
    // A second device's context a test forgot to close would live on for the rest of the worker: its pages keep
    // running the app (polling, playing, calling the API) beside every later test (run 40 ended with six pages open).
    closeOpened: async () => {
      await Promise.all(opened.splice(0).map((context) => context.close().catch(() => undefined)));
    },
  };
}
