import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../../support/stack';
import type { Stack } from '../../support/stack';
import { callApi, createUser, uniqueName } from './support/api';
import { expectNoSeriousAxeViolations } from './support/ui';

/**
 * Issue 19 items 10, 12 and 21: sharing (the system share sheet on a phone, else share links), the tab's title on the
 * clip and channel pages, `?t=1:05` (65 s), and the clip page on a touch screen (no shortcuts button, no empty chat box).
 */

// Every character a share address has to encode, and Japanese.
const CLIP_TITLE = 'Share & title #1 "最高"';
const SECONDS = 70;

interface SharedClip {
  channelLogin: string;
  internalClipId: string;
}

/** A real 70 s video (tiny: 160x90 at 10 fps): long enough for a link to 1:05. */
function longVideo(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-share-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10',
      '-f', 'lavfi', '-i', 'sine',
      '-t', String(SECONDS),
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-shortest', '-movflags', '+faststart',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Uploads the clip to a new channel as a new user (tus, then submitClip, as the upload screen does); waits until ready. */
async function uploadClip(stack: Stack): Promise<SharedClip> {
  const user = await createUser(stack);
  const channelLogin = uniqueName('share_');
  const video = longVideo();
  const base = stack.apiUrl.replace(/\/?$/, '/');
  const tus = { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${user.idToken}` };
  const created = await fetch(`${base}uploads/`, { method: 'POST', headers: { ...tus, 'Upload-Length': String(video.length) } });
  if (created.status !== 201) throw new Error(`tus create: HTTP ${created.status}`);
  const location = new URL(created.headers.get('location')!, base).toString();
  const patched = await fetch(location, { method: 'PATCH', headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, body: new Uint8Array(video) });
  if (patched.status !== 204) throw new Error(`tus patch: HTTP ${patched.status}`);
  const uploadId = location.split('/').pop()!;
  const { internalClipId } = await callApi<{ internalClipId: string }>(stack.apiUrl, 'client/userSubmission/submitClip', { uploadId, channelLogin, clipTitle: CLIP_TITLE }, user.idToken);
  const deadline = Date.now() + 170_000;
  for (;;) {
    const { status } = await callApi<{ status: string }>(stack.apiUrl, 'client/userSubmission/clipEncodeStatus', { internalClipId }, user.idToken);
    if (status === 'ready') return { channelLogin, internalClipId };
    if (status === 'failed' || Date.now() > deadline) throw new Error(`clip ${internalClipId} is ${status}, not ready`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// One clip per worker's stack, made by the first test that needs it.
let clipOfStack: { stack: Stack; clip: Promise<SharedClip> } | null = null;
function sharedClip(stack: Stack): Promise<SharedClip> {
  if (clipOfStack?.stack !== stack) clipOfStack = { stack, clip: uploadClip(stack) };
  return clipOfStack.clip;
}

/** Records every value written to document.title (by the shell's layout and by the pages), in order. */
async function recordTitleWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { titleWrites: string[] }).titleWrites = writes;
    const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    Object.defineProperty(Document.prototype, 'title', {
      configurable: true,
      get() {
        return title.get!.call(this);
      },
      set(value: string) {
        writes.push(value);
        title.set!.call(this, value);
      },
    });
  });
}

/** Waits until the shell's layout has written this route title (it does so a moment after a navigation or a language switch). */
async function layoutWrote(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { titleWrites: string[] }).titleWrites), { timeout: 15_000 }).toContain(title);
}

async function openClip(page: Page, stack: Stack, clip: SharedClip, query = ''): Promise<void> {
  await page.goto(`${stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}${query}`);
  await expect(page.getByRole('heading', { name: CLIP_TITLE })).toBeVisible({ timeout: 30_000 });
}

test.describe('on a phone with a share sheet (a touch screen)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Share Clip opens the system share sheet with the clip’s address and title; no shortcuts button; no empty chat box', async ({ page, site }) => {
    test.setTimeout(240_000);
    const clip = await sharedClip(site.stack);
    // The browser's share sheet, stubbed in this test only: it records what it was asked to share.
    await page.addInitScript(() => {
      const shares: ShareData[] = [];
      (window as unknown as { shares: ShareData[] }).shares = shares;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shares.push(data);
          return Promise.resolve();
        },
      });
    });
    await openClip(page, site.stack, clip);
    const origin = await page.evaluate(() => location.origin);

    await page.getByTestId('clip-menu-button').tap();
    await page.getByRole('menuitem', { name: 'Share Clip' }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shares: ShareData[] }).shares))
      .toEqual([{ title: CLIP_TITLE, url: `${origin}/${clip.channelLogin}/clip/${clip.internalClipId}` }]);
    // The system sheet did it all: ours never opens.
    await expect(page.getByTestId('bottom-sheet')).toHaveCount(0);
    await expect(page.getByTestId('share-sheet')).toHaveCount(0);

    // The toolbar is there (speed, loop) but no "Keyboard shortcuts" button on a touch screen.
    await expect(page.getByTestId('speed-select')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveCount(0);

    // An uploaded clip has no chat: one line saying so, not a tall empty box.
    const panel = page.getByTestId('clip-side-panel');
    await expect(panel.getByText('No chat was recorded for this clip.')).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.height).toBeLessThan(140);
  });
});

test.describe('at 390 px without a share sheet', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Share Clip and Share Channel offer Copy link and the usual sites, with the address and title encoded', async ({ page, site }) => {
    test.setTimeout(240_000);
    const clip = await sharedClip(site.stack);
    // Whatever this Chromium has: no system share sheet here.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await openClip(page, site.stack, clip);
    const origin = await page.evaluate(() => location.origin);

    const expectLinks = async (url: string, title: string) => {
      const sheet = page.getByTestId('share-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('menuitem', { name: 'Copy link', exact: true })).toBeVisible();
      const u = encodeURIComponent(url);
      const t = encodeURIComponent(title);
      const links: Array<[string, string]> = [
        ['x', `https://twitter.com/intent/tweet?text=${t}&url=${u}`],
        ['reddit', `https://www.reddit.com/submit?url=${u}&title=${t}`],
        ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
        ['line', `https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`],
        ['bluesky', `https://bsky.app/intent/compose?text=${encodeURIComponent(`${title} ${url}`)}`],
      ];
      for (const [site, href] of links) {
        const link = sheet.getByTestId(`share-${site}`);
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(sheet.getByRole('menuitem', { name: 'Send by email' })).toHaveAttribute('href', `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`);
      await expectNoSeriousAxeViolations(page, '[data-testid="share-sheet"]');
    };

    await page.getByTestId('clip-menu-button').click();
    await page.getByRole('menuitem', { name: 'Share Clip' }).click();
    await expectLinks(`${origin}/${clip.channelLogin}/clip/${clip.internalClipId}`, CLIP_TITLE);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('share-sheet')).toHaveCount(0);

    await page.getByRole('link', { name: clip.channelLogin, exact: true }).first().click();
    await expect(page.getByRole('heading', { name: clip.channelLogin, exact: true })).toBeVisible();
    await page.getByTestId('channel-menu-button').click();
    await page.getByRole('menuitem', { name: 'Share Channel' }).click();
    await expectLinks(`${origin}/${clip.channelLogin}`, clip.channelLogin);
  });
});

test('the tab’s title is the clip’s, then the channel’s after navigating, also after a language switch; ?t=1:05 starts at 65 s', async ({ page, site }) => {
  test.setTimeout(240_000);
  const clip = await sharedClip(site.stack);
  await recordTitleWrites(page);
  // Loop off, so the clip stays at its end once it gets there.
  await page.addInitScript(() => window.localStorage.setItem('clipyard.player.loop', 'false'));
  await openClip(page, site.stack, clip, '?t=1:05');

  // The shell's layout writes the route's title ("Clip · Clipyard") after the page loads; the clip's stays.
  await layoutWrote(page, 'Clip · Clipyard');
  await expect(page).toHaveTitle(`${CLIP_TITLE} · Clipyard`);

  // 1:05 is 65 s (not 1 s).
  const video = page.getByTestId('clip-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThanOrEqual(65);
  // On a computer the shortcuts button is there.
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();

  // Client-side navigation to the channel: the channel's name.
  await page.getByRole('link', { name: clip.channelLogin, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: clip.channelLogin, exact: true })).toBeVisible();
  await layoutWrote(page, 'Channel · Clipyard');
  await expect(page).toHaveTitle(`${clip.channelLogin} · Clipyard`);

  // Switching to Japanese: the layout writes "チャンネル · Clipyard"; the channel's name stays.
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-dialog').getByRole('radio', { name: '日本語' }).check();
  await page.getByTestId('settings-ok').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await layoutWrote(page, 'チャンネル · Clipyard');
  await expect(page).toHaveTitle(`${clip.channelLogin} · Clipyard`);

  // Back to the clip (client-side): the clip's title again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: CLIP_TITLE })).toBeVisible();
  await layoutWrote(page, 'クリップ · Clipyard');
  await expect(page).toHaveTitle(`${CLIP_TITLE} · Clipyard`);
});
