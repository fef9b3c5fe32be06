import autocannon from 'autocannon';
import { FAMILIES } from './capacity-families';
import { mixedRequest, type MixedInput } from './mixed-requests';
import type { LoadTask } from './own-process-load';
import type { LoadResult } from './rate-figures';

/**
 * The load of a measurement, in a process of its own (own-process-load.ts starts it): the server's process then runs
 * only the server, so its event loop, its garbage collector and its CPU account carry none of the load generator's
 * work. Reads its task from BENCH_LOAD_TASK (JSON), prints one JSON line: the figures autocannon read.
 */
function requestMaker(task: LoadTask): (request: autocannon.Request) => autocannon.Request {
  const set = task.requestSet;
  switch (set.kind) {
    case 'family': {
      const family = FAMILIES[set.family];
      if (!family) throw new Error(`no family ${set.family}`);
      return (request) => ({ ...request, ...family.make(set.input) });
    }
    case 'mixed': {
      const input: MixedInput = set.input;
      return (request) => ({ ...request, ...mixedRequest(input) });
    }
    case 'viewers': {
      // Each report from a viewer of its own: a signed-out viewer is a salted hash of address and user agent.
      let viewer = 0;
      return (request) => ({ ...request, method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': `ViralViewer/${++viewer}` }, body: set.body });
    }
    case 'fixed':
      return (request) => ({ ...request, method: set.method, headers: set.headers, body: set.body });
  }
}

async function main(): Promise<void> {
  const task = JSON.parse(process.env.BENCH_LOAD_TASK ?? '{}') as LoadTask;
  const result = await autocannon({
    url: task.url,
    connections: task.connections,
    overallRate: task.rate,
    ...(task.amount ? { amount: task.amount } : { duration: task.seconds }),
    requests: [{ setupRequest: requestMaker(task) }],
  });
  const answer: LoadResult = {
    requests: { average: result.requests.average, total: result.requests.total },
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodeStats: result.statusCodeStats,
  };
  console.log(JSON.stringify(answer));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
