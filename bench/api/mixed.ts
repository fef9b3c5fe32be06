import { loadFromOwnProcess } from './own-process-load';
import { rateFigures, rateLine, statusCounts, type RateFigures } from './rate-figures';
import type { BenchStack } from './stack';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The machine's CPU time so far (/proc/stat's first line, in ticks): all of it and the idle part. */
function machineCpu(): { total: number; idle: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: ticks.reduce((sum, t) => sum + t, 0), idle: ticks[3]! + (ticks[4] ?? 0) };
}

export interface MixedFigures extends RateFigures {
  statusCodes: Record<string, number>;
}

/** Runs the mix (mixed-requests.ts) at `rate` requests a second for `seconds` and prints p50/p99, the achieved rate and the errors. */
export async function measureMixed(stack: BenchStack, tokens: string[], rate: number, seconds: number, connections: number): Promise<MixedFigures> {
  stack.timings.reset();
  const machineBefore = machineCpu();
  const loopBefore = performance.eventLoopUtilization();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const result = await loadFromOwnProcess({ url: stack.url, connections, rate, seconds, requestSet: { kind: 'mixed', input: { clipIds: stack.clipIds, tokens } } });
  const statusCodes = statusCounts(result);
  const figures: MixedFigures = { ...rateFigures(result, rate, seconds), statusCodes };
  console.log(`  ${'mixed (list/fetch/comments/likes)'.padEnd(38)} postgres  ${rateLine(figures, result)}  status ${JSON.stringify(statusCodes)}`);
  const loop = performance.eventLoopUtilization(loopBefore);
  delay.disable();
  const machine = machineCpu();
  const busy = 1 - (machine.idle - machineBefore.idle) / (machine.total - machineBefore.total);
  // Which of the two is full says where the queue is: the API's one event loop, or the machine's cores (the load,
  // PostgreSQL and the API together).
  const lag = (q: number) => `${(delay.percentile(q) / 1e6).toFixed(1)} ms`;
  console.log(`  the API's event loop busy ${(loop.utilization * 100).toFixed(0)} % of the load, its delay p50 ${lag(50)} p99 ${lag(99)} max ${lag(100)}; the machine's cores busy ${(busy * 100).toFixed(0)} %`);
  console.log('  the server\'s own time per call (arrival to answer written):');
  for (const line of stack.timings.lines()) console.log(line);
  return figures;
}
