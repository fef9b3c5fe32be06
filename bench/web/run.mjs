#!/usr/bin/env node
/**
 * bench/web: what a first-time visitor downloads. Production build of the shell and the four
 * remotes (with Rspack stats), the static servers (gzip, as in `npm start`) and the API when it
 * exists, then with a cold cache in Chromium: load `/` and a clip page, print JS bytes transferred
 * (raw and gzip), request count, the federation runtime's share and LCP. Target: at most 200 KB of
 * gzip JS for a cold clip page load, every remote included. Prints only; asserts nothing.
 *
 * Env: BENCH_PORT_BASE (4800), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS, ROOT, buildApp, startApiServer, startWebServers } from '../../scripts/lib/stack.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4800);
const TARGET_GZIP_KB = 200;
const log = (m) => console.log(`[bench:web] ${m}`);

/** Per emitted JS file: the share of its modules' size that is the federation runtime. */
function federationShares(statsFile) {
  const shares = new Map();
  if (!existsSync(statsFile)) return shares;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const modulesOf = (chunk) => (chunk.modules ?? []).flatMap((m) => (m.modules ? m.modules : [m]));
  for (const chunk of stats.chunks ?? []) {
    let total = 0;
    let federation = 0;
    for (const m of modulesOf(chunk)) {
      const size = m.size ?? 0;
      total += size;
      if (/@module-federation[\\/+]/.test(m.identifier ?? m.name ?? '') || /webpack\/runtime\/|federation/i.test(m.name ?? '')) federation += size;
    }
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) shares.set(file, total ? federation / total : 0);
  }
  return shares;
}

async function build() {
  const shares = new Map();
  for (const app of APPS) {
    const statsFile = path.join(ROOT, app.dir, 'dist', 'stats.json');
    await buildApp(app, { force: true, log, env: { CLIPYARD_STATS: statsFile } });
    for (const [file, share] of federationShares(statsFile)) shares.set(`${app.name}/${file}`, share);
  }
  return shares;
}

async function findClipPath(apiUrl) {
  try {
    const response = await fetch(`${apiUrl}client/videoListing/masterFrontpageList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    const answer = await response.json();
    const clip = (answer.clipList ?? answer.clips ?? answer.items ?? [])[0];
    if (clip?.internalClipId && clip?.channelLogin) return `/${clip.channelLogin}/clip/${clip.internalClipId}`;
  } catch {
    // no API or no clips
  }
  return null;
}

async function measure(browser, url, ports, shares) {
  // A fresh context: cold HTTP cache, no service worker.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    const body = await response?.body().catch(() => null);
    const u = new URL(request.url());
    const app = Object.entries(ports).find(([, p]) => p === Number(u.port))?.[0] ?? 'other';
    scripts.push({ app, file: u.pathname.slice(1), raw: body?.length ?? 0, gzip: sizes?.responseBodySize ?? 0 });
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  const sum = (key, list = scripts) => list.reduce((n, s) => n + s[key], 0);
  const federation = scripts.reduce((n, s) => n + s.gzip * (shares.get(`${s.app}/${s.file}`) ?? 0), 0);
  const byApp = {};
  for (const s of scripts) byApp[s.app] = (byApp[s.app] ?? 0) + s.gzip;
  if (process.env.BENCH_VERBOSE) for (const s of scripts) console.log(`    ${s.app}/${s.file} raw ${s.raw} gzip ${s.gzip}`);
  return { requests, scripts: scripts.length, raw: sum('raw'), gzip: sum('gzip'), federation, lcp, byApp };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const shares = await build();
  let api = null;
  const apiPort = BASE + 10;
  if (existsSync(path.join(ROOT, 'server', 'src', 'main.ts'))) {
    api = await startApiServer({ port: apiPort, quiet: true, log, env: { DATA_DIR: 'memory', CORS_ORIGINS: `http://localhost:${BASE}` } }).catch((error) => {
      log(`API not started (${error.message.split('\n')[0]}): pages render without data`);
      return null;
    });
  }
  const web = await startWebServers({ basePort: BASE, apiBaseUrl: `http://localhost:${apiPort}/`, authEmulatorUrl: 'http://127.0.0.1:9099', log });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const clipPath = (api && (await findClipPath(api.url))) || '/demo_channel/clip/demo';
    const rows = [];
    for (const [name, pathname] of [['frontpage /', '/'], [`clip page ${clipPath}`, clipPath]]) {
      const r = await measure(browser, web.shellUrl + pathname, web.ports, shares);
      rows.push([name, r]);
    }
    console.log('\nCold load (Chromium, empty cache, gzip as served by the static servers)');
    for (const [name, r] of rows) {
      console.log(`\n${name}`);
      console.log(`  requests            ${r.requests}`);
      console.log(`  JS files            ${r.scripts}`);
      console.log(`  JS raw              ${kb(r.raw)}`);
      console.log(`  JS gzip             ${kb(r.gzip)}${name.startsWith('clip') ? `   (target ≤ ${TARGET_GZIP_KB} KB: ${r.gzip / 1024 <= TARGET_GZIP_KB ? 'met' : 'NOT met'})` : ''}`);
      console.log(`  federation runtime  ${kb(r.federation)} gzip (${r.gzip ? ((100 * r.federation) / r.gzip).toFixed(1) : 0}%, estimated from module sizes)`);
      console.log(`  by app (gzip)       ${Object.entries(r.byApp).map(([a, n]) => `${a} ${kb(n)}`).join(', ')}`);
      console.log(`  LCP                 ${r.lcp ? `${r.lcp.toFixed(0)} ms` : 'n/a'}`);
    }
  } finally {
    await browser.close();
    await web.close();
    await api?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
