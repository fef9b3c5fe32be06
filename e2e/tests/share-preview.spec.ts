import { expect, test } from '../support/stack';
import { callApi, callOfRequest } from './journeys/support/api';

type ListedClip = { internalClipId: string; channelLogin: string; channelDisplayName: string; clipTitle: string; thumbnailFormats: string[]; renditions: string[]; mediaVersion: number };

/** A seeded clip with its thumbnail and h264 source ready (the demo seed encodes in the background). */
async function readyClip(apiUrl: string): Promise<ListedClip> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { clipList } = await callApi<{ clipList: ListedClip[] }>(apiUrl, 'client/videoListing/masterFrontpageList', { sort: 'new', period: 'all' });
    const clip = clipList.find((c) => c.thumbnailFormats.includes('webp') && c.renditions.includes('source'));
    if (clip) return clip;
    if (Date.now() > deadline) throw new Error('no ready clip with a thumbnail after 150 s');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match ? decode(match[1]) : null;
}

test('a clip URL fetched without JavaScript unfurls: title, picture, h264 video, player card, oEmbed', async ({ request, site }) => {
  test.setTimeout(240_000);
  const clip = await readyClip(site.stack.apiUrl);
  const clipUrl = `${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}`;
  // As a crawler: one GET, no script runs.
  const response = await request.get(clipUrl, { headers: { 'user-agent': 'Discordbot/2.0' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const media = `${site.stack.apiUrl}media/clips/${clip.channelLogin}/${clip.internalClipId}`;
  expect(html).toContain(`<title>${clip.clipTitle.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')} · Clipyard</title>`);
  expect(metaOf(html, 'og:title')).toBe(`${clip.clipTitle} · Clipyard`);
  expect(metaOf(html, 'og:url')).toBe(clipUrl);
  expect(metaOf(html, 'og:image')).toBe(`${media}.webp?version=${clip.mediaVersion}`);
  expect(metaOf(html, 'og:video')).toBe(`${media}-source.mp4?version=${clip.mediaVersion}`);
  expect(metaOf(html, 'og:video:type')).toBe('video/mp4');
  expect(metaOf(html, 'twitter:card')).toBe('player');
  expect(metaOf(html, 'twitter:player')).toBe(`${site.stack.shellUrl}/embed/${clip.channelLogin}/${clip.internalClipId}`);

  // The addresses in the head really answer: the picture, the video and the oEmbed document of the real API.
  const image = await request.get(metaOf(html, 'og:image')!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  const video = await request.get(metaOf(html, 'og:video')!, { headers: { range: 'bytes=0-15' } });
  expect([200, 206]).toContain(video.status());
  expect((await video.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
  const oembedHref = decode(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)![1]);
  const oembed = await request.get(oembedHref);
  expect(oembed.status()).toBe(200);
  expect(((await oembed.json()) as { title: string }).title).toBe(clip.clipTitle);

  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]) as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'VideoObject', name: clip.clipTitle, embedUrl: `${site.stack.shellUrl}/embed/${clip.channelLogin}/${clip.internalClipId}` });

  // An unknown clip: 404 with the not-found title; the shell's scripts are still there to boot the SPA.
  const unknown = await request.get(`${site.stack.shellUrl}/${clip.channelLogin}/clip/unknownclip1`);
  expect(unknown.status()).toBe(404);
  const unknownHtml = await unknown.text();
  expect(unknownHtml).toContain('<title>Page not found · Clipyard</title>');
  expect(unknownHtml).toMatch(/<script[^>]+src="[^"]+\.js"/);

  // The sitemap lists the clip; robots.txt points to the sitemap.
  const sitemap = await (await request.get(`${site.stack.shellUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${clipUrl}</loc>`);
  expect(await (await request.get(`${site.stack.shellUrl}/robots.txt`)).text()).toContain(`Sitemap: ${site.stack.shellUrl}/sitemap.xml`);
});

test('a cold clip page uses the inlined clip: the browser never asks the API for it; the poster is preloaded', async ({ page, site }) => {
  test.setTimeout(240_000);
  const clip = await readyClip(site.stack.apiUrl);
  const asked: string[] = [];
  page.on('request', (request) => {
    const call = callOfRequest(request, 'client/videoListing/fetchClipsById');
    if (call && JSON.stringify(call.body).includes(clip.internalClipId)) asked.push(request.url());
  });
  await page.goto(`${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}`);
  await expect(page.getByRole('heading', { name: clip.clipTitle })).toBeVisible();
  const video = page.getByTestId('clip-video');
  await expect(video).toHaveAttribute('src', /\/media\/clips\//);
  // The poster the player shows is the image the head preloaded.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
  await expect(video).toHaveAttribute('poster', preloaded!);
  expect(asked).toEqual([]);

  // A navigation to the clip inside the app (no inlined data for it any more) asks the API as before.
  await page.goto(`${site.stack.shellUrl}/?sort=new&period=all`);
  await page.getByRole('list', { name: 'Clips' }).getByTestId('clip-card').filter({ hasText: clip.clipTitle }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: clip.clipTitle })).toBeVisible();
  // The card's own copy of the clip can draw the heading before the page's call is sent (run 86 saw none yet).
  await expect.poll(() => asked.length).toBe(1);
});

test('a cold frontpage uses the inlined first page: no listing call from the browser; the first thumbnail is preloaded', async ({ page, site }) => {
  test.setTimeout(240_000);
  // A listing no other test opens (the host keeps an answer 30 s), once its first clip has its thumbnails.
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { clipList } = await callApi<{ clipList: ListedClip[] }>(site.stack.apiUrl, 'client/videoListing/masterFrontpageList', { sort: 'new', period: '30d' });
    if (clipList[0]?.thumbnailFormats.includes('webp')) break;
    if (Date.now() > deadline) throw new Error('the newest clip has no thumbnail after 150 s');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const listings: unknown[] = [];
  page.on('request', (request) => {
    const call = callOfRequest(request, 'client/videoListing/masterFrontpageList');
    if (call) listings.push(call.body);
  });
  await page.goto(`${site.stack.shellUrl}/?sort=new&period=30d`);
  const grid = page.getByRole('list', { name: 'Clips' });
  await expect(grid.getByTestId('clip-card').first()).toBeVisible();
  // The first card's thumbnail is the image the head preloaded (the page's largest paint).
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
  await expect(grid.getByTestId('clip-card').first().locator('img')).toHaveAttribute('src', preloaded!);
  expect(listings).toEqual([]);

  // Another sort asks the API as before.
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect.poll(() => listings.length).toBe(1);
  expect(listings[0]).toMatchObject({ sort: 'top', period: '30d', cursor: null });
});
