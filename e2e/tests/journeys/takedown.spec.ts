import { expect, test, type Page } from '../../support/stack';
import { uniqueName, type TestUser } from './support/api';
import { startModerationCase, type ModerationCase } from './support/moderation-case';
import type { OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 22 item 3 (ADR 0135): a copyright holder files a takedown notice from the public form, signed out → the clip
 * is hidden at once → its streamer reads the notice from the bell and the clip page and files a counter-notice → a
 * moderator reads both in /admin/reports and restores the clip. Each person as they see it.
 *
 * An admin takes the operator tool, so this file runs its own API on a PGlite folder (as clip-appeal.spec.ts does),
 * with the bell's poll lowered to 1 s.
 */
let own: OwnApi;
let cast: ModerationCase;
let admin: TestUser;
let streamer: TestUser;
let channelLogin: string;
let clipTitle: string;
let internalClipId: string;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  cast = await startModerationCase(stack, 'takedown');
  ({ own, streamer, channelLogin, admin } = cast);
  clipTitle = `Song cover ${uniqueName('')}`;
  internalClipId = await own.submitReadyClip(streamer, channelLogin, clipTitle);
});

test.afterAll(async () => {
  await cast?.stop();
});

// A hidden clip answers as an unknown one (ADR 0045, 0132): 404 for its page and its chat and transcript, to the
// visitor, and to its streamer's reload until Firebase has restored them (the page then reads it again).
test.use({
  allowedConsoleErrors: {
    patterns: [/status of 404 \(Not Found\) @ http:\/\/localhost:\d+\/chan_\w+\/clip\/[\w-]+$/, /status of 404 \(Not Found\) @ http:\/\/localhost:\d+\/client\/(chat\/getClipChat|clipAudioTranscript\/getTranscript)(\?input=\S*)?$/],
  },
});

async function signOut(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('button', { name: `Account of ${user.username}` }).click();
  await page.getByTestId('header-sign-out').click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('takedown notice → hidden → counter-notice → restored', async ({ page, site }) => {
  test.setTimeout(240_000);
  const clipPath = `/${channelLogin}/clip/${internalClipId}`;
  const work = `The song “Blue Hour” ${uniqueName('')}, played in full`;
  const statement = 'I wrote and performed this song myself.';

  // A copyright holder, signed out, finds the form from the menu's About links.
  await site.open(page, '/menu');
  await page.getByRole('link', { name: 'Report a copyright infringement' }).click();
  await expect(page).toHaveURL(/\/about\/takedown$/);
  await expect(page.getByRole('heading', { name: 'Report a copyright infringement', level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const clipAddress = `${origin}${clipPath}`;
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Addresses of the clips' }).fill(`${clipAddress}\nhttps://elsewhere.example/some/video`);
  await form.getByRole('textbox', { name: 'The copyrighted work' }).fill(work);
  await form.getByRole('textbox', { name: 'Your full name', exact: true }).fill('Rights Holder');
  await form.getByRole('textbox', { name: 'Your email address' }).fill('rights@example.com');
  await form.getByRole('checkbox', { name: /good-faith belief/ }).check();
  await form.getByRole('checkbox', { name: /information in this notice is accurate/ }).check();
  await form.getByRole('textbox', { name: 'Signature: type your full name' }).fill('Rights Holder');
  await form.getByRole('button', { name: 'Send the notice' }).click();
  // A line that is not a clip of this site is named, and nothing is sent.
  await expect(form.getByText('Line 2 is not a clip address of this site: https://elsewhere.example/some/video')).toBeVisible();
  await form.getByRole('textbox', { name: 'Addresses of the clips' }).fill(clipAddress);
  await form.getByRole('button', { name: 'Send the notice' }).click();
  await expect(form.getByText('Your notice was received')).toBeVisible();
  await expect(form.getByText('Clips hidden while a moderator reviews your notice: 1.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '[data-testid="takedown-sent"]');

  // A visitor: the clip's address finds nothing.
  await site.open(page, clipPath);
  await expect(page.getByText('This clip does not exist or was removed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: clipTitle })).toHaveCount(0);

  // The streamer: the bell says a notice hid the clip and leads to it; they read the notice and file a counter-notice.
  await logInThroughUi(page, site, streamer);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const entry = page.getByRole('dialog', { name: 'Notifications' }).locator('[data-testid="notification-entry"][data-kind="takedown_notice"]');
  await expect(entry).toContainText(`A copyright notice hid your clip “${clipTitle}”`);
  await entry.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${clipPath}$`));
  await expect(page.getByRole('heading', { name: clipTitle })).toBeVisible();
  const banner = page.getByTestId('clip-moderation-banner');
  await expect(banner).toContainText('A copyright notice hid this clip while a moderator reviews it.');
  await expect(banner.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await banner.getByRole('button', { name: 'Read the notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copyright notice' });
  await expect(dialog).toContainText(work);
  await expect(dialog).toContainText('Filed by Rights Holder');
  await expect(dialog).not.toContainText('rights@example.com');
  await expect(dialog).toContainText('Waiting for your counter-notice or a moderator’s decision.');
  await dialog.getByRole('textbox', { name: 'Why the clips should be restored' }).fill(statement);
  await dialog.getByRole('textbox', { name: 'Your full name' }).fill('Stream Er');
  await dialog.getByRole('textbox', { name: 'How to reach you (email address or postal address)' }).fill('streamer@example.com');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'File the counter-notice' }).click();
  await expect(dialog).toContainText('Your counter-notice was sent. A moderator will review it.');
  await expect(dialog.getByRole('button', { name: 'File the counter-notice' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[data-testid="takedown-dialog"]');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // A reload asks the server: the counter-notice is on file.
  await page.reload();
  await page.getByTestId('clip-moderation-banner').getByRole('button', { name: 'Read the notice' }).click();
  await expect(page.getByRole('dialog', { name: 'Copyright notice' })).toContainText('Your counter-notice was sent. A moderator will restore or remove the clips.');
  await expect(page.getByRole('dialog', { name: 'Copyright notice' })).toContainText(statement);
  await page.getByRole('dialog', { name: 'Copyright notice' }).getByRole('button', { name: 'Close' }).click();
  await signOut(page, streamer);

  // The moderator reads the notice, the counter-notice and the channel's record, and restores the clip.
  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/reports');
  const notices = page.getByTestId('takedown-notices');
  const notice = notices.getByTestId('takedown-notice').filter({ hasText: work });
  await expect(notice).toContainText(`Channel: ${channelLogin}`);
  await expect(notice).toContainText('Notices upheld against this channel: 0');
  await expect(notice).toContainText('rights@example.com');
  await expect(notice).toContainText(clipTitle);
  await expect(notice).toContainText('Counter-notice filed');
  await expect(notice).toContainText(statement);
  await notice.getByRole('button', { name: `Restore the clips of the notice on ${channelLogin}` }).click();
  const restore = page.getByRole('dialog', { name: 'Restore the clips of this notice?' });
  await restore.getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }).fill('The streamer owns the song.');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(notice).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[data-testid="takedown-notices"]');

  // Every step in the log.
  await site.open(page, '/admin/log');
  const entries = page.getByTestId('moderation-log-entry').filter({ hasText: clipTitle });
  await expect(entries.filter({ hasText: 'Copyright notice filed' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Counter-notice filed' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Restored after a copyright notice' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Made the clip public again' })).toContainText('The streamer owns the song.');
  await signOut(page, admin);

  // Everyone sees the clip again, with no banner.
  await site.open(page, clipPath);
  await expect(page.getByRole('heading', { name: clipTitle })).toBeVisible();
  await expect(page.getByTestId('clip-moderation-banner')).toHaveCount(0);
});
