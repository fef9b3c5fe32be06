import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type Site } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 22 item 4 (ADR 0133): a watched word holds a Japanese comment written in half-width kana. A moderator adds
 * 'スパム' as a hold word on /admin/watchedWords; a viewer comments 'これはｽﾊﾟﾑです' on a clip; a signed-out visitor
 * does not see it; its author sees it marked "Held for review"; the moderator finds it in the held queue and approves
 * it; now everyone sees it.
 *
 * A site-wide word would reach every other journey's comments on the shared API, and an admin takes the operator
 * tool, so this file runs its own API on a PGlite folder (as moderation-log.spec.ts does).
 */
let own: OwnApi;
let api: ApiServer;
let dataDir: string;
let admin: TestUser;
let author: TestUser;
let clipPath: string;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-watched-words-'));
  own = await startOwnApi(stack, dataDir);
  api = own.api;

  const streamer = await createUser(stack, api.url, 'st_');
  const channelLogin = uniqueName('chan_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  const internalClipId = await own.submitReadyClip(streamer, channelLogin, `Watched ${uniqueName('')}`);
  clipPath = `/${channelLogin}/clip/${internalClipId}`;
  author = await createUser(stack, api.url, 'wa_');
  admin = await createUser(stack, api.url, 'ad_');
  await own.grantAdmin(admin);
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A person's own browser, signed in through the login screen (or signed out). */
async function browserOf(browser: Browser, site: Site, user?: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (user) await logInThroughUi(page, site, user);
  return page;
}

test('a watched word holds a Japanese comment written in half-width kana until a moderator approves it', async ({ page, site, browser }) => {
  test.setTimeout(240_000);
  const text = 'これはｽﾊﾟﾑです';

  // The moderator adds スパム as a hold word.
  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/watchedWords');
  await expect(page.getByRole('heading', { name: 'Watched words', level: 1 })).toBeVisible();
  await expect(page.getByText('No watched words yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a word' });
  await form.getByRole('textbox', { name: 'Word or pattern' }).fill('スパム');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('watched-word')).toContainText('スパム · Hold for review');
  await expectNoSeriousAxeViolations(page, 'main');

  // A viewer writes it in half-width kana: held, and they are told so and see it marked.
  const authorPage = await browserOf(browser, site, author);
  await site.open(authorPage, clipPath);
  await authorPage.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await authorPage.getByRole('button', { name: 'Post' }).click();
  await expect(authorPage.getByText('Your comment is held for review: others will see it once it is approved.')).toBeVisible();
  await authorPage.reload();
  const own = authorPage.getByTestId('comment').filter({ hasText: text });
  await expect(own).toBeVisible();
  await expect(own.getByTestId('comment-held')).toHaveText('Held for review');

  // Another visitor does not see it.
  const visitor = await browserOf(browser, site);
  await site.open(visitor, clipPath);
  await expect(visitor.getByText('No comments yet.')).toBeVisible();
  await expect(visitor.getByText(text)).toHaveCount(0);

  // The moderator finds it in the held queue, with the word that held it, and approves it.
  await page.reload();
  const held = page.getByTestId('held-comment').filter({ hasText: text });
  await expect(held).toContainText('Matched: スパム');
  await held.getByRole('button', { name: `Approve the comment by ${author.username}` }).click();
  await expect(page.getByText('Comment approved: everyone sees it now.')).toBeVisible();
  await expect(page.getByText('No comments are waiting for review.')).toBeVisible();

  // Now everyone sees it, and it is no longer marked.
  await visitor.reload();
  await expect(visitor.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  await authorPage.reload();
  await expect(authorPage.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  await expect(authorPage.getByTestId('comment-held')).toHaveCount(0);

  // Both steps are in the moderation log.
  const { entryList } = await callApi<{ entryList: { action: string }[] }>(api.url, 'client/admin/getModerationLog', {}, admin.idToken);
  expect(entryList.map((e) => e.action)).toEqual(['held_comment_approved', 'watched_word_added']);
});
