import { expect, test } from '../../support/stack';
import { callApi, createUser, demoUser, uniqueName } from './support/api';
import { submitUploadedClip } from './support/clip-upload';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 23 item 5 (ADR 0149): a viewer's private lists. The clip is the seeded demo streamer's own (server/src/seed),
 * added by this file and deleted by it, as studio-phone.spec.ts does, so other specs on the stack see the seed as it was.
 */
const CHANNEL = 'speedrun_sam';

let clipId: string | null = null;

test.afterAll(async ({ stack }) => {
  if (!clipId) return;
  const streamer = await demoUser(stack, 'streamer');
  await callApi(stack.apiUrl, 'client/clipManage/deleteClip', { internalClipId: clipId }, streamer.idToken).catch(() => undefined);
});

test('a viewer saves a clip to "Saved" and to a new list from the clip menu, finds both on /account/lists, removes it from one, reorders Saved; deleted, it leaves the other', async ({ page, site }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  const streamer = await demoUser(stack, 'streamer');
  const title = `Saved list clip ${uniqueName('').slice(-6)}`;
  clipId = await submitUploadedClip(stack.apiUrl, streamer.idToken, CHANNEL, title);
  const viewer = await createUser(stack, stack.apiUrl, 'sl_');

  await logInThroughUi(page, site, viewer);
  await site.open(page, `/${CHANNEL}/clip/${clipId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The clip menu's Save: "Saved" ticked at once, then a new list made with the clip in it.
  await page.getByTestId('clip-menu-button').click();
  await page.getByTestId('bottom-sheet').getByRole('menuitem', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to…' });
  const saved = dialog.getByRole('checkbox', { name: 'Saved' });
  await expect(saved).not.toBeChecked();
  await saved.check();
  await expect(saved).toBeChecked();
  await dialog.getByRole('button', { name: 'New list' }).click();
  await dialog.getByRole('textbox', { name: 'List name' }).fill('Speedruns');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Speedruns' })).toBeChecked();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The lists page: both lists, one clip each.
  await site.open(page, '/account/lists');
  const lists = page.getByRole('list', { name: 'Your lists' });
  await expect(lists.getByRole('link')).toHaveText([/Saved\s*1 clip/, /Speedruns\s*1 clip/]);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="lists-heading"]');

  // Taken out of Speedruns, it stays in Saved.
  await lists.getByRole('link', { name: /Speedruns/ }).click();
  await expect(page.getByRole('heading', { name: 'Speedruns' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Clips in Speedruns' });
  await expect(grid.getByText(title)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="list-heading"]');
  await grid.getByRole('button', { name: `Remove from list: “${title}”` }).click();
  await expect(page.getByText('This list is empty.', { exact: false })).toBeVisible();

  // A seeded clip of the same channel saved later goes first (ADR 0149 addendum); Move down puts it after, and the
  // order is the server's: it survives a reload.
  const listing = await callApi<{ clipList: Array<{ internalClipId: string; clipTitle: string }> }>(stack.apiUrl, 'client/videoListing/fetchByChannelLogins', {
    channelLoginList: [CHANNEL],
    sort: 'new',
    limit: 24,
  });
  const other = listing.clipList.find((c) => c.internalClipId !== clipId);
  if (!other) throw new Error(`the seed has no other clip of ${CHANNEL}`);
  await callApi(stack.apiUrl, 'client/savedLists/setListClip', { listId: 'saved', internalClipId: other.internalClipId, isSaved: true }, viewer.idToken);
  await site.open(page, '/account/lists/saved');
  const savedGrid = page.getByRole('list', { name: 'Clips in Saved' });
  const cardTitles = savedGrid.getByRole('heading', { level: 3 });
  await expect(cardTitles).toHaveText([other.clipTitle, title]);
  const moveDown = savedGrid.getByRole('button', { name: `Move down: “${other.clipTitle}”` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(cardTitles).toHaveText([title, other.clipTitle]);
  await expect(page.getByTestId('list-announcer')).toHaveText(`“${other.clipTitle}” moved to position 2 of 2`);
  // At the bottom its Move down is disabled: the focus stays on the clip, on its Move up.
  await expect(savedGrid.getByRole('button', { name: `Move up: “${other.clipTitle}”` })).toBeFocused();
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="list-heading"]');
  await expect.poll(async () => (await callApi<{ clipList: Array<{ internalClipId: string }> }>(stack.apiUrl, 'client/savedLists/getListClips', { listId: 'saved' }, viewer.idToken)).clipList.map((c) => c.internalClipId)).toEqual([clipId, other.internalClipId]);
  await page.reload();
  await expect(cardTitles).toHaveText([title, other.clipTitle]);

  // Its streamer deletes the clip: it leaves the viewer's list.
  await callApi(stack.apiUrl, 'client/clipManage/deleteClip', { internalClipId: clipId }, streamer.idToken);
  clipId = null;
  await page.reload();
  await expect(cardTitles).toHaveText([other.clipTitle]);
});
