import { expect, test, type Page } from '../support/stack';

// SPEC section 9, as the browser computes them.
const themes = {
  Dark: { primary: 'rgb(212, 212, 212)', secondary: 'rgb(23, 23, 23)', accent: 'rgb(64, 64, 64)', info: 'rgb(169, 172, 233)' },
  'True Dark': { primary: 'rgb(209, 213, 219)', secondary: 'rgb(0, 0, 0)', accent: 'rgb(38, 38, 38)', info: 'rgb(169, 172, 233)' },
  Light: { primary: 'rgb(2, 6, 23)', secondary: 'rgb(248, 250, 252)', accent: 'rgb(226, 232, 240)', info: 'rgb(37, 99, 235)' },
} as const;

async function colours(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement;
    const ok = document.querySelector('[data-testid="settings-ok"]') as HTMLElement | null;
    const info = document.querySelector('[data-testid="not-found"] p') as HTMLElement | null;
    return {
      secondary: getComputedStyle(header).backgroundColor,
      accent: getComputedStyle(header).borderBottomColor,
      primary: ok ? getComputedStyle(ok).backgroundColor : null,
      info: info ? getComputedStyle(info).color : null,
    };
  });
}

test('settings: titled Settings, Choose a language, cancellable; switching to 日本語 applies everywhere and persists', async ({ page, site }) => {
  await site.open(page, '/menu');
  await page.getByTestId('settings-button').click();
  const dialog = page.getByTestId('settings-dialog');
  await expect(dialog.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(dialog).toContainText('Choose a language');
  await dialog.getByRole('radio', { name: '日本語' }).check();
  await page.getByTestId('settings-cancel').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();

  await page.getByTestId('settings-button').click();
  await dialog.getByRole('radio', { name: '日本語' }).check();
  await page.getByTestId('settings-ok').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: 'メニュー' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('APP_LANGUAGE_PREFERENCE'))).toBe('ja');

  // A remote loaded afterwards speaks Japanese too, and the choice survives a reload.
  await page.goto(`${site.stack.shellUrl}/overview`);
  await expect(page.getByRole('heading', { name: '概要' })).toBeVisible();
  await expect(page).toHaveTitle(/概要/);
});

test('themes: Dark by default; Light and True Dark switch to the exact SPEC colours and persist', async ({ page, site, consoleErrors }) => {
  // An unknown address on purpose (the not-found page is the lightest one): answered 404, which the browser logs.
  consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/no-such-page\/at\/all$/);
  await site.open(page, '/no-such-page/at/all');
  await page.getByTestId('settings-button').click();
  expect(await colours(page)).toEqual(themes.Dark);
  expect(await page.evaluate(() => localStorage.getItem('app-color-preference'))).toBeNull();

  for (const [name, label] of [['Light', 'Light'], ['True Dark', 'True Dark']] as const) {
    await page.getByTestId('settings-dialog').getByRole('radio', { name: label, exact: true }).check();
    await page.getByTestId('settings-ok').click();
    await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
    await page.getByTestId('settings-button').click();
    expect(await colours(page)).toEqual(themes[name]);
    expect(await page.evaluate(() => localStorage.getItem('app-color-preference'))).toBe(name);
  }
  await page.reload();
  await page.getByTestId('settings-button').click();
  expect(await colours(page)).toEqual(themes['True Dark']);
});
