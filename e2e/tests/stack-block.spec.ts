import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { claimBlock } from '../support/stack';

/**
 * A worker whose stack fixture timed out is ended without its teardown; its API and Twitch stand-in (detached, in
 * process groups of their own) used to live on and hold the block's ports, failing every later worker's stack at once
 * (CI of stop 34). The next stack on a block ends first what an earlier worker of the same run left there, and
 * nothing of another block. No stack here: a block far from the suite's, and sleeping processes in its place.
 */
const FAR_BLOCK = 39_000;

function leftBehind(block: number): Promise<number> {
  // What a killed worker leaves: a detached process group carrying the block's marker.
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, CLIPYARD_E2E_BLOCK: `${process.pid}-${block}` },
  });
  child.unref();
  return new Promise((resolve) => child.once('spawn', () => resolve(child.pid!)));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a new stack ends what an earlier worker of the run left on its block, and only that', async () => {
  // This process stands for the run's runner: the leftovers carry its pid, as a worker's children carry the runner's.
  const ownBlock = await leftBehind(FAR_BLOCK);
  const otherBlock = await leftBehind(FAR_BLOCK + 20);
  const logged: string[] = [];
  try {
    await claimBlock(FAR_BLOCK, (message) => logged.push(message), process.pid);
    await expect.poll(() => alive(ownBlock)).toBe(false);
    expect(alive(otherBlock)).toBe(true);
    expect(logged.join('\n')).toContain(`ended 1 process(es) an earlier worker left on this block: ${ownBlock}`);
  } finally {
    for (const pid of [ownBlock, otherBlock]) if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
});
