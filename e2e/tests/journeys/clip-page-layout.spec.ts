import { expect, test } from '../../support/stack';
import { waitForReadyClips } from './support/api';

const box = async (locator: import('@playwright/test').Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

test.describe('clip page layout', () => {
  // The demo seed encodes in the background: the first ready clip can take a while on a busy machine.
  test.describe.configure({ timeout: 240_000 });

  test('on a phone the title and like button come right under the player, before the chat panel', async ({ page, site }) => {
    const [clip] = await waitForReadyClips(site.stack.apiUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await site.open(page, `/${clip.channelLogin}/clip/${clip.internalClipId}`);
    const title = page.getByRole('heading', { level: 1, name: clip.clipTitle });
    const like = page.getByRole('button', { name: 'Like', exact: true });
    const panel = page.getByRole('region', { name: 'Chat and transcript' });
    await expect(title).toBeVisible();
    await expect(panel).toBeVisible();
    const [titleBox, likeBox, panelBox] = [await box(title), await box(like), await box(panel)];
    expect(titleBox.y).toBeLessThan(panelBox.y);
    expect(likeBox.y).toBeLessThan(panelBox.y);
    // The like button is within the first screen of a phone.
    expect(likeBox.y + likeBox.height).toBeLessThanOrEqual(844);
  });

  test('on a wide screen the panel sits beside the player, the title below them', async ({ page, site }) => {
    const [clip] = await waitForReadyClips(site.stack.apiUrl);
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.open(page, `/${clip.channelLogin}/clip/${clip.internalClipId}`);
    const title = page.getByRole('heading', { level: 1, name: clip.clipTitle });
    const panel = page.getByRole('region', { name: 'Chat and transcript' });
    const player = page.locator('video').first();
    await expect(title).toBeVisible();
    await expect(panel).toBeVisible();
    const [titleBox, panelBox, playerBox] = [await box(title), await box(panel), await box(player)];
    expect(panelBox.x).toBeGreaterThan(playerBox.x + playerBox.width - 1);
    expect(Math.abs(panelBox.y - playerBox.y)).toBeLessThan(2);
    expect(titleBox.y).toBeGreaterThan(playerBox.y + playerBox.height);
  });
});
