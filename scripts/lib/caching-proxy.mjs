/**
 * Debian's nginx (`nginx-light`, installed by .ci/run) running one of the deployment's caching-proxy configurations
 * (docs/deploy/*.conf.template) as it is, on a free loopback port, in the foreground as this process's child, with its
 * state in a temporary directory removed by stop(). Used by the API's proxy test and bench (nginx-api-cache) and the
 * HTML host's (nginx-page-cache).
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/deploy');
export const API_CACHE_TEMPLATE = path.join(DEPLOY, 'nginx-api-cache.conf.template');
export const PAGE_CACHE_TEMPLATE = path.join(DEPLOY, 'nginx-page-cache.conf.template');

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepting(port) {
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
async function ended(child, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
  });
}

/**
 * @param {string} upstream  host:port of what the proxy is in front of
 * @param {string} [template]  API_CACHE_TEMPLATE (the default) or PAGE_CACHE_TEMPLATE
 */
export async function startCachingProxy(upstream, template = API_CACHE_TEMPLATE) {
  const state = await mkdtemp(path.join(os.tmpdir(), 'clipyard-nginx-'));
  // nginx started as root runs its workers as an unprivileged user: they must reach the directory (nginx itself makes
  // the cache and temp directories in it, owned by that user).
  await chmod(state, 0o755);
  const port = await freePort();
  const vars = { LISTEN: `127.0.0.1:${port}`, UPSTREAM: upstream, STATE: state };
  const config = (await readFile(template, 'utf8')).replace(/\$\{(LISTEN|UPSTREAM|STATE)\}/g, (_all, name) => vars[name]);
  const configPath = path.join(state, 'nginx.conf');
  await writeFile(configPath, config);
  const child = spawn('nginx', ['-p', state, '-c', configPath, '-e', path.join(state, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended(child, 5_000);
    await rm(state, { recursive: true, force: true });
  };
  const started = await new Promise((resolve) => {
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
