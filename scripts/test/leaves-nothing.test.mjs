/**
 * `npm test` leaves nothing behind (issue 25): after a run that passed, failed or was interrupted (Ctrl-C, SIGTERM),
 * no process it started is still running and every TCP port it opened (the Auth emulator's 9099, 4400 and 4500, an
 * API's) is closed again. Each case runs scripts/test.mjs for real on a small part of the server suite, with a probe
 * variable in its environment that every process it starts inherits; while it runs, the ports its processes listen on
 * are sampled; afterwards no probe-carrying process may be alive and none of those ports may still listen.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RUN_MARKER, commandOf, findMarked, listeningPortsOf, listeningSockets, reapMarked } from '../lib/run-marker.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROBE = 'CLIPYARD_LEAK_PROBE';
/** A whole run can take minutes on a loaded two-core machine (the emulator alone starts in 10 to 20 s). */
const RUN_LIMIT_MS = 300_000;

/** Polls `condition` every 100 ms until it holds; fails with `what` after `limitMs`. */
async function until(condition, what, limitMs = RUN_LIMIT_MS) {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts `node scripts/test.mjs` on a part of the server suite, its processes marked with a fresh probe value. It
 * starts an Auth emulator of its own on free ports (and must stop it), whatever else runs on the machine.
 */
function startRun(testPattern) {
  const probe = randomBytes(6).toString('hex');
  const env = { ...process.env, [PROBE]: probe, SKIP_INSTALL: '1', ONLY: 'server', TEST_PATTERN: testPattern, CI: 'false' };
  // Not the outer run's marker, nor its emulator: the inner run must start and clean up on its own.
  delete env[RUN_MARKER];
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'test.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  // The ports the run's processes listen on, sampled while it runs (the emulator's, a test's API server's...).
  const ports = new Set();
  const sample = setInterval(() => {
    for (const port of listeningPortsOf(findMarked(PROBE, probe))) ports.add(port);
  }, 200);
  void exited.then(() => clearInterval(sample));
  // The port of the emulator it started, from its log line "[auth-emulator] ready at http://127.0.0.1:<port>".
  const emulatorPort = () => Number(output.match(/\[auth-emulator\] ready at http:\/\/127\.0\.0\.1:(\d+)/)?.[1]);
  return { child, probe, exited, ports, emulatorPort, output: () => output };
}

/** No process of the run alive, and none of the ports its processes listened on still listening. */
function assertLeftNothing(run) {
  const left = findMarked(PROBE, run.probe).map((pid) => `${pid} ${commandOf(pid)}`);
  assert.deepEqual(left, [], `processes left running by the run:\n${left.join('\n')}\n--- run output ---\n${run.output().slice(-4000)}`);
  const listening = new Set(listeningSockets().map((socket) => socket.port));
  const open = [...run.ports].filter((port) => listening.has(port));
  assert.deepEqual(open, [], `ports of the run still listening\n--- run output ---\n${run.output().slice(-4000)}`);
}

test('a run that passes stops everything it started: the Auth emulator, the test servers', { timeout: RUN_LIMIT_MS }, async () => {
  const run = startRun('test/main\\.test\\.ts$');
  assert.equal(await run.exited, 0, run.output().slice(-4000));
  assert.match(run.output(), /\d+ passed, 0 failed/);
  // It did listen (its emulator and the test's API server): the check below is not empty.
  assert.ok(run.ports.has(run.emulatorPort()), `the run's emulator was not seen listening (port ${run.emulatorPort()})`);
  assertLeftNothing(run);
});

test('a run that fails leaves nothing either', { timeout: RUN_LIMIT_MS }, async () => {
  // A pattern that matches no test file: jest fails the run.
  const run = startRun('test/no-such-test-file\\.test\\.ts$');
  assert.equal(await run.exited, 1, run.output().slice(-4000));
  assertLeftNothing(run);
});

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  test(`a run interrupted by ${signal} while an API server of a test runs ends it, its runner and the Auth emulator`, { timeout: RUN_LIMIT_MS }, async () => {
      const run = startRun('test/main\\.test\\.ts$');
    // The moment that leaked before: a test's own API process (src/main.ts, started with tsx) is up.
    await until(
      () => run.child.exitCode !== null || findMarked(PROBE, run.probe).some((pid) => commandOf(pid).includes('src/main.ts')),
      "the test's API process",
    );
    assert.equal(run.child.exitCode, null, `the run ended before it could be interrupted:\n${run.output().slice(-4000)}`);
    run.child.kill(signal);
    assert.equal(await run.exited, code, run.output().slice(-4000));
    assert.ok(run.ports.has(run.emulatorPort()), `the run's emulator was not seen listening (port ${run.emulatorPort()})`);
    assertLeftNothing(run);
    });
}

test('whatever carries the run marker is ended, a detached process included', { timeout: 30_000 }, async () => {
  const runId = `probe-${randomBytes(4).toString('hex')}`;
  const orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    env: { ...process.env, [RUN_MARKER]: runId },
    detached: true,
    stdio: 'ignore',
  });
  orphan.unref();
  await until(() => findMarked(RUN_MARKER, runId).includes(orphan.pid), 'the marked process', 10_000);
  const ended = await reapMarked(RUN_MARKER, runId);
  assert.deepEqual(
    ended.map((p) => p.pid),
    [orphan.pid],
  );
  assert.deepEqual(findMarked(RUN_MARKER, runId), []);
});
