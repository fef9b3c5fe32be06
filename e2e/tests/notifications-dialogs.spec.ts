import { expect, test } from '../support/stack';
import { waitForReadyClips } from './journeys/support/api';

/**
 * Notifications and dialogs as people meet them, through the clip menu's bottom sheet on a seeded
 * clip: a positive notification at the bottom in white that leaves after 5 s; the sign-in dialog
 * of SPEC section 5 with its ok button focused; the bottom sheet driven by the keyboard.
 */
test.skip(process.env.E2E_SEED === 'false', 'needs the demo clips');

async function openFirstClip(page: import('@playwright/test').Page, shellUrl: string, apiUrl: string) {
  // The frontpage lists what is ready when it loads: wait for the seed's encodes (a restarted API seeds again).
  await waitForReadyClips(apiUrl);
  await page.goto(shellUrl + '/');
  const firstClip = page.locator('a[href*="/clip/"]').first();
  await expect(firstClip).toBeVisible({ timeout: 30_000 });
  await firstClip.click();
  await expect(page.getByTestId('clip-menu-button')).toBeVisible();
}

test('Share Clip → Copy link: a positive notification, bottom position, white text, gone after 5 s', async ({ page, context, site }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.stack.shellUrl });
  await openFirstClip(page, site.stack.shellUrl, site.stack.apiUrl);
  await page.getByTestId('clip-menu-button').click();
  const sheet = page.getByTestId('bottom-sheet');
  await expect(sheet).toBeVisible();
  // SPEC's clip menu, with Save (issue 23 item 5, ADR 0149: signed out it asks to sign in, as Report does).
  await expect(sheet.getByRole('menuitem')).toHaveText(['Share Clip', 'Report Clip', 'Block Channel', 'Save', 'Download Clip', 'Cancel']);
  await page.getByTestId('bottom-sheet-share').click();
  // Share Clip opens the share sheet (link, link at the current moment, embed code): Copy link copies the clip page.
  await expect(page.getByTestId('bottom-sheet-copy-embed')).toBeVisible();
  await page.getByTestId('bottom-sheet-copy-link').click();
  // Other notes may be up at the same time (the service worker's first install says the site works offline).
  const note = page.getByTestId('notification').filter({ hasText: 'Link copied' });
  await expect(note).toHaveText(/Link copied/);
  await expect(note).toHaveAttribute('data-type', 'positive');
  await expect(note).toHaveAttribute('data-position', 'bottom');
  expect(await note.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/clip\//);
  await expect(note).toHaveCount(0, { timeout: 7_000 });
});

test('Report Clip signed out: the sign-in dialog with its ok button focused; Login goes to the login page', async ({ page, site }) => {
  await openFirstClip(page, site.stack.shellUrl, site.stack.apiUrl);
  await page.getByTestId('clip-menu-button').click();
  // The bottom sheet works from the keyboard: first item focused, arrow down, Enter.
  await expect(page.getByTestId('bottom-sheet-share')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('bottom-sheet-report')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('Sign in to report inappropriate content');
  await expect(page.getByTestId('dialog-ok')).toBeFocused();
  await expect(page.getByTestId('dialog-ok')).toHaveText('Login');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/login$/);
});
