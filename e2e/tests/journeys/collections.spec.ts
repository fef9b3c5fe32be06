import type { Page } from '@playwright/test';
import { expect, test } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { createUser, uniqueName, type TestUser } from './support/api';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 23 item 5 (ADR 0148), done when "a collection is made, reordered and shown on the channel page": a streamer
 * with three ready clips makes a collection, adds the clips, moves one with the keyboard, and a signed-out visitor
 * finds the collection on the channel page and its page shows the clips in the new order. Becoming a streamer and
 * submitting clips need this file's own API (as creator-tools.spec.ts does).
 */
let own: OwnApi;
let api: ApiServer;
let streamer: TestUser;
let channelLogin: string;
const titles = ['Opening jump', 'Boss rush', 'Final split'].map((title) => `${title} ${uniqueName('')}`);

test.beforeAll(async ({ stack }) => {
  test.setTimeout(300_000);
  own = await startOwnApi(stack, 'memory');
  api = own.api;
  streamer = await createUser(stack, api.url, 'co_st_');
  channelLogin = uniqueName('colls_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  for (const title of titles) await own.submitReadyClip(streamer, channelLogin, title);
});

test.afterAll(async () => {
  await own?.stop();
});

/** The clip titles of the studio's ordered list, top to bottom. */
const studioOrder = (page: Page) => page.getByTestId('collection-clip-title').allTextContents();

test('a streamer makes a collection, reorders it with the keyboard, and a visitor sees it on the channel page in that order', async ({ page, site, browser }) => {
  test.setTimeout(240_000);
  const [first, second, third] = titles;
  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/collections');
  await expect(page.getByText('No collections yet. Make one, then add clips to it.')).toBeVisible();

  // Make it, with both titles.
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await dialog.getByLabel('Title in English').fill('Greatest hits');
  await dialog.getByLabel('Title in Japanese').fill('名場面集');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection “Greatest hits” made')).toBeVisible();

  // Open it and add the three clips, in this order.
  await page.getByRole('link', { name: 'Open “Greatest hits”' }).click();
  await expect(page.getByText('No clips in this collection yet. Add some of your published clips.')).toBeVisible();
  await page.getByRole('button', { name: 'Add clips' }).click();
  const picker = page.getByRole('dialog', { name: 'Add clips to “Greatest hits”' });
  for (const title of titles) await picker.getByRole('checkbox', { name: title }).check();
  await picker.getByRole('button', { name: 'Add 3 clips' }).click();
  await expect(page.getByText('3 clips added')).toBeVisible();
  await expect.poll(() => studioOrder(page)).toEqual([first, second, third]);

  // The last clip moves to the top with the keyboard: Move up, pressed twice with Enter; the focus stays on it.
  const up = page.getByRole('button', { name: `Move up: “${third}”` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('collection-announcer')).toHaveText(`“${third}” moved to position 2 of 3`);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('collection-announcer')).toHaveText(`“${third}” moved to position 1 of 3`);
  await expect.poll(() => studioOrder(page)).toEqual([third, first, second]);
  // At the top its Move up is disabled: the focus went to its Move down.
  await expect(page.getByRole('button', { name: `Move down: “${third}”` })).toBeFocused();
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="collections-heading"]');

  // The order is the server's: a reload shows it.
  await page.reload();
  await expect.poll(() => studioOrder(page)).toEqual([third, first, second]);

  // A signed-out visitor finds the collection on the channel page, and its page shows the clips in the new order.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await site.open(visitor, `/${channelLogin}`);
    const section = visitor.getByRole('region', { name: 'Collections' });
    const card = section.getByTestId('collection-card');
    await expect(card).toContainText('Greatest hits');
    await expect(card).toContainText('3 clips');
    await expectNoSeriousAxeViolations(visitor, '[aria-labelledby="channel-collections-heading"]');
    await card.click();
    await expect(visitor).toHaveURL(new RegExp(`/${channelLogin}/collections/[A-Za-z0-9_-]+$`));
    await expect(visitor.getByRole('heading', { level: 1, name: 'Greatest hits' })).toBeVisible();
    const grid = visitor.getByRole('list', { name: 'Clips of this collection, in order' });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText([third, first, second]);
    await expect(visitor).toHaveTitle(/Greatest hits/);
    await expectNoSeriousAxeViolations(visitor, '[aria-labelledby="collection-title"]');
  } finally {
    await visitorContext.close();
  }
});
