/**
 * The Auth emulator's preload (tools/auth-emulator/lazy-validators.cjs) still reaches the exegesis that firebase-tools
 * uses: loaded into a process, exegesis' options default to compiling validators lazily, and what a caller sets still
 * wins. If firebase-tools moves exegesis or renames the option, this fails instead of the emulator quietly starting
 * in 80 CPU seconds again (issue 25, run r68).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { EMULATOR_DIR } from '../auth-emulator.mjs';

test('the preload makes exegesis compile validators lazily by default, and keeps what the caller sets', () => {
  const require = createRequire(path.join(EMULATOR_DIR, 'package.json'));
  const firebaseTools = path.dirname(require.resolve('firebase-tools/package.json'));
  const options = require(require.resolve('exegesis/lib/options', { paths: [firebaseTools] }));
  const before = options.compileOptions({}).lazyCompileValidationSchemas;
  assert.equal(before, false, 'exegesis compiles every validator at start unless told');
  require(path.join(EMULATOR_DIR, 'lazy-validators.cjs'));
  assert.equal(options.compileOptions({}).lazyCompileValidationSchemas, true);
  assert.equal(options.compileOptions({ lazyCompileValidationSchemas: false }).lazyCompileValidationSchemas, false);
});
