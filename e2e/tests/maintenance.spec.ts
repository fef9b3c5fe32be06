import { stackLib, type ApiServer } from '../support/stack-lib';
import { expect, test } from '../support/stack';

/**
 * Boot as SPEC section 4 says (ADR 0103): the shell asks is-online at start; while the API does not answer, or answers
 * that it is in maintenance (MAINTENANCE=true: 503), the maintenance dialog shows over the painted layout and the
 * shell keeps asking; when the API is back the dialog closes and the site starts (sign-in, remotes).
 */
// The API is kept away on purpose: the browser logs the refused connections and the 503s, and the shell logs why it
// shows the maintenance dialog (a diagnostic for the people running the site).
test.use({
  allowedConsoleErrors: {
    patterns: [
      /^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED @ http:\/\/localhost:\d+\//,
      /^console\.error: Failed to load resource: the server responded with a status of 503 .* @ http:\/\/localhost:\d+\/is-online$/,
      /^console\.error: \[boot\] the API is down for maintenance or does not answer/,
    ],
  },
});

test('an API that does not answer, then one in maintenance: the maintenance dialog shows, and closes when the API is back', async ({ page, site }) => {
  test.setTimeout(240_000);
  const lib = await stackLib();
  // A port of this worker's block where no API listens yet.
  const port = site.stack.extraPort(3);
  const config = site.stack.web.state.config;
  const saved = config.apiBaseUrl;
  config.apiBaseUrl = `http://localhost:${port}/`;
  const startApi = (env: Record<string, string> = {}, readyPath?: string) =>
    lib.startApiServer({
      port,
      quiet: true,
      readyPath,
      env: { DATA_DIR: 'memory', SEED: 'false', RATE_LIMIT: 'false', CORS_ORIGINS: `http://localhost:${site.stack.basePort},http://127.0.0.1:${site.stack.basePort}`, ...env },
    });
  const retry = page.getByTestId('maintenance-retry');
  let api: ApiServer | null = null;
  let passed = false;
  try {
    await site.open(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Clipyard is currently down for maintenance' });
    await expect(dialog).toBeVisible();
    // It keeps asking: still there after the first automatic attempt.
    await expect(retry).toBeEnabled({ timeout: 15_000 });
    await expect(dialog).toBeVisible();

    // The API answers now, but that it is in maintenance: the dialog stays.
    api = await startApi({ MAINTENANCE: 'true' }, 'openapi.json');
    expect((await page.request.get(`${api.url}is-online`)).status()).toBe(503);
    await expect(retry).toBeEnabled({ timeout: 70_000 });
    const answered = page.waitForResponse((response) => response.url() === `${api!.url}is-online` && response.status() === 503, { timeout: 70_000 });
    await retry.click();
    await answered;
    await expect(retry).toBeEnabled({ timeout: 70_000 });
    await expect(dialog).toBeVisible();
    await api.stop();

    api = await startApi();
    await expect(retry).toBeEnabled({ timeout: 70_000 });
    await retry.click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    // The startup routines ran: the frontpage's remote is mounted.
    await expect(page.locator('[data-remote="mfe_clips"]')).toBeVisible();
    passed = true;
  } finally {
    config.apiBaseUrl = saved;
    // The page first: the started site keeps calling its API (activity, notifications), and an API stopped under a
    // call in flight resets it, which the browser logs as an error of this test (run 40). A failed test keeps its page
    // for the failure's screenshot and snapshot.
    if (passed) await page.close();
    await api?.stop();
  }
});
