import autocannon from 'autocannon';
import { FAMILIES, type FamilyInput } from './capacity-families';

/**
 * The load of one capacity measurement, in a process of its own so the server's process counts only the server's CPU
 * (capacity.ts). Reads its task from CAPACITY_TASK (JSON), sends `amount` requests of one family at `rate` a second,
 * prints one JSON line: the requests answered, the non-2xx and the errors.
 */
interface Task extends FamilyInput {
  url: string;
  family: string;
  rate: number;
  amount: number;
  connections: number;
}

async function main(): Promise<void> {
  const task = JSON.parse(process.env.CAPACITY_TASK ?? '{}') as Task;
  const family = FAMILIES[task.family];
  if (!family) throw new Error(`no family ${task.family}`);
  const result = await autocannon({
    url: task.url,
    connections: task.connections,
    amount: task.amount,
    overallRate: task.rate,
    requests: [{ setupRequest: (req) => ({ ...req, ...family.make(task) }) }],
  });
  console.log(JSON.stringify({ answered: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
