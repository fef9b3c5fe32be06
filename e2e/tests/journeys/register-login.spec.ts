import { expect, test } from '../../support/stack';
import { callApi, uniqueName } from './support/api';
import { logInThroughUi, preferJapanese } from './support/ui';

test('register in Japanese, land on the welcome page, then log in again in English', async ({ page, site, browser, consoleErrors }) => {
  const username = uniqueName('reg_');
  const email = `${username}@example.com`;
  const password = 'secret-e2e-123';

  await preferJapanese(page);
  await site.open(page, '/account/register');
  await expect(page.getByRole('heading', { name: 'アカウントを作成' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('ユーザー名').fill(username);
  await expect(page.getByText('このユーザー名は使用できます。')).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill(password);
  await page.getByRole('button', { name: '登録' }).click();
  await expect(page).toHaveURL(/\/account\/register\/welcome$/);
  await expect(page.getByRole('heading', { name: `Clipyard へようこそ、${username} さん！` })).toBeVisible();

  // The account exists on the server under that username.
  const taken = await callApi<{ isInUse: boolean }>(site.stack.apiUrl, 'client/userLogins/checkUsernameInUse', { username });
  expect(taken.isInUse).toBe(true);

  // A second registration with the same email is refused with the spec's message (the provider's 400: on purpose).
  consoleErrors.allow(/status of 400 .* @ http:\/\/[^/]+\/identitytoolkit\.googleapis\.com\/v1\/accounts:signUp\b/);
  const again = await (await browser.newContext()).newPage();
  await site.open(again, '/account/register');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Username').fill(uniqueName('reg_'));
  await again.locator('input[autocomplete="new-password"]').fill(password);
  await again.getByRole('button', { name: 'Register' }).click();
  await expect(again.getByRole('dialog')).toContainText('Failed to create account with the given email and password');

  const fresh = await (await browser.newContext()).newPage();
  await logInThroughUi(fresh, site, { email, password, username });
});

test('a wrong password is refused on the login screen', async ({ page, site, consoleErrors }) => {
  // The provider refuses the wrong password with a 400, which the browser logs: on purpose.
  consoleErrors.allow(/status of 400 .* @ http:\/\/[^/]+\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword\b/);
  await site.open(page, '/account/login');
  await page.getByLabel('Email').fill(`${uniqueName('nobody_')}@example.com`);
  await page.locator('input[autocomplete="current-password"]').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
});
