/**
 * The Lighthouse part of bench/web: the `lighthouse` npm package with its default (mobile) config, so
 * simulated Slow 4G and a 4x CPU slowdown, on a fresh headless Chromium per run (cold cache, no
 * service worker). Answers the figures of one run; `medianOf` folds several runs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

// TOOLCHAIN.md: the closed network refuses Chromium's background connections; as root it needs --no-sandbox.
export const CHROME_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * The scripts a run downloaded, and which of them had arrived by the observed LCP: that is the
 * JavaScript "before the first view". Network records and trace events share Chromium's monotonic
 * clock (microseconds once `networkStartTimeTs` is added), so the two can be compared.
 */
function scriptsOf(lhr) {
  const network = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const startTs = network?.debugData?.networkStartTimeTs ?? 0;
  const firstViewTs = metrics.observedLargestContentfulPaintTs ?? metrics.observedFirstContentfulPaintTs ?? Infinity;
  const items = network?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const beforeFirstView = scripts.filter((item) => startTs + (item.networkEndTime ?? Infinity) * 1000 <= firstViewTs);
  const sum = (list) => list.reduce((n, item) => n + (item.transferSize ?? 0), 0);
  return {
    requests: items.length,
    jsFiles: scripts.length,
    jsGzip: sum(scripts),
    jsFilesBeforeFirstView: beforeFirstView.length,
    jsGzipBeforeFirstView: sum(beforeFirstView),
    scripts: scripts.map((item) => ({ url: item.url, gzip: item.transferSize ?? 0, beforeFirstView: beforeFirstView.includes(item) })),
  };
}

/** What the LCP was (Lighthouse's `largest-contentful-paint-element` audit): its selector and snippet. */
function lcpElementOf(lhr) {
  // Lighthouse 12 names the element in its LCP insight (a `node` item somewhere in the details); older ones in
  // largest-contentful-paint-element.
  const findNode = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && (value.selector || value.snippet)) return value;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const found = findNode(child);
      if (found) return found;
    }
    return null;
  };
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element', 'lcp-discovery-insight']) {
    const node = findNode(lhr.audits[id]?.details);
    if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
  }
  return 'unknown';
}

/** One Lighthouse run (performance only, mobile defaults) of `url` in a Chromium of its own. */
export async function runLighthouse(url, { chromePath }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // BENCH_LHR_DIR=<folder>: keep each run's whole report (lhr JSON) for a closer look at its audits.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    return {
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      score: (lhr.categories.performance?.score ?? NaN) * 100,
      ...scriptsOf(lhr),
      lcpElement: lcpElementOf(lhr),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of every numeric figure over several runs (the scripts list is the median-LCP run's). */
export function medianOf(runs) {
  const keys = ['lcp', 'fcp', 'tbt', 'cls', 'score', 'requests', 'jsFiles', 'jsGzip', 'jsFilesBeforeFirstView', 'jsGzipBeforeFirstView'];
  const out = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  out.scripts = byLcp[Math.floor(byLcp.length / 2)]?.scripts ?? [];
  out.lcpElement = byLcp[Math.floor(byLcp.length / 2)]?.lcpElement ?? 'unknown';
  out.runs = runs.length;
  return out;
}
