import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/stack';
import { waitForReadyClips } from './journeys/support/api';

/**
 * Clickjacking (issue 22 item 7): a page of another site frames Clipyard's pages under a decoy. Every page refuses to
 * be drawn in it (CSP frame-ancestors 'self'), the account deletion and the studio included; only the embed player,
 * made to be framed anywhere, shows.
 */
const REFUSED = ['/', '/settings', '/search', '/account/deleteAccount', '/account/login', '/streamer/pageEditor', '/oauth/twitch', '/admin/reports'];

// The browser reports each refusal on the framing page's console: that is the behaviour under test.
// (Chromium's words changed over versions: "Refused to frame '…' because an ancestor violates…", now "Framing '…'
// violates…".)
const REFUSAL = /^console\.error: (?:Refused to frame|Framing) '[^']+' (?:because an ancestor )?violates the following Content Security Policy directive: "frame-ancestors 'self'"/;
test.use({ allowedConsoleErrors: { patterns: [REFUSAL] } });

test('another site cannot frame any page but the embed player', async ({ page, site, consoleErrors }) => {
  test.setTimeout(180_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  const pages = [...REFUSED, `/${clip!.channelLogin}/clip/${clip!.internalClipId}`, `/${clip!.channelLogin}`];
  const embed = `/embed/${clip!.channelLogin}/${clip!.internalClipId}`;
  const frames = [...pages, embed].map((address, i) => `<iframe name="f${i}" src="${site.stack.shellUrl}${address}" width="480" height="270" title="frame ${i}"></iframe>`);
  const dir = await mkdtemp(path.join(tmpdir(), 'clipyard-framing-'));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><title>Decoy</title><link rel="icon" href="data:,"><body><h1>Win a prize</h1>${frames.join('')}</body></html>`);
  const decoy = await site.stack.serveFolder(dir, 4);
  try {
    await page.goto(`http://127.0.0.1:${site.stack.extraPort(4)}/index.html`);
    // The embed player shows and plays from its frame.
    const player = page.frameLocator(`iframe[name="f${pages.length}"]`).getByTestId('clip-video');
    await expect(player).toBeVisible({ timeout: 30_000 });
    // Every other frame holds the browser's error page, never the site: no document of the site's origin loads in it.
    for (let i = 0; i < pages.length; i += 1) {
      await expect.poll(() => page.frame({ name: `f${i}` })?.url() ?? '', { message: pages[i] }).toMatch(/^chrome-error:/);
    }
    await expect.poll(() => consoleErrors.seen().filter((entry) => REFUSAL.test(entry)).length).toBe(pages.length);
  } finally {
    await decoy.close();
    await rm(dir, { recursive: true, force: true });
  }
});
