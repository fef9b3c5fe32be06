import { expect, test } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { callApi, createUser, uniqueName } from './support/api';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * A streamer approves a clip request, end to end. Becoming a streamer takes the Twitch OAuth flow, so this test runs
 * its own API (in-memory, no seed) wired to a local fake Twitch and allowed to fetch a video from a local static
 * server, and points the site's runtime config at it for the duration of the test.
 */
let own: OwnApi;
let api: ApiServer;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(180_000);
  own = await startOwnApi(stack, 'memory');
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
});

test('a streamer sees a viewer’s clip request and approves it', async ({ page, site }) => {
  test.setTimeout(180_000);
  const stack = site.stack;
  const streamer = await createUser(stack, api.url, 'st_');
  const channelLogin = uniqueName('chan_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);

  // The streamer asks for approval of submissions to their channel.
  const { channelProfile } = await callApi<{ channelProfile: Record<string, unknown> }>(api.url, 'client/channel/getChannelProfile', { channelLogin }, streamer.idToken);
  await callApi(
    api.url,
    'client/channel/setChannelProfile',
    {
      channelLogin,
      displayName: channelProfile.displayName,
      description: 'e2e channel',
      links: [],
      tipLinks: [],
      requestPolicy: 'approval',
      featuredClipIds: [],
    },
    streamer.idToken,
  );

  const viewer = await createUser(stack, api.url, 'vw_');
  const title = `Request ${uniqueName('')}`;
  const submitted = await callApi<{ internalClipId: string; requestId: string | null }>(
    api.url,
    'client/userSubmission/submitClip',
    { clipUrl: own.videoUrl, channelLogin, clipTitle: title },
    viewer.idToken,
  );
  expect(submitted.requestId).not.toBeNull();

  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/requests');
  await expect(page.getByRole('heading', { name: 'Clip requests' })).toBeVisible();
  const item = page.getByTestId('clip-request').filter({ hasText: title });
  await expect(item).toContainText(`Submitted by ${viewer.username}`);
  // The list a streamer works in is usable with assistive tech too (this screen's area; the shell has its own check).
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="requests-heading"]');
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(page.getByText('Clip approved')).toBeVisible();
  await expect(item).toHaveCount(0);

  const pending = await callApi<{ clipRequestList: unknown[] }>(api.url, 'client/clipRequests/getAllClipRequests', {}, streamer.idToken);
  expect(pending.clipRequestList).toHaveLength(0);
  const decided = await callApi<{ clipRequestList: Array<{ requestId: string }> }>(api.url, 'client/clipRequests/getAllClipRequests', { status: 'approved' }, streamer.idToken);
  expect(decided.clipRequestList.map((r) => r.requestId)).toContain(submitted.requestId);
});

test('a signed-in user who is not a streamer is told to connect a channel first', async ({ page, site }) => {
  const user = await createUser(site.stack, api.url, 'ns_');
  await logInThroughUi(page, site, user);
  await site.open(page, '/streamer/requests');
  await expect(page.getByRole('heading', { name: 'Connect your channel first' })).toBeVisible();
});
