/**
 * bench/web's main-thread figures (issue 20 item 4) are read from a trace: which tasks count (the page renderer's
 * main thread, after its navigation), where "idle for 3 s" begins, and the CPU and 4x blocking sums. A synthetic trace
 * pins each rule, so a figure in bench/README.md means what its text says.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetOf, idlePoint, mainThreadTasks } from '../../bench/web/main-thread.mjs';

const MAIN = { pid: 7, tid: 1 };
const OTHER_THREAD = { pid: 7, tid: 2 };
const NAV_TS = 1_000_000; // µs

/** A trace task `at` ms after navigation lasting `wall` ms of which `cpu` ms on the thread clock. */
const task = (at, wall, cpu, where = MAIN) => ({ ...where, ph: 'X', name: 'RunTask', ts: NAV_TS + at * 1000, dur: wall * 1000, tdur: cpu * 1000 });

function trace(...tasks) {
  return [
    { ...MAIN, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
    { ...OTHER_THREAD, ph: 'M', name: 'thread_name', args: { name: 'Compositor' } },
    { ...MAIN, ph: 'R', name: 'navigationStart', ts: NAV_TS, args: { data: { documentLoaderURL: 'http://localhost:3300/' } } },
    ...tasks,
  ];
}

test('only the page renderer main thread’s tasks after its navigation count, in ms from navigation', () => {
  const found = mainThreadTasks(trace(task(-5, 4, 4), task(10, 30, 20), task(12, 8, 8, OTHER_THREAD), { ...MAIN, ph: 'X', name: 'FunctionCall', ts: NAV_TS + 11_000, dur: 5000, tdur: 5000 }));
  assert.deepEqual(found.tasks, [{ at: 10, end: 40, cpu: 20 }]);
});

test('no navigation in the trace: nothing to measure', () => {
  assert.equal(mainThreadTasks([{ ...MAIN, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } }]), null);
});

test('idle begins at the end of the last busy task before 3 s without one; small tasks do not break it', () => {
  const tasks = [
    { at: 100, end: 150, cpu: 40 },
    { at: 900, end: 1000, cpu: 60 },
    { at: 1500, end: 1502, cpu: 2 }, // a timer's tick: not busy
    { at: 4500, end: 4600, cpu: 80 }, // after 3.5 s of quiet: past the idle point
  ];
  assert.equal(idlePoint(tasks, 12_000), 1000);
});

test('the wait before the first busy task is loading, not idleness', () => {
  assert.equal(idlePoint([{ at: 3500, end: 3600, cpu: 30 }, { at: 3700, end: 3800, cpu: 30 }], 12_000), 3800);
});

test('busy to the end of the window: never idle, and the whole window counts', () => {
  const tasks = Array.from({ length: 12 }, (_, i) => ({ at: i * 1000, end: i * 1000 + 20, cpu: 10 }));
  assert.equal(idlePoint(tasks, 12_000), null);
  const budget = budgetOf(tasks, 12_000);
  assert.equal(budget.idleAt, null);
  assert.equal(budget.cpu, 120);
});

test('CPU, 4x blocking and the longest task are summed up to the idle point; the window keeps everything', () => {
  const tasks = [
    { at: 0, end: 30, cpu: 10 }, // 4 × 10 − 50 < 0: no blocking
    { at: 100, end: 200, cpu: 20 }, // 4 × 20 − 50 = 30
    { at: 300, end: 400, cpu: 50 }, // 4 × 50 − 50 = 150
    { at: 5000, end: 5100, cpu: 70 }, // after idle (from 400): not counted
  ];
  const budget = budgetOf(tasks, 12_000);
  assert.equal(budget.idleAt, 400);
  assert.equal(budget.cpu, 80);
  assert.equal(budget.blocking, 180);
  assert.equal(budget.longest, 50);
  assert.equal(budget.windowCpu, 150);
  assert.equal(budget.windowWall, 330);
});
