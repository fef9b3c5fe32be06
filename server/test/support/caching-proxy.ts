import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** The nginx configuration a deployment uses (docs/deploy), run here as it is. */
const TEMPLATE = path.resolve(__dirname, '../../../docs/deploy/nginx-api-cache.conf.template');

export interface CachingProxy {
  /** http://127.0.0.1:{port} (no trailing slash). */
  url: string;
  /**
   * The cache status of every request answered so far whose address contains `addressPart` (all when absent), in order,
   * from nginx's access log ('' for a POST). nginx writes a line when it finishes a request, which can be just after
   * its client has read the answer: poll for the count expected.
   */
  cacheStatuses(addressPart?: string): Promise<string[]>;
  stop(): Promise<void>;
}

async function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits for the process to end; SIGKILL after `graceMs` if it has not. */
async function ended(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
  });
}

/**
 * Debian's nginx (`nginx-light`, installed by .ci/run) on a free loopback port in front of `upstream` (host:port),
 * in the foreground as this process's child, with its state in a temporary directory removed by stop().
 */
export async function startCachingProxy(upstream: string): Promise<CachingProxy> {
  const state = await mkdtemp(path.join(os.tmpdir(), 'clipyard-nginx-'));
  // nginx started as root runs its workers as an unprivileged user: they must reach the directory (nginx itself makes
  // the cache and temp directories in it, owned by that user).
  await chmod(state, 0o755);
  const port = await freePort();
  const vars: Record<string, string> = { LISTEN: `127.0.0.1:${port}`, UPSTREAM: upstream, STATE: state };
  const config = (await readFile(TEMPLATE, 'utf8')).replace(/\$\{(LISTEN|UPSTREAM|STATE)\}/g, (_all, name: string) => vars[name]);
  const configPath = path.join(state, 'nginx.conf');
  await writeFile(configPath, config);
  const child = spawn('nginx', ['-p', state, '-c', configPath, '-e', path.join(state, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended(child, 5_000);
    await rm(state, { recursive: true, force: true });
  };
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', () => resolve(false));
    const poll = async () => {
      if (child.exitCode !== null) return;
      if (await accepting(port)) resolve(true);
      else setTimeout(() => void poll(), 50);
    };
    void poll();
  });
  if (!started) {
    await stop();
    throw new Error(`nginx did not start (is Debian's nginx-light installed?): ${errors.trim() || 'no output'}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async cacheStatuses(addressPart) {
      const log = await readFile(path.join(state, 'access.log'), 'utf8').catch(() => '');
      return log
        .split('\n')
        .filter((line) => line !== '' && (addressPart === undefined || line.includes(addressPart)))
        .map((line) => (line.startsWith(' ') ? '' : line.split(' ')[0]));
    },
    stop,
  };
}
