#!/usr/bin/env node
/**
 * `npm test`: installs what it needs exactly as `npm start` does (pnpm, the workspace, the Auth emulator) and names
 * any missing system program (Chromium, ffmpeg) with the command that installs it; then lint and typecheck (a
 * boundary violation or a misspelt translation key fails the run), every jest suite (shared, server on PGlite and,
 * when reachable, PostgreSQL, shell, the four remotes), then the Playwright e2e suite in Chromium. Exits non-zero on
 * any failure and ends with one plain line `N passed, N failed` summed over all runners.
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), DATABASE_URL_TEST (default
 * postgres://postgres@127.0.0.1:5432/postgres when that port answers), SKIP_E2E=1, ONLY=<dir,dir>,
 * SKIP_INSTALL=1 (dependencies are known to be in place), INSTALL_ONLY=1 (install, check, and stop).
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { installDependencies, missingSystemPrograms } from './lib/install.mjs';
import { ROOT } from './lib/stack.mjs';

const JEST_PACKAGES = ['shared', 'server', 'shell', 'mfe-clips', 'mfe-channels', 'mfe-account', 'mfe-streamer'];

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Runs a command with its output shown live and kept for counting. */
function runShown(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (stream, sink) =>
      stream.on('data', (chunk) => {
        sink.write(chunk);
        output += chunk;
        if (output.length > 2_000_000) output = output.slice(-1_000_000);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

// eslint-disable-next-line no-control-regex -- ESC (\u001b) starts the ANSI colour codes stripped here
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Sums jest's "Tests: 1 failed, 2 passed, 3 total" lines (a script may run jest more than once). */
function countJest(output) {
  let passed = 0;
  let failed = 0;
  for (const line of stripAnsi(output).split('\n')) {
    if (!/^Tests:/.test(line)) continue;
    passed += Number(line.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(line.match(/(\d+) failed/)?.[1] ?? 0);
  }
  return { passed, failed };
}

/** Playwright's list reporter ends with "  12 passed (1.2m)", "  1 failed", "  1 flaky". */
function countPlaywright(output) {
  let passed = 0;
  let failed = 0;
  for (const line of stripAnsi(output).split('\n')) {
    const match = line.match(/^\s+(\d+) (passed|failed|flaky|interrupted|did not run)\b/);
    if (!match) continue;
    if (match[2] === 'passed') passed += Number(match[1]);
    else if (match[2] !== 'did not run') failed += Number(match[1]);
  }
  return { passed, failed };
}

const log = (message) => console.log(`[test] ${message}`);
const wantsE2E = process.env.SKIP_E2E !== '1' && (!process.env.ONLY || process.env.ONLY.split(',').includes('e2e'));
if (process.env.SKIP_INSTALL !== '1') await installDependencies(log);
const missing = missingSystemPrograms({ ffmpeg: true, chromium: wantsE2E });
if (missing.length > 0) {
  for (const { name, hint } of missing) console.error(`[test] ${name} is needed by the tests and was not found. Install it: ${hint}`);
  process.exit(1);
}
if (process.env.INSTALL_ONLY === '1') process.exit(0);

const env = { CI: process.env.CI ?? 'true' };
if (!process.env.DATABASE_URL_TEST && (await reachable('127.0.0.1', 5432))) {
  env.DATABASE_URL_TEST = 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log('[test] PostgreSQL answers on 127.0.0.1:5432: server suites also run on PostgreSQL');
}
const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const totals = { passed: 0, failed: 0 };
const failures = [];

// The guardrails first: a violation fails the run before minutes of tests (and is counted as one failure each).
if (!only) {
  for (const script of ['lint', 'typecheck']) {
    console.log(`\n[test] ${script}`);
    const { code } = await runShown('pnpm', ['run', script], env);
    if (code !== 0) {
      totals.failed += 1;
      failures.push(script);
    }
  }
}

for (const dir of JEST_PACKAGES) {
  if (only && !only.includes(dir)) continue;
  console.log(`\n[test] ${dir}: jest`);
  const { code, output } = await runShown('pnpm', ['--filter', `./${dir}`, 'run', '--if-present', 'test'], env);
  const counts = countJest(output);
  // A suite that failed to even start (compile error, crash) counts as one failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (code !== 0) failures.push(dir);
}

if (wantsE2E) {
  console.log('\n[test] e2e: Playwright in Chromium');
  const { code, output } = await runShown('pnpm', ['--filter', '@clipyard/e2e', 'test', '--reporter=list'], {
    ...env,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const counts = countPlaywright(output);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (code !== 0) failures.push('e2e');
}

if (failures.length > 0) console.log(`\n[test] failing: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
