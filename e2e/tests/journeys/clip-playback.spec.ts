import AxeBuilder from '@axe-core/playwright';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../../support/stack';
import { callApi, createUser } from './support/api';

type ListedClip = { internalClipId: string; channelLogin: string; clipTitle: string; thumbnailFormats: string[]; renditions: string[] };
type Chat = { chatMessageList: Array<{ offsetSeconds: number; message: string }> };
type Transcript = { transcriptCueList: Array<{ startSeconds: number; text: string }> };

/** A seeded clip that is playable and has chat and a transcript (the demo seed encodes in the background). */
async function clipWithChatAndTranscript(apiUrl: string): Promise<{ clip: ListedClip; chat: Chat; transcript: Transcript }> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const listing = await callApi<{ clipList: ListedClip[] }>(apiUrl, 'client/videoListing/masterFrontpageList', { sort: 'new', period: 'all' });
    for (const clip of listing.clipList.filter((c) => c.thumbnailFormats.length > 0)) {
      const chat = await callApi<Chat>(apiUrl, 'client/chat/getClipChat', { internalClipId: clip.internalClipId });
      const transcript = await callApi<Transcript>(apiUrl, 'client/clipAudioTranscript/getTranscript', { internalClipId: clip.internalClipId });
      if (chat.chatMessageList.some((m) => m.offsetSeconds > 2) && transcript.transcriptCueList.length >= 2) return { clip, chat, transcript };
    }
    if (Date.now() > deadline) throw new Error('no ready clip with chat and transcript after 150 s');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** No serious or critical axe violations in what is on screen now. */
async function axeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('clip page: ?t= start, chat replay follows playback, transcript seeks, download saves an mp4', async ({ page, site }) => {
  test.setTimeout(240_000);
  const { clip, chat, transcript } = await clipWithChatAndTranscript(site.stack.apiUrl);
  // Loop off, so a short clip that reaches its end stays there while the test looks.
  await page.addInitScript(() => window.localStorage.setItem('clipyard.player.loop', 'false'));
  await site.open(page, `/${clip.channelLogin}/clip/${clip.internalClipId}?t=2`);
  const video = page.getByTestId('clip-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  // Chat: at 2 s and later, the messages up to the clock are shown.
  const early = chat.chatMessageList.find((m) => m.offsetSeconds <= 2)!;
  const late = chat.chatMessageList.filter((m) => m.offsetSeconds > 2).at(-1)!;
  const messages = page.getByTestId('chat-message');
  await expect(messages.filter({ hasText: early.message })).toBeVisible();
  await axeClean(page, 'article');

  // Transcript: clicking the first cue seeks to its start; pausing there leaves only the chat before it.
  await page.getByRole('tab', { name: 'Transcript' }).click();
  const cues = page.getByTestId('transcript-cue');
  await expect(cues).toHaveCount(transcript.transcriptCueList.length);
  await axeClean(page, 'article');
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await cues.first().click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(1.5);
  const second = transcript.transcriptCueList[1];
  await cues.nth(1).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(second.startSeconds - 0.05);
  await expect(cues.nth(1)).toHaveAttribute('aria-current', 'true');

  // Back to 0 and play: the last message appears once playback passes its offset.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 0;
  });
  await expect(messages.filter({ hasText: late.message })).toHaveCount(0);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect(messages.filter({ hasText: late.message })).toBeVisible({ timeout: 15_000 });

  // Captions: the transcript is also the video's captions track (the server's WebVTT, the same cues); c shows it.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks.length), { timeout: 15_000 }).toBe(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0].kind)).toBe('captions');
  await page.locator('body').press('c');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0].mode)).toBe('showing');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0].cues?.length ?? 0)).toBe(transcript.transcriptCueList.length);
  expect(await video.evaluate((v: HTMLVideoElement) => (v.textTracks[0].cues?.[0] as VTTCue | undefined)?.text)).toBe(transcript.transcriptCueList[0].text);
  await page.locator('body').press('c');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0].mode)).toBe('hidden');

  // The keyboard: ? opens the cheat sheet.
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await axeClean(page, '[role="dialog"]');
  await page.keyboard.press('Escape');

  // Download Clip saves the source rendition: a real mp4 (ISO BMFF 'ftyp' box) under the channel and title.
  await page.getByTestId('clip-menu-button').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download Clip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${clip.channelLogin} - ${clip.clipTitle.replace(/[<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim()}.mp4`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
});

test('embed: the player plays in an iframe on another origin; oEmbed answers for clips and 404s otherwise', async ({ page, site }) => {
  test.setTimeout(240_000);
  const { clip } = await clipWithChatAndTranscript(site.stack.apiUrl);
  const clipUrl = `${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}`;

  const oembed = await page.request.get(`${site.stack.apiUrl}oembed?url=${encodeURIComponent(clipUrl)}`);
  expect(oembed.status()).toBe(200);
  const body = (await oembed.json()) as { type: string; html: string; title: string };
  expect(body.type).toBe('video');
  expect(body.title).toBe(clip.clipTitle);
  expect(body.html).toContain(`src="${site.stack.shellUrl}/embed/${clip.channelLogin}/${clip.internalClipId}"`);
  const unknown = await page.request.get(`${site.stack.apiUrl}oembed?url=${encodeURIComponent(`${site.stack.shellUrl}/${clip.channelLogin}/clip/unknownclip1`)}`);
  expect(unknown.status()).toBe(404);

  // A page on another origin (another port) embeds the clip with the oEmbed snippet.
  const dir = await mkdtemp(path.join(tmpdir(), 'clipyard-embed-'));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><title>Host</title><link rel="icon" href="data:,"><body><h1>Someone's blog</h1>${body.html}</body></html>`);
  const host = await site.stack.serveFolder(dir, 5);
  await page.goto(`http://127.0.0.1:${site.stack.extraPort(5)}/index.html`);
  const frame = page.frameLocator('iframe');
  const embedded = frame.getByTestId('clip-video');
  await expect(embedded).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByTestId('brand')).toHaveCount(0);
  await expect.poll(() => embedded.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await embedded.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    return v.play();
  });
  await expect.poll(() => embedded.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.currentTime)), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await host.close();
});

test('a comment holding markup renders as text', async ({ page, site }) => {
  test.setTimeout(240_000);
  const { clip } = await clipWithChatAndTranscript(site.stack.apiUrl);
  const user = await createUser(site.stack);
  const text = `look at 0:01 <img src=x onerror="window.__pwned=1"> ${Date.now()}`;
  await callApi(site.stack.apiUrl, 'client/clipComment/submitComment', { internalClipId: clip.internalClipId, commentText: text }, user.idToken);
  await site.open(page, `/${clip.channelLogin}/clip/${clip.internalClipId}`);
  const comment = page.getByTestId('comment').filter({ hasText: '<img src=x' });
  await expect(comment).toContainText(text.replace('look at ', ''));
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // The time in it is a link that seeks.
  await comment.getByRole('button', { name: 'Play from 0:01' }).click();
  await expect.poll(() => page.getByTestId('clip-video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(2.5);
});
