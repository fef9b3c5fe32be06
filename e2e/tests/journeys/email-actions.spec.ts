import { expect, test } from '../../support/stack';
import { callApi, createUser, uniqueName } from './support/api';
import { noSeriousViolations } from './support/a11y';
import { actionPagePath, continueUrl, readOobCode } from './support/oob-codes';
import { logInThroughUi } from './support/ui';

// The emails of the Auth emulator are read from its REST API; each link is opened on the site's action page.

test('the verification link verifies the address: thanks, then the profile says verified; the link works once', async ({ page, site, consoleErrors }) => {
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);
  await site.open(page, '/account/email');
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Send the verification email' }).click();
  await expect(page.getByText('Email sent successfully, Remember to check your spam folder.')).toBeVisible();

  const email = await readOobCode(site.stack, user.email, 'VERIFY_EMAIL');
  expect(continueUrl(email)).toBe(`${site.stack.shellUrl}/account/action?continue=verifyEmail&lang=en`);
  await site.open(page, actionPagePath(email));
  await expect(page.getByText('Thank you for verifying your email address')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The server asked the provider again (checkEmailVerification) and keeps the answer.
  await expect
    .poll(async () => (await callApi<{ hasVerifiedEmail: boolean }>(site.stack.apiUrl, 'client/profile/profileDetails', {}, user.idToken)).hasVerifiedEmail)
    .toBe(true);
  await site.open(page, '/account/email');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // The same link again: used, and said so. (The provider refuses the used code with a 400: caused on purpose.)
  consoleErrors.allow(/status of 400 .* @ http:\/\/[^/]+\/identitytoolkit\.googleapis\.com\/v1\/accounts:resetPassword\b/);
  await site.open(page, actionPagePath(email));
  await expect(page.getByRole('heading', { name: 'This link was already used or is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new verification email' })).toHaveAttribute('href', '/account/email');
});

test('the password reset link sets a new password that logs in', async ({ page, site, browser }) => {
  const user = await createUser(site.stack);
  await site.open(page, '/account/reset');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);

  const email = await readOobCode(site.stack, user.email, 'PASSWORD_RESET');
  await site.open(page, actionPagePath(email));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${user.email}`)).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill('new-secret-456');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password was changed. Log in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);

  const fresh = await (await browser.newContext()).newPage();
  await logInThroughUi(fresh, site, { ...user, password: 'new-secret-456' });
});

test('email-link sign-in on the same device welcomes an existing account back', async ({ page, site }) => {
  const user = await createUser(site.stack);
  await site.open(page, '/account/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await expect(page.getByText(`We sent a login link to ${user.email}.`)).toBeVisible();

  const email = await readOobCode(site.stack, user.email, 'EMAIL_SIGNIN');
  await site.open(page, actionPagePath(email));
  await expect(page.getByText(`Login Successful, Welcome back ${user.username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a sign-in link opened on another device asks for the address; a new identity chooses its username', async ({ page, site, browser }) => {
  const username = uniqueName('link_');
  const address = `${username}@example.com`;
  await site.open(page, '/account/login');
  await page.getByLabel('Email').fill(address);
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await expect(page.getByText(`We sent a login link to ${address}.`)).toBeVisible();

  const email = await readOobCode(site.stack, address, 'EMAIL_SIGNIN');
  const other = await (await browser.newContext()).newPage();
  await site.open(other, actionPagePath(email));
  await expect(other.getByRole('heading', { name: 'Finish logging in' })).toBeVisible();
  await other.getByLabel('Email').fill(address);
  await other.getByRole('button', { name: 'Log in' }).click();

  // A brand-new identity: the finish-registration page chooses its username.
  await expect(other).toHaveURL(/\/account\/finishRegistration$/);
  await expect(other.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await other.getByLabel('Username').fill(username);
  await expect(other.getByText('This username is available.')).toBeVisible();
  await other.getByRole('button', { name: 'Finish my account' }).click();
  await expect(other.getByRole('heading', { name: `Welcome to Clipyard, ${username}!` })).toBeVisible();
  await expect
    .poll(async () => (await callApi<{ isInUse: boolean }>(site.stack.apiUrl, 'client/userLogins/checkUsernameInUse', { username })).isInUse)
    .toBe(true);
});

test('changing the email address: the link to the new address makes it the login', async ({ page, site, browser }) => {
  const user = await createUser(site.stack);
  const newAddress = `${uniqueName('new_')}@example.com`;
  await logInThroughUi(page, site, user);
  await site.open(page, '/account/email');
  await page.getByLabel('New email address').fill(newAddress);
  await page.getByRole('button', { name: 'Send the link to the new address' }).click();
  await expect(page.getByText(`We sent a link to ${newAddress}. Open it to finish changing your email address.`)).toBeVisible();

  const email = await readOobCode(site.stack, user.email, 'VERIFY_AND_CHANGE_EMAIL');
  expect(email.newEmail).toBe(newAddress);
  await site.open(page, actionPagePath(email));
  await expect(page.getByRole('heading', { name: 'Your email address was changed' })).toBeVisible();
  await expect(page.getByText(`Your email address is now ${newAddress}. Log in with it from now on.`)).toBeVisible();

  const fresh = await (await browser.newContext()).newPage();
  await logInThroughUi(fresh, site, { ...user, email: newAddress });
});

for (const language of ['en-US', 'ja'] as const) {
  test(`the action page's states and the email page have no serious accessibility violations (${language})`, async ({ page, site, consoleErrors }) => {
    // Two of the states are made-up codes, which the provider refuses with a 400: on purpose.
    consoleErrors.allow(/status of 400 .* @ http:\/\/[^/]+\/identitytoolkit\.googleapis\.com\/v1\/accounts:(resetPassword|signInWithEmailLink)\b/);
    test.setTimeout(120_000);
    await page.addInitScript((lang) => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', lang), language);
    const user = await createUser(site.stack);
    await site.open(page, '/account/reset');
    await page.locator('input[type="email"]').fill(user.email);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/account\/login$/);
    const reset = await readOobCode(site.stack, user.email, 'PASSWORD_RESET');
    const states = ['/account/action', '/account/action?mode=verifyEmail&oobCode=not-a-real-code', '/account/action?mode=signIn&oobCode=not-a-real-code', actionPagePath(reset)];
    for (const pathname of states) {
      await test.step(pathname, async () => {
        await site.open(page, pathname);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await noSeriousViolations(page);
      });
    }
    // Signed in (language-neutral selectors: this runs in both languages), the email page with its change form.
    await site.open(page, '/account/login');
    await page.locator('input[type="email"]').fill(user.email);
    await page.locator('input[autocomplete="current-password"]').fill(user.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/$/);
    await site.open(page, '/account/email');
    await expect(page.locator('input[type="email"]')).toBeVisible();
    await noSeriousViolations(page);
  });
}
