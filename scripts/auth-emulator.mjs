#!/usr/bin/env node
/**
 * The Firebase Auth emulator, shared by everyone on the machine: reused when 127.0.0.1:9099 already answers,
 * started from tools/auth-emulator (installed with npm outside the pnpm workspace) when it does not.
 *
 * CLI:    node scripts/auth-emulator.mjs        (starts it if needed, waits until ready, stays in the foreground)
 * Import: const emulator = await startAuthEmulator(); …; await emulator.stop();   (stop only stops what we started)
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EMULATOR_DIR = path.join(root, 'tools', 'auth-emulator');
export const PROJECT_ID = 'demo-clipyard';
export const DEFAULT_HOST = '127.0.0.1:9099';

/** True when the Auth emulator answers at host (host:port). */
export async function isAuthEmulatorUp(host = DEFAULT_HOST) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json().catch(() => null);
    return response.ok && Boolean(body?.authEmulator);
  } catch {
    return false;
  }
}

/**
 * The emulator on another address than tools/auth-emulator/firebase.json's 127.0.0.1:9099 (a test run of its own, see
 * scripts/test/): a config of its own in a temporary folder, with the emulator hub and logging ports right after.
 */
function configArgs(host) {
  if (host === DEFAULT_HOST) return [];
  const [hostname, port] = [host.slice(0, host.lastIndexOf(':')), Number(host.slice(host.lastIndexOf(':') + 1))];
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'clipyard-auth-emulator-')), 'firebase.json');
  const at = (offset) => ({ port: port + offset, host: hostname });
  writeFileSync(file, JSON.stringify({ emulators: { auth: at(0), hub: at(1), logging: at(2), ui: { enabled: false }, singleProjectMode: true } }));
  return ['--config', file];
}

/** True when a TCP port on 127.0.0.1 is free to listen on. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * An address for an emulator of one's own (a test run's): three free ports in a row on 127.0.0.1 (the emulator's,
 * its hub's, its logging's), away from the usual 9099, 4400 and 4500.
 */
export async function freeEmulatorHost() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portIsFree(port)) && (await portIsFree(port + 1)) && (await portIsFree(port + 2))) return `127.0.0.1:${port}`;
  }
  throw new Error('[auth-emulator] found no three free ports in a row for an emulator of its own');
}

/**
 * Makes sure the emulator runs at `host` (default 127.0.0.1:9099; another address also takes the two ports after it).
 * Resolves { host, started, stop } once it answers; `started` says whether this call
 * started it (and `stop` then ends it; otherwise `stop` does nothing, so one person never stops another's emulator).
 */
export async function startAuthEmulator({ host = DEFAULT_HOST, timeoutMs = 90_000, log = console.log } = {}) {
  if (await isAuthEmulatorUp(host)) return { host, started: false, pid: undefined, stop: async () => {} };

  const binary = path.join(EMULATOR_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  log(`[auth-emulator] starting the Firebase Auth emulator on ${host} …`);
  // Output goes to a file, not a pipe: a pipe would keep the caller's process alive (and kill the emulator with it).
  const logFile = path.join(os.tmpdir(), `clipyard-auth-emulator-${process.pid}.log`);
  const fd = openSync(logFile, 'w');
  // The preload makes the emulator compile its request validators when first used instead of all at start: ~15 CPU s
  // to start instead of ~80 (tools/auth-emulator/lazy-validators.cjs).
  const preload = ['-r', path.join(EMULATOR_DIR, 'lazy-validators.cjs')];
  const child = spawn(process.execPath, [...preload, binary, ...configArgs(host), 'emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
    cwd: EMULATOR_DIR,
    // Its own process group, so stop() ends the emulator and anything it spawned, and nothing else.
    detached: true,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
  });
  closeSync(fd);
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  };
  let exited = false;
  child.on('exit', () => (exited = true));

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isAuthEmulatorUp(host)) {
      // Someone else may have won a start race: then ours exited on the busy port and theirs is the one answering.
      if (exited) return { host, started: false, pid: undefined, stop: async () => {} };
      log(`[auth-emulator] ready at http://${host} (project ${PROJECT_ID}; log ${logFile})`);
      child.unref();
      const pid = child.pid;
      return { host, started: true, pid, stop: () => stopAuthEmulator(pid) };
    }
    if (exited && !(await isAuthEmulatorUp(host))) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (await isAuthEmulatorUp(host)) return { host, started: false, pid: undefined, stop: async () => {} };
      throw new Error(`[auth-emulator] the emulator exited before it was ready:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopAuthEmulator(child.pid);
  throw new Error(`[auth-emulator] not ready after ${timeoutMs} ms:\n${output()}`);
}

/** Stops an emulator this process group started (by its pid, never by name). */
export async function stopAuthEmulator(pid) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

// No top-level await: tools that compile this file to CommonJS (tsx for a CJS importer) can still load it.
async function cli() {
  const emulator = await startAuthEmulator();
  if (!emulator.started) {
    console.log(`[auth-emulator] already running at http://${emulator.host}`);
    return;
  }
  const shutdown = async () => {
    await emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Stay in the foreground while the emulator runs.
  setInterval(() => {}, 1 << 30);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
