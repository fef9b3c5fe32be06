import { expect, test } from '../../support/stack';
import { uniqueName } from './support/api';
import { continueUrl, readOobCode } from './support/oob-codes';
import { preferJapanese } from './support/ui';

// Issue 19 item 1: the link a person clicks in the verification email is the provider's own (here the Auth
// emulator's `oobLink`): its handler verifies the address, then continues to the address the site gave. That page
// used to say "This link is incomplete", and the email was asked for in English for a Japanese user.

test('register in Japanese, click the email’s link: verified, thanked in Japanese; the continue address never says "incomplete"', async ({ page, site, browser }) => {
  const username = uniqueName('verify_');
  const email = `${username}@example.com`;
  await preferJapanese(page);
  await site.open(page, '/account/register');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('ユーザー名').fill(username);
  await expect(page.getByText('このユーザー名は使用できます。')).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill('secret-e2e-123');
  await page.getByRole('button', { name: '登録' }).click();
  await expect(page.getByRole('heading', { name: `Clipyard へようこそ、${username} さん！` })).toBeVisible();

  // The email is asked for in the person's language: Firebase sends auth.languageCode as X-Firebase-Locale, which
  // a real project uses for the email's text and the link's `lang` (the emulator writes lang=en whatever it gets).
  const asked = page.waitForRequest((request) => request.url().includes('accounts:sendOobCode') && request.method() === 'POST');
  await page.getByRole('button', { name: '確認メールを送信' }).click();
  expect((await asked).headers()['x-firebase-locale']).toBe('ja');
  await expect(page.getByText('メールを送信しました。迷惑メールフォルダもご確認ください。')).toBeVisible();

  const sent = await readOobCode(site.stack, email, 'VERIFY_EMAIL');
  const after = continueUrl(sent);
  expect(after).toBe(`${site.stack.shellUrl}/account/action?continue=verifyEmail&lang=ja`);

  // The person clicks the link in the email: the provider's page verifies, then continues to the site.
  await page.goto(sent.oobLink);
  await expect(page.getByText('メールアドレスの認証ありがとうございます')).toBeVisible();
  await expect(page).toHaveURL(`${site.stack.shellUrl}/`);
  await expect(page.getByText('このリンクは不完全です')).toHaveCount(0);

  // The server asked the provider again: the email page (the profile it keeps) says verified.
  await site.open(page, '/account/email');
  await expect(page.getByText('認証済み', { exact: true })).toBeVisible();

  // The continue address followed again (a second click on "continue"): still thanks, never "incomplete".
  await page.goto(after!);
  await expect(page.getByText('メールアドレスの認証ありがとうございます')).toBeVisible();
  await expect(page).toHaveURL(`${site.stack.shellUrl}/`);

  // On another device, signed out and with no language chosen: the link's language, what it did, the way to log in.
  const other = await (await browser.newContext()).newPage();
  await site.open(other, new URL(after!).pathname + new URL(after!).search);
  await expect(other.getByRole('heading', { name: 'メールアドレスの認証ありがとうございます' })).toBeVisible();
  const card = other.getByRole('region', { name: 'メールアドレスの認証ありがとうございます' });
  await expect(card.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/account/login');
  await expect(other.getByText('このリンクは不完全です')).toHaveCount(0);
  await other.context().close();
});
