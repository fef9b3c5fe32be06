#!/usr/bin/env node
/**
 * bench/web: how fast a first-time visitor sees a page. Production build of the shell and the four
 * remotes (with Rspack stats), served as `npm start` serves them (scripts/lib/stack.mjs: the same
 * static servers, gzip, remotes.json and config.json) with the API and its demo seed, then:
 *  1. a cold load in Chromium of `/` and a seeded clip page (once its clips are encoded): JS bytes
 *     transferred (raw and gzip) per app, request count, the federation runtime's share, LCP;
 *  2. Lighthouse (the `lighthouse` npm package, mobile defaults: simulated Slow 4G, 4x CPU
 *     slowdown), three runs per page: medians of LCP, FCP, TBT, CLS, the performance score, gzip JS
 *     before the first view (scripts arrived by the observed LCP) and in all, and request count;
 *  3. the main thread until idle (main-thread.mjs, issue 20 item 4), five cold loads per page (`/`, the clip page,
 *     `/settings`): CPU from the trace's thread clock, 4x blocking from it, React commits; on the clip page, a click on
 *     Play and on Like at 1.5 s and 4 s after navigation at 4x CPU, timed to the next paint.
 * Targets (issue 13): LCP ≤ 1.8 s, TBT ≤ 200 ms, CLS ≤ 0.05, ≤ 200 KB gzip JS before the first view.
 * Prints only; asserts nothing.
 *
 * Env: BENCH_PORT_BASE (4800), CHROMIUM_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_RUNS (3; 0: no Lighthouse),
 * BENCH_MAIN_THREAD_RUNS (5; 0: no section 3), BENCH_TRACE_SECONDS (12),
 * BENCH_VERBOSE=1 (every script of every load), BENCH_SKIP_BUILD=1 (reuse bench/web/.dist), BENCH_LHR_DIR (keep each
 * Lighthouse report as JSON there).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APPS, ROOT, buildApp, startApiServer, startWebServers } from '../../scripts/lib/stack.mjs';
import { describeScripts, loadChunkIndex } from './chunks.mjs';
import { medianOf, runLighthouse } from './lighthouse.mjs';
import { LAUNCH_ARGS, printMainThread } from './main-thread.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 4800);
const TARGET_GZIP_KB = 200;
const TARGETS = { lcp: 1800, tbt: 200, cls: 0.05 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (m) => console.log(`[bench:web] ${m}`);

const VLQ = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The share of a built file's characters that come from the federation runtime
 * (@module-federation/* sources and Rspack's federation runtime modules), read from its hidden
 * source map: each mapping segment owns the generated columns up to the next one.
 */
function federationShareOf(mapFile) {
  if (!existsSync(mapFile)) return 0;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const isFederation = map.sources.map((source) => /node_modules\/.*@module-federation|webpack\/runtime\/|rspack\/runtime\//.test(source));
  let total = 0;
  let federation = 0;
  let sourceIndex = 0;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    const segments = line.split(',').filter(Boolean).map(decodeSegment);
    const starts = [];
    for (const seg of segments) {
      column += seg[0];
      if (seg.length > 1) sourceIndex += seg[1];
      starts.push([column, seg.length > 1 ? sourceIndex : -1]);
      if (seg.length > 1) {
        // keep the other relative fields in step (line, column, name) — only the source matters here
      }
    }
    for (let i = 0; i < starts.length - 1; i += 1) {
      const length = starts[i + 1][0] - starts[i][0];
      total += length;
      if (starts[i][1] >= 0 && isFederation[starts[i][1]]) federation += length;
    }
  }
  return total ? federation / total : 0;
}

// Its own output folders: a benchmark build never replaces the dist/ that npm start or e2e serve.
const OUT = path.join(ROOT, 'bench', 'web', '.dist');
const distOf = (app) => path.join(OUT, app.dir);

async function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') log('reusing bench/web/.dist (BENCH_SKIP_BUILD=1)');
  else for (const app of APPS) await buildApp(app, { outDir: distOf(app), log, env: { CLIPYARD_STATS: '1' } });
  return (name, file) => federationShareOf(path.join(distOf(APPS.find((a) => a.name === name) ?? APPS[0]), `${file}.map`));
}

async function findClipPath(apiUrl) {
  // The demo seed encodes its clips in the background: wait for the first one with its poster (bounded), as the
  // e2e journeys do (e2e/tests/journeys/support/api.ts waitForReadyClips).
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const found = await firstClipPath(apiUrl);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return null;
}

/** A process's name, or null when it has ended meanwhile. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Whether an ffmpeg process runs on this machine (the demo seed's encodes): read from /proc. */
function ffmpegRunning() {
  try {
    return readdirSync('/proc').some((entry) => /^\d+$/.test(entry) && commandOf(entry) === 'ffmpeg');
  } catch {
    return false; // no /proc: nothing to wait for
  }
}

/**
 * The seed keeps encoding its other clips (and their x265/AV1 renditions) after the first is ready: Lighthouse
 * multiplies the observed task lengths by 4, so a page measured beside an encode reads seconds of blocking time. Waits
 * (bounded) until no ffmpeg has run for 5 s.
 */
async function untilEncodesSettle() {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < 600_000) {
    if (ffmpegRunning()) quietSince = Date.now();
    else if (Date.now() - quietSince >= 5000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`the seed's encodes settled after ${Math.round((Date.now() - started) / 1000)} s`);
}

async function firstClipPath(apiUrl) {
  try {
    const response = await fetch(`${apiUrl}client/videoListing/masterFrontpageList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sort: 'new', period: 'all' }),
    });
    const answer = await response.json();
    const clip = (answer.clipList ?? []).find((c) => c.thumbnailFormats?.length > 0);
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
  // The calls a signed-out page view makes to the API (the capacity model's calls per page, docs/scale.md).
  const apiCalls = {};
  page.on('request', (request) => {
    requests += 1;
    const u = new URL(request.url());
    if (Number(u.port) !== BASE + 10 || request.method() === 'OPTIONS') return;
    const call = u.pathname.slice(1).replace(/^client\//, '');
    apiCalls[call] = (apiCalls[call] ?? 0) + 1;
  });
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
  const federation = scripts.reduce((n, s) => n + s.gzip * shares(s.app, s.file), 0);
  const byApp = {};
  for (const s of scripts) byApp[s.app] = (byApp[s.app] ?? 0) + s.gzip;
  if (process.env.BENCH_VERBOSE) for (const s of scripts) console.log(`    ${s.app}/${s.file} raw ${s.raw} gzip ${s.gzip}`);
  return { requests, scripts: scripts.length, raw: sum('raw'), gzip: sum('gzip'), federation, lcp, byApp, apiCalls };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : 'n/a');
const verdict = (ok) => (ok ? 'met' : 'NOT met');

/** Lighthouse runs one after the other (two cores: parallel runs would measure each other). */
async function lighthouseRows(pages) {
  const rows = [];
  for (const [name, url] of pages) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      try {
        runs.push(await runLighthouse(url, { chromePath: CHROMIUM_PATH }));
        log(`lighthouse ${name} run ${i + 1}/${LIGHTHOUSE_RUNS}: LCP ${ms(runs.at(-1).lcp)}, TBT ${ms(runs.at(-1).tbt)}`);
      } catch (error) {
        log(`lighthouse ${name} run ${i + 1} failed: ${error.message}`);
      }
    }
    rows.push([name, runs.length ? medianOf(runs) : null]);
  }
  return rows;
}

function printLighthouse(rows, describe) {
  console.log(`\nLighthouse ${LIGHTHOUSE_RUNS}x per page, mobile defaults (simulated Slow 4G, 4x CPU), medians`);
  for (const [name, r] of rows) {
    console.log(`\n${name}`);
    if (!r) {
      console.log('  every run failed');
      continue;
    }
    console.log(`  LCP                 ${ms(r.lcp)}   (target ≤ ${TARGETS.lcp} ms: ${verdict(r.lcp <= TARGETS.lcp)})`);
    console.log(`  LCP element         ${r.lcpElement}`);
    console.log(`  FCP                 ${ms(r.fcp)}`);
    console.log(`  TBT                 ${ms(r.tbt)}   (target ≤ ${TARGETS.tbt} ms: ${verdict(r.tbt <= TARGETS.tbt)})`);
    console.log(`  CLS                 ${r.cls.toFixed(3)}   (target ≤ ${TARGETS.cls}: ${verdict(r.cls <= TARGETS.cls)})`);
    console.log(`  performance score   ${r.score.toFixed(0)}`);
    console.log(`  JS gzip before view ${kb(r.jsGzipBeforeFirstView)} in ${r.jsFilesBeforeFirstView} files   (target ≤ ${TARGET_GZIP_KB} KB: ${verdict(r.jsGzipBeforeFirstView / 1024 <= TARGET_GZIP_KB)})`);
    console.log(`  JS gzip in all      ${kb(r.jsGzip)} in ${r.jsFiles} files`);
    console.log(`  requests            ${r.requests}`);
    console.log('  scripts (* = before the first view; what fills each chunk, from Rspack stats):');
    for (const s of describe(r.scripts)) console.log(`   ${s.beforeFirstView ? '*' : ' '} ${s.app}/${s.file} ${kb(s.gzip)}: ${s.owners}`);
  }
}

async function main() {
  const shares = await build();
  let api = null;
  const apiPort = BASE + 10;
  if (existsSync(path.join(ROOT, 'server', 'src', 'main.ts'))) {
    api = await startApiServer({ port: apiPort, quiet: true, log, env: { DATA_DIR: 'memory', SEED: 'true', CORS_ORIGINS: `http://localhost:${BASE}` } }).catch((error) => {
      log(`API not started (${error.message.split('\n')[0]}): pages render without data`);
      return null;
    });
  }
  const web = await startWebServers({ basePort: BASE, apiBaseUrl: `http://localhost:${apiPort}/`, authEmulatorUrl: 'http://127.0.0.1:9099', log, distOf });
  try {
    const clipPath = (api && (await findClipPath(api.url))) || '/demo_channel/clip/demo';
    if (api) await untilEncodesSettle();
    const pages = [['frontpage /', '/'], [`clip page ${clipPath}`, clipPath]];
    await coldLoads(pages, web, shares);
    // Section 3 (issue 20 item 4): the main thread's CPU until idle, 4x blocking from it, React commits, tap-to-paint.
    await printMainThread([...pages, ['settings /settings', '/settings']].map(([name, pathname]) => [name, web.shellUrl + pathname]));
    const index = loadChunkIndex(APPS, distOf);
    const appOfUrl = (url) => Object.entries(web.ports).find(([, port]) => port === Number(url.port))?.[0] ?? 'other';
    // BENCH_LIGHTHOUSE_RUNS=0: the cold loads only (bytes and API calls per page).
    if (LIGHTHOUSE_RUNS > 0) printLighthouse(await lighthouseRows(pages.map(([name, pathname]) => [name, web.shellUrl + pathname])), (scripts) => describeScripts(scripts, index, { appOfUrl }));
  } finally {
    await web.close();
    await api?.stop();
  }
}

/** Section 1: one cold load per page in Playwright's Chromium, bytes per app and the federation runtime's share. */
async function coldLoads(pages, web, shares) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: LAUNCH_ARGS,
  });
  const rows = [];
  try {
    for (const [name, pathname] of pages) rows.push([name, await measure(browser, web.shellUrl + pathname, web.ports, shares)]);
  } finally {
    await browser.close();
  }
  console.log('\nCold load (Chromium, no throttling, empty cache, gzip as served by the static servers, until network idle)');
  for (const [name, r] of rows) {
    console.log(`\n${name}`);
    console.log(`  requests            ${r.requests}`);
    console.log(`  JS files            ${r.scripts}`);
    console.log(`  JS raw              ${kb(r.raw)}`);
    console.log(`  JS gzip             ${kb(r.gzip)}`);
    console.log(`  federation runtime  ${kb(r.federation)} gzip (${r.gzip ? ((100 * r.federation) / r.gzip).toFixed(1) : 0}%, estimated from source maps)`);
    console.log(`  by app (gzip)       ${Object.entries(r.byApp).map(([a, n]) => `${a} ${kb(n)}`).join(', ')}`);
    console.log(`  LCP                 ${r.lcp ? `${r.lcp.toFixed(0)} ms` : 'n/a'}`);
    const calls = Object.entries(r.apiCalls);
    console.log(`  API calls           ${calls.reduce((n, [, count]) => n + count, 0)}: ${calls.map(([call, count]) => `${call} ${count}`).join(', ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
