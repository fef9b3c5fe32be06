import type { Page } from '@playwright/test';

/**
 * The longest the apps put off a deferred start until the main thread is idle (requestIdleCallback's timeout):
 * the clip's autoplay (mfe-clips use-play-when-idle.ts) and the extension slots' remotes (shell ExtensionSlots.tsx)
 * 3 s, a returning person's Firebase (shell firebase-auth.ts) 2 s.
 */
const APP_IDLE_LIMIT_MS = 3_000;

/**
 * Resolves once the page has settled: the positive signal a test waits for before asserting that something did NOT
 * happen (no request, no autoplay), instead of a fixed span. The document has loaded and its network has gone quiet
 * (Playwright's networkidle: no request for 500 ms), no remote area is still loading, then an idle callback with the apps' longest idle limit has run,
 * so every idle start the page had registered before it has run too (idle callbacks run in the order they were
 * asked for, or at their timeouts, which end earlier).
 */
export async function pageSettled(page: Page): Promise<void> {
  // After a client-side navigation networkidle has long been reached (it is a state of the document, not of the
  // moment), so a remote still loading for the new route is waited for by its own sign: the shell's loading area.
  await page.waitForLoadState('networkidle');
  await page.locator('[data-testid="remote-loading"]').first().waitFor({ state: 'detached' });
  await page.evaluate((timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })), APP_IDLE_LIMIT_MS);
}

/**
 * Resolves once no CSS transition or finite animation is running (an endless one, a spinner, never ends): what an
 * accessibility scan sees is then the page's resting state, not a label or an outline halfway between two colours.
 */
export async function transitionsOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
