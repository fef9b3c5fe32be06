import type { Page } from '@playwright/test';

/**
 * Resolves once `popup` has closed, also when it had closed already. Call it BEFORE the click that ends the popup
 * (Authorize, Sign in, Cancel): `popup.waitForEvent('close')` called after that click waits for an event that may
 * already have fired while the click was completing, and then waits forever. Run 51: the Google sign-in had
 * finished and the page showed "Finish creating your account" while the test waited 117 s for the popup's close.
 */
export function popupClosed(popup: Page): Promise<void> {
  if (popup.isClosed()) return Promise.resolve();
  return new Promise((resolve) => popup.once('close', () => resolve()));
}
