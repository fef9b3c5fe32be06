import { loadFromOwnProcess } from './own-process-load';
import { rateFigures, rateLine, statusCounts, type RateFigures } from './rate-figures';
import type { BenchStack } from './stack';

export interface MixedFigures extends RateFigures {
  statusCodes: Record<string, number>;
}

/** Runs the mix (mixed-requests.ts) at `rate` requests a second for `seconds` and prints p50/p99, the achieved rate and the errors. */
export async function measureMixed(stack: BenchStack, tokens: string[], rate: number, seconds: number, connections: number): Promise<MixedFigures> {
  stack.timings.reset();
  const result = await loadFromOwnProcess({ url: stack.url, connections, rate, seconds, requestSet: { kind: 'mixed', input: { clipIds: stack.clipIds, tokens } } });
  const statusCodes = statusCounts(result);
  const figures: MixedFigures = { ...rateFigures(result, rate, seconds), statusCodes };
  console.log(`  ${'mixed (list/fetch/comments/likes)'.padEnd(38)} postgres  ${rateLine(figures, result)}  status ${JSON.stringify(statusCodes)}`);
  console.log('  the server\'s own time per call (arrival to answer written):');
  for (const line of stack.timings.lines()) console.log(line);
  return figures;
}
