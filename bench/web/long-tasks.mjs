#!/usr/bin/env node
/**
 * bench/web/long-tasks: where a page's Total Blocking Time comes from, against a site that is already running
 * (`npm start`, or bench/web's own servers). Lighthouse (bench/web's runLighthouse settings: mobile defaults, simulated
 * Slow 4G and 4x CPU) runs the page N times and prints:
 *  - each run's TBT and the median;
 *  - Lighthouse's long tasks (simulated, 4x) summed per attributed script, as blocking time (length - 50 ms) per run;
 *  - from the last run's trace, every main-thread task over 12.5 ms as observed (Lighthouse multiplies these by 4):
 *    wall and CPU time (a gap between the two is the main thread waiting for a core) and what it was made of.
 * Prints only. Usage: node web/long-tasks.mjs <url> [runs=6]   (CHROMIUM_PATH as for bench/web)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from './lighthouse.mjs';

const [url, runsArg] = process.argv.slice(2);
if (!url) {
  console.error('usage: node web/long-tasks.mjs <url> [runs]');
  process.exit(2);
}
const RUNS = Number(runsArg ?? 6);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run; answers its report and its trace. */
async function run() {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    await chrome.kill();
  }
}

const scriptName = (address) => address.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '.js') || 'Unattributable';

/** Self time per event name inside one task (each event's duration less its direct children's). */
function partsOf(task, events) {
  const inside = events.filter((e) => e.ph === 'X' && e !== task && e.dur > 0 && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const parts = {};
  const open = [];
  const label = (e) => (e.args?.data?.url && ['EvaluateScript', 'FunctionCall'].includes(e.name) ? `${e.name} ${scriptName(e.args.data.url)}` : e.name);
  for (const e of inside) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    if (open.length) parts[label(open.at(-1))] = (parts[label(open.at(-1))] ?? 0) - e.dur / 1000;
    parts[label(e)] = (parts[label(e)] ?? 0) + e.dur / 1000;
    open.push(e);
  }
  return Object.entries(parts).filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(' | ');
}

/** The observed main-thread tasks over 12.5 ms of the page's renderer. */
function observedTasks(trace) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const navigation = events.find((e) => e.name === 'navigationStart' && mains.some((m) => m.pid === e.pid && m.tid === e.tid));
  if (!navigation) return [];
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  return main
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 12_500 && e.ts >= navigation.ts)
    .map((task) => ({ at: (task.ts - navigation.ts) / 1000, wall: task.dur / 1000, cpu: (task.tdur ?? task.dur) / 1000, parts: partsOf(task, main) }));
}

const tbts = [];
const blocking = {};
let last = null;
for (let i = 0; i < RUNS; i += 1) {
  last = await run();
  tbts.push(last.lhr.audits['total-blocking-time'].numericValue);
  for (const task of last.lhr.audits['long-tasks']?.details?.items ?? []) {
    const name = scriptName(task.url ?? '');
    blocking[name] = (blocking[name] ?? 0) + Math.max(0, task.duration - 50);
  }
  console.log(`[long-tasks] run ${i + 1}/${RUNS}: TBT ${Math.round(tbts.at(-1))} ms`);
}
const sorted = [...tbts].sort((a, b) => a - b);
console.log(`\n${url}\n  TBT runs ${tbts.map(Math.round).join(', ')}; median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`);
console.log('  blocking time per run by script (Lighthouse long tasks, simulated 4x, length - 50 ms):');
for (const [name, ms] of Object.entries(blocking).sort((a, b) => b[1] - a[1])) console.log(`    ${String(Math.round(ms / RUNS)).padStart(5)} ms  ${name}`);
console.log('  last run, observed main-thread tasks over 12.5 ms (ms after navigation, wall / CPU ms, x4 = what Lighthouse counts):');
for (const task of observedTasks(last.trace)) {
  console.log(`    @${task.at.toFixed(0).padStart(5)}  ${task.wall.toFixed(1).padStart(5)} / ${task.cpu.toFixed(1).padStart(5)}  [${(task.wall * 4).toFixed(0)}]  ${task.parts}`);
}
