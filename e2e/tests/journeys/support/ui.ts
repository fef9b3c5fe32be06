import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Site } from '../../../support/stack';
import type { TestUser } from './api';

/** Signs in through the login screen, as a person would, and waits for the spec's welcome-back message. */
export async function logInThroughUi(page: Page, site: Site, user: Pick<TestUser, 'email' | 'password' | 'username'>): Promise<void> {
  await site.open(page, '/account/login');
  await page.getByLabel('Email').fill(user.email);
  await page.locator('input[autocomplete="current-password"]').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Login Successful, Welcome back ${user.username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Makes the site speak Japanese from the first paint (the SPEC's language preference key). */
export async function preferJapanese(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
}

/** No serious or critical axe violation inside one screen's area (the shell has its own check). */
export async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 3).join(' | ')}`),
  ).toEqual([]);
}
