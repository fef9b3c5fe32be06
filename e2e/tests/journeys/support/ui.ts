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

/**
 * Waits until the finite CSS transitions and animations under `selector` (the whole page without one) have ended.
 * axe reads colours as they are at that instant: a button that was just enabled fades from its disabled grey for
 * 250 ms (MUI), and read mid-fade it failed colour contrast (run 89, collections.spec.ts). Endless animations (a
 * spinner, a focus ripple) are left alone: they never end, and what axe reads of them does not change.
 */
export async function untilTransitionsEnd(page: Page, selector?: string): Promise<void> {
  await page.evaluate(async (within) => {
    const root = within ? document.querySelector(within) : document.documentElement;
    const running = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      // Running and finite only: a paused one would never finish; a removed element's is cancelled (caught below).
      return target && root?.contains(target) && animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity);
    });
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }, selector ?? null);
}

/** No serious or critical axe violation inside one screen's area (the shell has its own check). */
export async function expectNoSeriousAxeViolations(page: Page, selector: string): Promise<void> {
  await untilTransitionsEnd(page, selector);
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 3).join(' | ')}`),
  ).toEqual([]);
}
