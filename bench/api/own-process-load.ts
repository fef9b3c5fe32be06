import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FamilyInput } from './capacity-families';
import type { MixedInput } from './mixed-requests';
import type { LoadResult } from './rate-figures';

const run = promisify(execFile);
const TSX = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');

/** What each request of a load is: one capacity family, the mixed scenario, a crowd of distinct viewers, or one request. */
export type RequestSet =
  | { kind: 'family'; family: string; input: FamilyInput }
  | { kind: 'mixed'; input: MixedInput }
  | { kind: 'viewers'; body: string }
  | { kind: 'fixed'; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

export interface LoadTask {
  url: string;
  connections: number;
  /** Requests a second, all connections together. */
  rate: number;
  /** Either a number of requests or a time in seconds. */
  amount?: number;
  seconds?: number;
  requestSet: RequestSet;
}

/**
 * Runs a load from a process of its own (load-process.ts) and answers what it read. In the server's own process,
 * 1,000 to 2,000 requests a second of the load generator's work and garbage sat in the server's event loop and
 * counted in the latency it measured (ADR 0154 addendum); the two still share the machine's cores, as a load balancer
 * and an API would not.
 */
export async function loadFromOwnProcess(task: LoadTask): Promise<LoadResult> {
  const { stdout } = await run(TSX, [path.join(__dirname, 'load-process.ts')], { env: { ...process.env, BENCH_LOAD_TASK: JSON.stringify(task) }, maxBuffer: 1 << 24 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
}
