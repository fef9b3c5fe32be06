import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import { createUser } from './support/api';
import { logInThroughUi } from './support/ui';

/**
 * Issue 9's account gaps through the composed site: the header's account menu, the saved profile picture in the
 * header and on the profile page, and /account/login opened while signed in.
 */
test('the header menu leads to the profile; a saved picture shows in the header; login while signed in offers sign out', async ({ page, site }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-avatar-'));
  const png = path.join(dir, 'me.png');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x3366cc:s=120x120', '-frames:v', '1', png]);
  const user = await createUser(site.stack);
  try {
    await logInThroughUi(page, site, user);
    const accountButton = page.getByRole('banner').getByRole('button', { name: `Account of ${user.username}` });
    await expect(accountButton).toContainText(user.username);
    await expect(accountButton.locator('img')).toHaveCount(0);

    await accountButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Your profile', 'Connections', 'Blocked users and channels', 'Your submissions', 'Your lists', 'My reports', 'Log out']);
    await menu.getByRole('menuitem', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/account\/userProfile$/);

    await page.getByTestId('profile-image-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: readFileSync(png) });
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect(page.getByText('Profile picture saved')).toBeVisible();
    // The saved picture, from the media host, on the page and in the header; both really load.
    const saved = page.getByRole('img', { name: 'Your profile picture' });
    await expect(saved).toHaveAttribute('src', /\/media\/profiles\/[^/]+\.webp\?version=1$/);
    await expect.poll(() => saved.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    const headerPicture = accountButton.locator('img');
    await expect(headerPicture).toHaveAttribute('src', /\/media\/profiles\/[^/]+\.webp\?version=1$/);
    await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

    // /account/login while signed in says so; signing out there brings the form.
    await site.open(page, '/account/login');
    await expect(page.getByText(`You are already logged in as ${user.username}.`)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByTestId('sign-in-button')).toBeVisible();

    // Signed in again, the header menu signs out too.
    await logInThroughUi(page, site, user);
    await accountButton.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
