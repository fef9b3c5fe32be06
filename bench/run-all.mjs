#!/usr/bin/env node
/** `npm run bench`: every benchmark in turn (api, encode, web). Each prints its own figures; none asserts. */
import { spawnSync } from 'node:child_process';

const only = process.argv.slice(2);
const benches = ['api', 'encode', 'web'].filter((name) => only.length === 0 || only.includes(name));
let failed = 0;
for (const name of benches) {
  console.log(`\n=== bench ${name} ===`);
  const result = spawnSync('pnpm', ['--filter', '@clipyard/bench', name], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
