import type { Browser, Page } from '@playwright/test';
import { expect, test, type Site } from '../../support/stack';
import { callApi, createUser, uniqueName, waitForReadyClips, type TestUser } from './support/api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 19 item 8 (ADR 0117): replies and @mentions end to end, on the shared stack's API and a seeded clip.
 * Alice comments; Bob replies to her in the page, choosing Cara from the suggestions of an `@` with the keyboard and
 * mentioning Dan, who blocks Bob. Alice (replied to) and Cara (mentioned) each see one notification in the bell;
 * opening it shows the clip with the reply. Dan sees none.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A person's own browser, signed in through the login screen. */
async function signedInPage(browser: Browser, site: Site, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInThroughUi(page, site, user);
  return page;
}

test('a reply with an @mention tells the person replied to and the person mentioned, not one who blocks the writer', async ({ page, site, browser }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  const [clip] = await waitForReadyClips(stack.apiUrl);
  const [alice, bob, cara, dan] = await Promise.all(['ra_', 'rb_', 'rc_', 'rd_'].map((prefix) => createUser(stack, stack.apiUrl, prefix)));
  await callApi(stack.apiUrl, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: bob.username, isBlock: true }, dan.idToken);
  const aliceText = `What a play ${uniqueName('')}`;
  await callApi(stack.apiUrl, 'client/clipComment/submitComment', { internalClipId: clip!.internalClipId, commentText: aliceText }, alice.idToken);
  const clipPath = `/${clip!.channelLogin}/clip/${clip!.internalClipId}`;

  // Bob replies on the clip page.
  await logInThroughUi(page, site, bob);
  await site.open(page, clipPath);
  const thread = page.getByTestId('comment').filter({ hasText: aliceText });
  await thread.getByRole('button', { name: `Reply to ${alice.username}` }).click();
  const box = page.getByRole('textbox', { name: `Reply to ${alice.username}` });
  await expect(box).toBeFocused();
  await box.pressSequentially(`Agreed! @${cara.username.slice(0, -2)}`);
  const suggestions = page.getByRole('listbox', { name: 'People to mention' });
  const caraOption = suggestions.getByRole('option', { name: `@${cara.username}` });
  await expect(caraOption).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await caraOption.getAttribute('id'))!);
  await expectNoSeriousAxeViolations(page, '[data-testid="reply-form"]');
  await box.press('Enter');
  await expect(suggestions).toHaveCount(0);
  await expect(box).toHaveValue(`Agreed! @${cara.username} `);
  const replyText = `look at this, @${dan.username}`;
  await box.pressSequentially(replyText);
  // The list opened again for Dan's name; Escape closes it and keeps the text (a second one would cancel the reply).
  await expect(suggestions).toBeVisible();
  await box.press('Escape');
  await expect(suggestions).toHaveCount(0);
  await expect(box).toHaveValue(`Agreed! @${cara.username} ${replyText}`);
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  const reply = thread.getByTestId('comment-reply').filter({ hasText: replyText });
  await expect(reply).toBeVisible();
  await expect(reply.getByTestId('comment-mention')).toHaveText([`@${cara.username}`, `@${dan.username}`]);
  await expect(box).toHaveCount(0);

  // Alice, replied to, and Cara, mentioned, each hear of it once; opening it shows the clip with the reply.
  for (const [person, text] of [
    [alice, `${bob.username} replied to your comment on “${clip!.clipTitle}”`],
    [cara, `${bob.username} mentioned you in a comment on “${clip!.clipTitle}”`],
  ] as const) {
    const own = await signedInPage(browser, site, person);
    const bell = own.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = own.getByRole('dialog', { name: 'Notifications' });
    const entry = panel.getByRole('link', { name: new RegExp(escape(text)) });
    await expect(entry).toHaveAttribute('href', clipPath);
    await expect(panel.getByTestId('notification-entry')).toHaveCount(1);
    await entry.click();
    await expect(own).toHaveURL(new RegExp(`${escape(clipPath)}$`));
    await expect(own.getByTestId('comment').filter({ hasText: aliceText }).getByTestId('comment-reply').filter({ hasText: replyText })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await own.context().close();
  }

  // Dan blocks Bob: no notification, and Bob's reply is hidden from him.
  const dans = await signedInPage(browser, site, dan);
  const bell = dans.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(dans.getByRole('dialog', { name: 'Notifications' }).getByText(/No notifications yet/)).toBeVisible();
  await site.open(dans, clipPath);
  await expect(dans.getByTestId('comment').filter({ hasText: aliceText })).toBeVisible();
  await expect(dans.getByTestId('comment-reply').filter({ hasText: replyText })).toHaveCount(0);
  await dans.context().close();
});
