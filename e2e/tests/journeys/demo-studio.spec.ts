import { expect, test, type Page } from '../../support/stack';
import { callApi, createUser, demoUser, uniqueName, type TestUser } from './support/api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * The studio as a new person tries it after `npm start`: the seeded demo accounts (server/src/seed/demo-accounts.ts)
 * on the seeded channel speedrun_sam. The stack's API runs the demo seed, so nothing here makes a streamer or an
 * admin by hand. What the journeys change on the shared demo data (the channel page, a clip's title) is put back
 * afterwards through the API, so other specs on the same stack see the seed as it was.
 */
const CHANNEL = 'speedrun_sam';
const SEEDED_CLIP_TITLE = 'New personal best by 0.4 seconds';

interface ChannelProfile {
  displayName: string;
  description: string;
  links: unknown[];
  tipLinks: unknown[];
  requestPolicy: string;
  featuredClipIds: string[];
}

/** No serious or critical axe violation in the screen's own section, once its loading states are gone. */
async function expectScreenAxeClean(page: Page, selector: string): Promise<void> {
  await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 15_000 });
  // A screen's loading states say 'Loading…' (its other status regions, such as result counts, stay).
  await expect(page.locator(selector).getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  // Colour contrast is judged on what settles: a list fading in is half transparent for a moment.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  await expectNoSeriousAxeViolations(page, selector);
}

let streamer: TestUser;
let admin: TestUser;
let savedProfile: ChannelProfile;
let seededClipId: string;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  streamer = await demoUser(stack, 'streamer');
  admin = await demoUser(stack, 'admin');
  ({ channelProfile: savedProfile } = await callApi<{ channelProfile: ChannelProfile }>(stack.apiUrl, 'client/channel/getChannelProfile', { channelLogin: CHANNEL }));
  // The seed encodes its videos in the background: wait for the channel's published clip.
  await expect
    .poll(
      async () => {
        const { clipList } = await callApi<{ clipList: { internalClipId: string; clipTitle: string; status: string }[] }>(stack.apiUrl, 'client/clipManage/getChannelClips', {}, streamer.idToken);
        const clip = clipList.find((c) => c.clipTitle === SEEDED_CLIP_TITLE && c.status === 'ready');
        seededClipId = clip?.internalClipId ?? '';
        return seededClipId;
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .not.toBe('');
});

test.afterAll(async ({ stack }) => {
  if (!streamer) return;
  const fresh = await demoUser(stack, 'streamer');
  if (savedProfile) await callApi(stack.apiUrl, 'client/channel/setChannelProfile', { channelLogin: CHANNEL, ...pickProfile(savedProfile) }, fresh.idToken);
  if (seededClipId) await callApi(stack.apiUrl, 'client/clipManage/renameClip', { internalClipId: seededClipId, clipTitle: SEEDED_CLIP_TITLE }, fresh.idToken);
});

function pickProfile(p: ChannelProfile): ChannelProfile {
  return { displayName: p.displayName, description: p.description, links: p.links, tipLinks: p.tipLinks, requestPolicy: p.requestPolicy, featuredClipIds: p.featuredClipIds };
}

test('the demo streamer edits the channel page, renames a clip and reads the overview; visitors see the changes', async ({ page, site }) => {
  test.setTimeout(180_000);
  const suffix = uniqueName('').slice(-5);
  const displayName = `Sam Runs ${suffix}`;
  const description = `Glitch hunting every Friday ${suffix}`;
  const newTitle = `Personal best, route B ${suffix}`;

  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/pageEditor');
  await expect(page.getByRole('heading', { name: 'Page editor', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name' }).fill(displayName);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Add a tip link' }).click();
  const rows = page.getByTestId('tip-link-row');
  await rows.last().getByRole('textbox', { name: 'Tip address' }).fill(`https://ko-fi.com/sam${suffix}`);
  const preview = page.getByRole('complementary', { name: 'Preview of your channel page' });
  await expect(preview).toContainText(displayName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Channel page saved')).toBeVisible();

  // The public channel page, as any visitor sees it.
  await site.open(page, `/${CHANNEL}`);
  await expect(page.getByRole('heading', { name: displayName, level: 1 })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Support this channel' }).getByRole('link', { name: 'Ko-fi' })).toHaveAttribute('href', `https://ko-fi.com/sam${suffix}`);

  // The clip manager: find the clip by search, rename it, and the clip's page shows the new title.
  await site.open(page, '/streamer/clips');
  await page.getByRole('searchbox', { name: 'Search clips' }).fill('personal best');
  const managed = page.getByTestId('managed-clip').filter({ hasText: SEEDED_CLIP_TITLE });
  await expect(managed).toContainText('Published');
  await managed.getByRole('button', { name: `Rename ${SEEDED_CLIP_TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename clip' });
  await dialog.getByRole('textbox', { name: 'Clip title' }).fill(newTitle);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Clip renamed successfully')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clips' }).fill('route B');
  await expect(page.getByTestId('managed-clip').filter({ hasText: newTitle })).toHaveCount(1);
  await site.open(page, `/${CHANNEL}/clip/${seededClipId}`);
  await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();

  // The overview draws the seeded channel's numbers, and the clip is among the top clips.
  await site.open(page, '/overview');
  const views = page.getByRole('figure', { name: 'Views and likes per day' });
  await expect(views.locator('svg').first()).toBeVisible();
  // Non-empty: the seeded views are counted, and the numbers are readable as text too.
  await expect(views).toContainText(/[1-9]\d* views and \d+ likes over the last 30 days/);
  await expect(page.getByRole('figure', { name: 'Top clips by views' }).getByRole('row', { name: new RegExp(`^${newTitle} \\d+`) })).toBeVisible();
});

test('the demo admin removes a reported comment and blocks its author, then lifts the block', async ({ page, site }) => {
  test.setTimeout(180_000);
  const stack = site.stack;
  // A commenter of this run (not a demo account, so nothing shared stays blocked if this fails) and a reporter.
  const commenter = await createUser(stack, stack.apiUrl, 'cm_');
  const reporter = await createUser(stack, stack.apiUrl, 'rp_');
  const commentText = `Rude words ${uniqueName('')}`;
  await callApi(stack.apiUrl, 'client/clipComment/submitComment', { internalClipId: seededClipId, commentText }, commenter.idToken);
  await callApi(stack.apiUrl, 'client/report/reportComment', { internalClipId: seededClipId, commentText, commenterUserName: commenter.username, reason: 'insulting' }, reporter.idToken);

  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const group = page.getByTestId('report-group').filter({ hasText: commentText });
  await expect(group).toContainText(`Comment by ${commenter.username}`);
  await expect(group).toContainText('insulting');
  await group.getByRole('button', { name: 'Remove and block from commenting' }).click();
  await page.getByRole('dialog', { name: `Remove the comment and block ${commenter.username}?` }).getByRole('button', { name: 'Remove and block from commenting' }).click();
  await expect(page.getByText('Comment removed and author blocked from commenting')).toBeVisible();
  await expect(group).toHaveCount(0);

  const blocks = page.getByRole('region', { name: 'Blocked from commenting' });
  const blocked = blocks.getByTestId('commenting-block').filter({ hasText: commenter.username });
  await expect(blocked).toContainText('by demo_admin');

  // The clip's page no longer shows the comment (the seeded one stays).
  await site.open(page, `/${CHANNEL}/clip/${seededClipId}`);
  await expect(page.getByText('GG, the route change paid off')).toBeVisible();
  await expect(page.getByText(commentText)).toHaveCount(0);

  await site.open(page, '/admin/reports');
  await blocks.getByRole('button', { name: `Lift the commenting block on ${commenter.username}` }).click();
  await page.getByRole('dialog', { name: `Let ${commenter.username} comment again?` }).getByRole('button', { name: 'Lift block' }).click();
  await expect(page.getByText(`${commenter.username} can comment again`)).toBeVisible();
  await expect(blocked).toHaveCount(0);
  // And the person can indeed comment again.
  await callApi(stack.apiUrl, 'client/clipComment/submitComment', { internalClipId: seededClipId, commentText: 'Sorry, that was out of line' }, commenter.idToken);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const) {
  test(`the studio and admin screens have no serious accessibility violations (${viewport.name}, ${viewport.width} px)`, async ({ page, site, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await logInThroughUi(page, site, streamer);
    const screens: [string, string][] = [
      ['/streamer/pageEditor', 'page-editor-heading'],
      ['/streamer/clips', 'clip-manager-heading'],
      ['/overview', 'overview-heading'],
      ['/streamer/requests', 'requests-heading'],
      ['/streamer/disconnectChannel', 'disconnect-heading'],
    ];
    for (const [pathname, heading] of screens) {
      await test.step(pathname, async () => {
        await site.open(page, pathname);
        await expect(page.locator(`#${heading}`)).toBeVisible();
        await expectScreenAxeClean(page, `[aria-labelledby="${heading}"]`);
      });
    }
    // The admin in a browser of their own (a separate context: no session of the streamer's).
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const fresh = await context.newPage();
    await logInThroughUi(fresh, site, admin);
    await site.open(fresh, '/admin/reports');
    await expect(fresh.getByRole('region', { name: 'Blocked from commenting' })).toBeVisible();
    await expectScreenAxeClean(fresh, '[aria-labelledby="reports-heading"]');
    await context.close();
  });
}
