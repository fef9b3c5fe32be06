/**
 * bench/web, issue 20 item 4: what a cold page costs the main thread, read so that a busy machine cannot inflate it
 * and a short trace cannot hide it. Per page, N cold loads (fresh context, empty cache) in Chromium, each traced for
 * a fixed window (BENCH_TRACE_SECONDS, 12 s), then from the trace of the page's renderer main thread:
 *  - CPU until idle: Σ of the tasks' thread-clock durations (`tdur`, the CPU the thread got, not the wall time it
 *    waited for a core) from navigation start until the page has been idle for 3 s (idle: no task of 5 ms CPU or
 *    more). A page still busy at the window's end counts the whole window and says so;
 *  - 4x blocking: Σ max(0, 4 × task CPU − 50 ms) over the same tasks (a phone's Total Blocking Time, from CPU);
 *  - React commits: counted by a minimal React DevTools hook installed before the page's scripts;
 * and, on the clip page only, the INP check: with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), a click on
 * Play and on Like at 1.5 s and at 4 s after navigation (each in its own cold load), timed by the Event Timing API
 * from the input to the next paint (what INP reads).
 * Medians of N with the range. Prints only; asserts nothing.
 *
 * Usage: a section of bench/web/run.mjs (BENCH_MAIN_THREAD_RUNS, 5; 0 skips it), or against a running site
 * (`npm start`): node web/main-thread.mjs <url> [<url>...]  (CHROMIUM_PATH as for bench/web).
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse.mjs';
import { median } from './stats.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 5);
const TRACE_MS = Number(process.env.BENCH_TRACE_SECONDS ?? 12) * 1000;
const IDLE_MS = 3000;
/** A task below this much CPU does not break an idle period (a timer's tick, a paint of the caret). */
const IDLE_TASK_CPU_MS = 5;
const TARGETS = { cpu: 500, blocking: 200, tapToPaint: 200 };
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing', 'loading'];
/** Playwright's Chromium with Lighthouse's flags (Playwright runs it headless itself, without its sandbox). */
export const LAUNCH_ARGS = CHROME_FLAGS.filter((flag) => flag !== '--headless=new');

/**
 * Installed before any script of the page: counts React's commits (React calls a DevTools hook's onCommitFiberRoot on
 * every commit, production builds included) and keeps the Event Timing entries of interactions.
 */
function instrumentPage() {
  window.__benchCommits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      window.__benchCommits.push(performance.now());
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__benchEvents.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The page renderer's main-thread tasks after its navigation start: [{ at, end, cpu }] in ms from navigation start. */
export function mainThreadTasks(traceEvents) {
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The renderer that navigated to the page (the last navigationStart with a document URL on a main thread).
  const navigation = traceEvents
    .filter((e) => e.name === 'navigationStart' && mains.some((m) => m.pid === e.pid && m.tid === e.tid) && /^https?:/.test(e.args?.data?.documentLoaderURL ?? 'http:'))
    .at(-1);
  if (!navigation) return null;
  const tasks = traceEvents
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= navigation.ts)
    .map((e) => ({ at: (e.ts - navigation.ts) / 1000, end: (e.ts + e.dur - navigation.ts) / 1000, cpu: (e.tdur ?? e.dur) / 1000 }))
    .sort((a, b) => a.at - b.at);
  return { tasks };
}

/**
 * Where the page became idle: the end of the last busy task before the first 3 s without one (null: never idle in the
 * window). The wait before the first busy task is not idleness (the page is still loading), so it never ends the count.
 */
export function idlePoint(tasks, windowMs) {
  const busy = tasks.filter((task) => task.cpu >= IDLE_TASK_CPU_MS);
  if (busy.length === 0) return 0;
  let lastEnd = busy[0].end;
  for (const task of busy.slice(1)) {
    if (task.at - lastEnd >= IDLE_MS) return lastEnd;
    lastEnd = Math.max(lastEnd, task.end);
  }
  return windowMs - lastEnd >= IDLE_MS ? lastEnd : null;
}

/**
 * The figures of one traced load from its main-thread tasks: CPU, 4x blocking and the longest task until idle (the
 * whole window when the page never went idle), and the whole window's CPU and wall time beside them.
 */
export function budgetOf(tasks, windowMs) {
  const idleAt = idlePoint(tasks, windowMs);
  const counted = tasks.filter((task) => task.at < (idleAt ?? windowMs));
  return {
    cpu: counted.reduce((sum, task) => sum + task.cpu, 0),
    blocking: counted.reduce((sum, task) => sum + Math.max(0, 4 * task.cpu - 50), 0),
    longest: counted.reduce((max, task) => Math.max(max, task.cpu), 0),
    // Everything the window saw, idle or not: the check that no work waits past the idle point.
    windowCpu: tasks.reduce((sum, task) => sum + task.cpu, 0),
    windowWall: tasks.reduce((sum, task) => sum + (task.end - task.at), 0),
    idleAt,
  };
}

/** One cold load, traced: CPU until idle, 4x blocking, React commits, where idle began. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrumentPage);
    await browser.startTracing(page, { categories: CATEGORIES });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    // The window is the trace's, not the page's: wait it out, whatever the page does meanwhile.
    await page.waitForTimeout(Math.max(0, TRACE_MS - (Date.now() - started)));
    const commits = await page.evaluate(() => window.__benchCommits);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const found = mainThreadTasks(trace.traceEvents ?? trace);
    if (!found) throw new Error(`no navigation of ${url} in the trace`);
    const budget = budgetOf(found.tasks, TRACE_MS);
    // Commits before idle (performance.now() and the trace both count from the navigation's start).
    return { ...budget, commits: commits.filter((at) => at < (budget.idleAt ?? TRACE_MS)).length };
  } finally {
    await context.close();
  }
}

/** One cold load at 4x CPU with one click at `atMs` after navigation: the click's time to the next paint. */
async function tapToPaint(browser, url, locate, atMs) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrumentPage, false);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    const now = await page.evaluate(() => performance.now());
    if (now < atMs) await page.waitForTimeout(atMs - now);
    // A control not on screen yet is waited for (the tap lands when it can): the moment it landed is printed. A real
    // mouse click at the control's middle, whatever is on top there (the player's Play button over its video).
    await locate(page).click({ timeout: 20_000, force: true });
    const tappedAt = await page.evaluate(() => performance.now());
    // Let the paint after the click happen and its entry arrive (durations are rounded to 8 ms by the API).
    await page.waitForTimeout(1500);
    const events = await page.evaluate(() => window.__benchEvents);
    const own = events.filter((entry) => entry.start >= atMs - 50);
    return { duration: own.reduce((max, entry) => Math.max(max, entry.duration), 0), tappedAt };
  } finally {
    await context.close();
  }
}

const spread = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
const verdict = (value, target) => (value <= target ? 'met' : 'NOT met');

/** Section 3 of bench/web: `pages` as [name, url]; the clip page (the one with /clip/ in it) also gets the INP check. */
export async function printMainThread(pages, runs = RUNS) {
  if (runs <= 0) return;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    console.log(`\nMain thread until idle (Chromium, no throttling, cold; CPU from the trace's thread clock; ${runs} runs per page, median and range)`);
    console.log(`  targets: CPU ≤ ${TARGETS.cpu} ms, 4x blocking ≤ ${TARGETS.blocking} ms, tap-to-paint at 4x ≤ ${TARGETS.tapToPaint} ms`);
    for (const [name, url] of pages) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await tracedLoad(browser, url));
      const cpu = loads.map((load) => load.cpu);
      const blocking = loads.map((load) => load.blocking);
      const commits = loads.map((load) => load.commits);
      const idle = loads.map((load) => load.idleAt);
      console.log(`\n${name}`);
      console.log(`  main-thread CPU until idle  ${median(cpu).toFixed(0)} ms (${spread(cpu)}): ${verdict(median(cpu), TARGETS.cpu)}`);
      console.log(`  4x blocking from CPU        ${median(blocking).toFixed(0)} ms (${spread(blocking)}): ${verdict(median(blocking), TARGETS.blocking)}`);
      console.log(`  longest task CPU            ${median(loads.map((load) => load.longest)).toFixed(0)} ms (${spread(loads.map((load) => load.longest))})`);
      console.log(`  React commits               ${median(commits)} (${spread(commits)})`);
      const windowCpu = loads.map((load) => load.windowCpu);
      const windowWall = loads.map((load) => load.windowWall);
      console.log(`  whole ${TRACE_MS / 1000} s window         CPU ${median(windowCpu).toFixed(0)} ms (${spread(windowCpu)}), wall ${median(windowWall).toFixed(0)} ms (${spread(windowWall)})`);
      console.log(`  idle from                   ${idle.map((at) => (at === null ? `not idle by ${TRACE_MS / 1000} s` : `${(at / 1000).toFixed(2)} s`)).join(', ')}`);
      if (!/\/clip\//.test(url)) continue;
      const controls = [
        // The video's middle: its Play button when the browser waits for a tap, else the native player's toggle.
        ['Play', (page) => page.locator('video').first()],
        ['Like', (page) => page.getByRole('button', { name: 'Like', exact: true }).first()],
      ];
      for (const [control, locate] of controls) {
        for (const atMs of [1500, 4000]) {
          const taps = [];
          for (let run = 0; run < runs; run += 1) taps.push(await tapToPaint(browser, url, locate, atMs));
          const durations = taps.map((tap) => tap.duration);
          const landed = taps.map((tap) => tap.tappedAt / 1000);
          console.log(
            `  tap ${control} at ${(atMs / 1000).toFixed(1)} s, 4x CPU  ${median(durations).toFixed(0)} ms to paint (${spread(durations)}): ${verdict(median(durations), TARGETS.tapToPaint)}; landed at ${landed.map((s) => s.toFixed(1)).join(', ')} s`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const urls = process.argv.slice(2);
  if (urls.length === 0) {
    console.error('usage: node web/main-thread.mjs <url> [<url>...]');
    process.exit(2);
  }
  printMainThread(urls.map((url) => [new URL(url).pathname, url])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
