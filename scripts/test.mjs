#!/usr/bin/env node
/**
 * `npm test`: installs what it needs exactly as `npm start` does (pnpm, the workspace, the Auth emulator) and names
 * any missing system program (Chromium, ffmpeg) with the command that installs it; then lint and typecheck (a
 * boundary violation or a misspelt translation key fails the run), every jest suite (shared, server on PGlite and,
 * when reachable, PostgreSQL, shell, the four remotes), then the Playwright e2e suite in Chromium. Exits non-zero on
 * any failure and ends with one plain line `N passed, N failed` summed over all runners.
 *
 * The run leaves nothing behind (issue 25): it owns the Auth emulator its suites share (its own, on free ports, stopped
 * at the end), runs each runner in a process group of its own, and every process it starts carries the run's
 * marker (scripts/lib/run-marker.mjs), so whatever is still running when the run ends — passed, failed, or interrupted
 * by Ctrl-C, SIGTERM or SIGHUP — is ended, detached or not. scripts/test/ proves it.
 *
 * Under CI (CI=true) jest runs each suite in a random order (`--randomize`, the seed printed; JEST_SEED=<n> repeats
 * one) to flush out tests that depend on another's leftovers, and Playwright never retries (a flaky test fails).
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), DATABASE_URL_TEST (default
 * postgres://postgres@127.0.0.1:5432/postgres when that port answers), SKIP_E2E=1, ONLY=<dir,dir> (of lint,
 * typecheck, scripts, the jest packages, e2e), SKIP_INSTALL=1 (dependencies are known to be in place), INSTALL_ONLY=1
 * (install, check, and stop), TEST_PATTERN=<regex> (jest: only test files matching it), SERIAL=1 (the jest suites and
 * e2e one after the other instead of side by side).
 */
import { failedTestNames, failureDetails } from './lib/failed-tests.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { freeEmulatorHost, startAuthEmulator } from './auth-emulator.mjs';
import { installDependencies, missingSystemPrograms } from './lib/install.mjs';
import { prepareMemorySnapshot } from './lib/memory-snapshot.mjs';
import { RUN_MARKER, newRunId, reapMarked } from './lib/run-marker.mjs';
import { ROOT, stopProcessGroup } from './lib/stack.mjs';

const JEST_PACKAGES = ['shared', 'clip-ui', 'server', 'shell', 'mfe-clips', 'mfe-channels', 'mfe-account', 'mfe-streamer'];

// Every process this run starts inherits the marker (the environment is passed down), so none can outlive it.
const runId = newRunId();
process.env[RUN_MARKER] = runId;

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

/** The runners now running (each the leader of its own process group). */
const running = new Set();

/**
 * Runs a command with its output shown live (each line prefixed with `[label]` when lanes run side by side) and kept
 * for counting. The command runs in a process group of its own, so an interrupted run can end it with its children.
 */
function runShown(command, args, env, label = null) {
  // Once the run is stopping (a signal), a lane starts nothing more: its next suite would only be ended again.
  if (cleaning) return Promise.resolve({ code: 1, output: '' });
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let output = '';
    const take = (stream, sink) => {
      let partial = '';
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        output += text;
        if (output.length > 2_000_000) output = output.slice(-1_000_000);
        if (!label) return sink.write(text);
        const lines = (partial + text).split('\n');
        partial = lines.pop();
        for (const line of lines) sink.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => partial && sink.write(`[${label}] ${partial}\n`));
    };
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
    child.on('error', (error) => {
      running.delete(child);
      resolve({ code: 1, output: String(error) });
    });
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

/** node --test's spec reporter closes with "ℹ pass 3", "ℹ fail 1", "ℹ cancelled 0". */
function countNodeTest(output) {
  const number = (name) => Number(stripAnsi(output).match(new RegExp(`^\\S* ?${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: number('pass'), failed: number('fail') + number('cancelled') };
}

const log = (message) => console.log(`[test] ${message}`);

let emulator = null;
let snapshot = null;
let cleaning = null;
/** Ends what the run started: the runners still running, the emulator it started, and anything marked still alive. */
function cleanUp() {
  cleaning ??= (async () => {
    await Promise.all([...running].map((child) => stopProcessGroup(child.pid, { graceMs: 10_000 })));
    await emulator?.stop();
    snapshot?.remove();
    const left = await reapMarked(RUN_MARKER, runId);
    if (left.length > 0) log(`ended ${left.length} process(es) the run had left running: ${left.map((p) => `${p.pid} ${p.command}`).join('; ')}`);
  })();
  return cleaning;
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
for (const signal of Object.keys(EXIT_CODES)) {
  process.on(signal, () => {
    log(`${signal}: stopping the tests and everything they started`);
    void cleanUp().finally(() => process.exit(EXIT_CODES[signal]));
  });
}

const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const wants = (name) => !only || only.includes(name);
const wantsE2E = process.env.SKIP_E2E !== '1' && wants('e2e');
if (process.env.SKIP_INSTALL !== '1') await installDependencies(log);
const missing = missingSystemPrograms({ ffmpeg: true, chromium: wantsE2E, nginx: wants('server') });
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
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Playwright prints an error-context path relative to the e2e package (or absolute, with E2E_OUTPUT_DIR). */
const readErrorContext = (path) => {
  try {
    return readFileSync(resolve(ROOT, 'e2e', path), 'utf8');
  } catch {
    return null;
  }
};
const failedTests = [];
const failedDetails = [];
/** How long each suite took (seconds), printed at the end: where a run's time goes (issue 25: CI within 30 minutes). */
const runStarted = Date.now();
const timings = [];
const suiteStarted = new Map();
const record = (name, code, counts, output = '') => {
  if (suiteStarted.has(name)) timings.push(`${name} ${Math.round((Date.now() - suiteStarted.get(name)) / 1000)} s`);
  failedTests.push(...failedTestNames(output));
  if (code !== 0) failedDetails.push(...failureDetails(output, readErrorContext));
  // A runner that failed to even start (compile error, crash) counts as one failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (code !== 0) failures.push(name);
};

/** jest's own arguments: a random order under CI (the seed is printed, JEST_SEED repeats it), a path filter. */
function jestArgs() {
  const args = [];
  if (process.env.JEST_SEED) args.push(`--seed=${process.env.JEST_SEED}`, '--randomize');
  else if (env.CI === 'true') args.push('--randomize');
  if (args.includes('--randomize')) args.push('--showSeed');
  if (process.env.TEST_PATTERN) args.push(`--testPathPatterns=${process.env.TEST_PATTERN}`);
  return args;
}

async function jestLane(label) {
  // The test scripts' own tests (a run leaves nothing behind); each run they start has an emulator of its own.
  if (wants('scripts')) {
    console.log('\n[test] scripts: node --test');
    suiteStarted.set('scripts', Date.now());
    const { code, output } = await runShown(process.execPath, ['--test', '--test-reporter=spec', 'scripts/test/'], env, label);
    record('scripts', code, countNodeTest(output));
  }
  for (const dir of JEST_PACKAGES) {
    // A stopping run starts nothing (runShown): do not announce suites that will not run either.
    if (cleaning) break;
    if (!wants(dir)) continue;
    console.log(`\n[test] ${dir}: jest`);
    suiteStarted.set(dir, Date.now());
    const { code, output } = await runShown('pnpm', ['--filter', `./${dir}`, 'run', '--if-present', 'test', ...jestArgs()], env, label);
    record(dir, code, countJest(output), output);
  }
}

async function e2eLane(label) {
  console.log('\n[test] e2e: Playwright in Chromium');
  suiteStarted.set('e2e', Date.now());
  const { code, output } = await runShown(
    'pnpm',
    ['--filter', '@clipyard/e2e', 'test', '--reporter=list'],
    { ...env, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    label,
  );
  record('e2e', code, countPlaywright(output), output);
}

try {
  // The guardrails first: a violation fails the run before minutes of tests (and is counted as one failure each).
  for (const script of ['lint', 'typecheck']) {
    if (!wants(script)) continue;
    console.log(`\n[test] ${script}`);
    suiteStarted.set(script, Date.now());
    const { code } = await runShown('pnpm', ['run', script], env);
    record(script, code, { passed: 0, failed: 0 });
  }
  const jestWanted = wants('scripts') || JEST_PACKAGES.some(wants);
  // One Auth emulator for every suite of this run, of its own on free ports: never one that `npm start` or another
  // checkout's run is using (a run that stopped a shared emulator broke the other's sign-ins mid-run), stopped at the
  // end. FIREBASE_AUTH_EMULATOR_HOST names an address instead (one already answering there is reused and left running).
  if (jestWanted || wantsE2E) {
    emulator = await startAuthEmulator({ host: process.env.FIREBASE_AUTH_EMULATOR_HOST || (await freeEmulatorHost()), log });
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  }
  // A migrated in-memory PGlite, loaded by every in-memory database of the run instead of initdb and migrations.
  if (wants('server') || wantsE2E) {
    snapshot = prepareMemorySnapshot(log);
    if (snapshot) env.PGLITE_MEMORY_SNAPSHOT = snapshot.file;
  }
  // The jest suites and the e2e suite side by side: each waits on its own servers, browsers and ffmpeg much of the
  // time, and the two cores are used by both (issue 25: the suite took 41 minutes one after the other).
  const sideBySide = jestWanted && wantsE2E && process.env.SERIAL !== '1';
  if (sideBySide) await Promise.all([jestLane('jest'), e2eLane('e2e')]);
  else {
    if (jestWanted) await jestLane(null);
    if (wantsE2E) await e2eLane(null);
  }
} finally {
  await cleanUp();
}

for (const detail of failedDetails) console.log(`\n${detail.replace(/^/gm, '[why] ')}`);
if (failures.length > 0) console.log(`\n[test] failing: ${failures.join(', ')}`);
for (const name of new Set(failedTests)) console.log(`[test]   ${name}`);
console.log(`[test] time: ${timings.join(', ')}; the whole run ${Math.round((Date.now() - runStarted) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
