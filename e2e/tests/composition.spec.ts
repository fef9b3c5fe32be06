import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hashTree } from '../support/hash-tree';
import { pageSettled } from '../support/page-settled';
import { expect, test } from '../support/stack';
import { E2E_BUILDS, ROOT } from '../support/stack-lib';

test('the shell paints before any remote arrives', async ({ page, site, consoleErrors }) => {
  for (const name of ['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer']) site.remoteServer(name).setDelay(30_000);
  // On purpose: the remotes answer after 30 s, so the route's remote gives up loading (its fallback is the point).
  consoleErrors.allow(/\[remote\] mfe_\w+\/routes failed to load .*timeout/);
  // Painted before any remote answered (not within a wall-clock bound: a busy machine stretched 5 s, run 91).
  const remotePorts = new Set(['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer'].map((name) => site.stack.web.ports[name]));
  let remoteAnswered = false;
  page.on('response', (response) => {
    if (remotePorts.has(Number(new URL(response.url()).port))) remoteAnswered = true;
  });
  await page.goto(`${site.stack.shellUrl}/`);
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(page.getByTestId('remote-loading')).toBeVisible();
  expect(remoteAnswered).toBe(false);
  // The shell's own pages work meanwhile.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'License' }).click();
  await expect(page.getByRole('heading', { name: 'License' })).toBeVisible();
});

test('each remote loads only when its route is first visited', async ({ page, site }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const port = Number(new URL(request.url()).port);
    const remote = Object.entries(site.stack.web.ports).find(([, p]) => p === port)?.[0];
    if (remote && remote !== 'shell') requested.add(remote);
  });
  await site.open(page, '/license');
  await expect(page.getByRole('heading', { name: 'License' })).toBeVisible();
  // Settled (loaded, network quiet, an idle callback run): any remote fetched at load or on idle has been asked for.
  await pageSettled(page);
  expect([...requested]).toEqual([]);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.locator('[data-remote="mfe_account"]')).toBeVisible();
  expect([...requested]).toEqual(['mfe_account']);
});

test('unknown addresses get the not-found page inside the layout; /oauth/twitch is outside it', async ({ page, site, consoleErrors }) => {
  // The unknown address is answered 404, which the browser logs: opened on purpose.
  consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/no\/such\/page\/here$/);
  await site.open(page, '/no/such/page/here');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.goto(`${site.stack.shellUrl}/oauth/twitch`);
  await expect(page.getByRole('heading', { name: 'Connecting to Twitch' })).toBeVisible();
  await expect(page.getByTestId('brand')).toHaveCount(0);
});

/** The build command of step 1 of a remote's README recipe ("Shipping it alone"), as the README writes it. */
function recipeBuildCommand(remoteDir: string): string[] {
  const readme = readFileSync(path.join(ROOT, remoteDir, 'README.md'), 'utf8');
  const recipe = readme.slice(readme.indexOf('## Shipping it alone'));
  const command = /^1\. `([^`]+)`/m.exec(recipe)?.[1];
  expect(command, `${remoteDir}/README.md: step 1 of "Shipping it alone" names the build command`).toBeTruthy();
  return command!.split(' ');
}

test('redeploy, following mfe-streamer/README.md "Shipping it alone" step by step: the site shows the new build, no other build touched', async ({ page, site }) => {
  // One production build of the remote on a shared machine.
  test.setTimeout(600_000);
  const others = ['shell', 'mfe-clips', 'mfe-channels', 'mfe-account'];
  const before = Object.fromEntries(others.map((dir) => [dir, hashTree(path.join(ROOT, dir, 'dist'))]));
  await site.open(page, '/overview');
  await expect(page.locator('[data-remote="mfe_streamer"]')).toBeVisible();
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveCount(0);

  // 1. The README's build command, with the label it offers to tell builds apart. CLIPYARD_OUT_DIR (also in the
  //    README) builds beside the checked-out dist/, which the rest of the suite serves.
  // Every remote's README gives the same recipe; mfe-streamer's is followed here.
  for (const remote of ['mfe-clips', 'mfe-channels', 'mfe-account', 'mfe-streamer']) expect(recipeBuildCommand(remote)).toEqual(['pnpm', '--filter', remote, 'build']);
  const [command, ...args] = recipeBuildCommand('mfe-streamer');
  const label = `recipe-${Date.now().toString(36)}`;
  const outDir = path.join(E2E_BUILDS, 'mfe-streamer-recipe');
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, CLIPYARD_BUILD_LABEL: label, CLIPYARD_OUT_DIR: outDir },
    stdio: 'pipe',
    timeout: 540_000,
  });
  expect(existsSync(path.join(outDir, 'mf-manifest.json'))).toBe(true);

  // 2. Published anywhere that serves it with Access-Control-Allow-Origin.
  const published = await site.stack.serveFolder(outDir, 5);
  const manifestUrl = `${published.url}/mf-manifest.json`;
  expect((await page.request.get(manifestUrl)).headers()['access-control-allow-origin']).toBe('*');

  // 3. The shell's remotes.json points "mfe_streamer" at the new manifest.
  site.setRemote('mfe_streamer', manifestUrl);
  expect((await (await page.request.get(`${site.stack.shellUrl}/remotes.json`)).json()).mfe_streamer).toBe(manifestUrl);

  // Visitors get the new version on their next load.
  await page.reload();
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveText(`mfe_streamer ${label}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No shell build or deploy, no other remote rebuilt: their files are byte-identical to before the build.
  for (const dir of others) expect(hashTree(path.join(ROOT, dir, 'dist')), `${dir}/dist`).toBe(before[dir]);
  await published.close();
});

test('start-up: appLaunch is reported once with platformData; the service worker registers at /sw.js; no Firebase for a signed-out visitor', async ({ page, site }) => {
  const activities: unknown[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('client/activity/reportActivity')) activities.push(request.postDataJSON());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await site.open(page, '/license');
  await expect.poll(() => activities.length).toBe(1);
  expect(activities[0]).toEqual({
    activityName: 'appLaunch',
    platformData: {
      browserName: expect.any(String),
      platformName: expect.any(String),
      browserVersion: expect.any(String),
      isMobile: expect.any(Boolean),
      isCapacitor: false,
      hasTouch: expect.any(Boolean),
    },
  });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), { timeout: 15_000 })
    .toBe(`${site.stack.shellUrl}/sw.js`);
  const shellScripts = await Promise.all(scripts.filter((url) => url.startsWith(site.stack.shellUrl)).map(async (url) => (await page.request.get(url)).text()));
  expect(shellScripts.some((code) => code.includes('identitytoolkit'))).toBe(false);
  // Moving around does not report a second launch.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Install Clipyard' }).click();
  await expect(page.getByRole('heading', { name: 'Install Clipyard' })).toBeVisible();
  // The new page shown and settled: a report it (or a reload, booting anew) would make has been sent by now.
  await pageSettled(page);
  expect(activities).toHaveLength(1);
});
