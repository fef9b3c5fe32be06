import { stackLib, type ApiServer } from '../support/stack-lib';
import { expect, test } from '../support/stack';

/**
 * Boot as SPEC section 4 says (ADR 0103): the shell asks is-online at start; while the API does not answer, the
 * maintenance dialog shows over the painted layout and the shell keeps asking; when the API is back the dialog
 * closes and the site starts (sign-in, remotes).
 */
test('an API that does not answer: the maintenance dialog shows, and closes when the API is back', async ({ page, site }) => {
  test.setTimeout(180_000);
  const lib = await stackLib();
  // A port of this worker's block where no API listens yet.
  const port = site.stack.extraPort(3);
  const config = site.stack.web.state.config;
  const saved = config.apiBaseUrl;
  config.apiBaseUrl = `http://localhost:${port}/`;
  let api: ApiServer | null = null;
  try {
    await site.open(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Clipyard is currently down for maintenance' });
    await expect(dialog).toBeVisible();
    // It keeps asking: still there after the first automatic attempt.
    await expect(page.getByTestId('maintenance-retry')).toBeEnabled({ timeout: 15_000 });
    await expect(dialog).toBeVisible();

    api = await lib.startApiServer({
      port,
      quiet: true,
      env: { DATA_DIR: 'memory', SEED: 'false', RATE_LIMIT: 'false', CORS_ORIGINS: `http://localhost:${site.stack.basePort},http://127.0.0.1:${site.stack.basePort}` },
    });
    await expect(page.getByTestId('maintenance-retry')).toBeEnabled({ timeout: 70_000 });
    await page.getByTestId('maintenance-retry').click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    // The startup routines ran: the frontpage's remote is mounted.
    await expect(page.locator('[data-remote="mfe_clips"]')).toBeVisible();
  } finally {
    config.apiBaseUrl = saved;
    await api?.stop();
  }
});
