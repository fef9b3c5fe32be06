import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './own-postgres';

const TSX = require.resolve('tsx/cli');
const MAIN = path.join(__dirname, '..', '..', 'src', 'main.ts');

/** The API as production runs it (src/main.ts in its own process), for tests that kill or fault it. */
export interface ApiProcess {
  url: string;
  /** SIGKILL to its whole process group (ffmpeg included), as when a machine or container dies; waits for the exit. */
  kill(): Promise<void>;
  /** What it printed (read when a test fails). */
  output(): string;
}

/**
 * Starts src/main.ts with `env` on a free loopback port and waits until is-online answers 200. Demo data off, rate
 * limits off (the fault tests drive one account harder than any limit allows), quiet logs.
 */
export async function startApiProcess(env: Record<string, string>, readyWithinMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [TSX, MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SEED: 'false', RATE_LIMIT: 'false', LOG_LEVEL: 'warn', ...env },
    // Its own process group, so a kill takes its children with it and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
    output: () => output,
  };

  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/is-online`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.kill();
  throw new Error(`the API process did not answer within ${readyWithinMs} ms:\n${output}`);
}
