import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { FAMILIES, type FamilyInput } from './capacity-families';
import { loadFromOwnProcess } from './own-process-load';
import { type BenchStack, registeredUserToken } from './stack';

/**
 * The capacity model's unit costs (issue 24 item 5, docs/scale.md): for each call family, the CPU the API process and
 * the PostgreSQL backends spend per request, read from the kernel's own accounting (this process's cpuUsage; each
 * backend's /proc/<pid>/stat), with the load in a process of its own. CPU time does not stretch when something else
 * runs on the machine the way wall time does, so the figure holds on a busy machine too; the load is kept well
 * below saturation (CAPACITY_RATE, 200 a second) so no queue inflates it.
 *
 * The micro-cache is off: each request reaches the database, the cost of a request that gets past the CDN and the
 * cache. Not counted: PostgreSQL's background writers (WAL writer, checkpointer), the Auth emulator (production
 * verifies the token's signature locally: in the API's CPU), the network.
 */
const RATE = Number(process.env.CAPACITY_RATE ?? 200);
const AMOUNT = Number(process.env.CAPACITY_AMOUNT ?? 2000);
const WARM_UP = Number(process.env.CAPACITY_WARM_UP ?? 400);
const USERS = 20;

export interface FamilyCost {
  family: string;
  answered: number;
  failed: number;
  /** CPU milliseconds per request. */
  apiMs: number;
  databaseMs: number;
  /** Requests per core-second of each tier: 1000 / its milliseconds. */
  apiPerCoreSecond: number;
  databasePerCoreSecond: number;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds the PostgreSQL backends of this database have used so far, by pid. */
async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
  }
  return cpu;
}

async function load(stack: BenchStack, input: FamilyInput & { connections: number }, family: string, amount: number): Promise<{ answered: number; non2xx: number; errors: number }> {
  const result = await loadFromOwnProcess({ url: stack.url, connections: input.connections, rate: RATE, amount, requestSet: { kind: 'family', family, input } });
  return { answered: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

export async function measureCapacity(stack: BenchStack, databaseUrl: string): Promise<FamilyCost[]> {
  const tokens = await Promise.all(Array.from({ length: USERS }, () => registeredUserToken(stack.url)));
  const channels = (await stack.db.selectFrom('channels').select('login').execute()).map((row) => row.login);
  const input = { clipIds: stack.clipIds, channels, tokens, connections: 10 };
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const costs: FamilyCost[] = [];
  try {
    for (const family of Object.keys(FAMILIES)) {
      // Warm: the pool's connections are open (their backends are then the ones counted) and the plans cached.
      await load(stack, input, family, WARM_UP);
      const backendsBefore = await backendCpu(admin, database);
      const apiBefore = process.cpuUsage();
      const outcome = await load(stack, input, family, AMOUNT);
      const api = process.cpuUsage(apiBefore);
      const backendsAfter = await backendCpu(admin, database);
      let databaseSeconds = 0;
      // A backend opened during the run counts from 0; one closed during it is lost (the warm-up makes both rare).
      for (const [pid, seconds] of backendsAfter) databaseSeconds += seconds - (backendsBefore.get(pid) ?? 0);
      const apiMs = (api.user + api.system) / 1000 / outcome.answered;
      const databaseMs = (databaseSeconds * 1000) / outcome.answered;
      const cost: FamilyCost = {
        family,
        answered: outcome.answered,
        failed: outcome.non2xx + outcome.errors,
        apiMs,
        databaseMs,
        apiPerCoreSecond: Math.round(1000 / apiMs),
        databasePerCoreSecond: databaseMs > 0 ? Math.round(1000 / databaseMs) : Infinity,
      };
      costs.push(cost);
      console.log(
        `  ${FAMILIES[family]!.describe.padEnd(32)} api ${apiMs.toFixed(2).padStart(6)} ms (${String(cost.apiPerCoreSecond).padStart(5)}/core-s)  database ${databaseMs.toFixed(2).padStart(6)} ms (${String(cost.databasePerCoreSecond).padStart(5)}/core-s)  ${outcome.answered} answered, ${cost.failed} failed`,
      );
    }
  } finally {
    await admin.end();
  }
  return costs;
}
