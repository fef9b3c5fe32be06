/**
 * Preloaded into the Firebase Auth emulator (`node -r ./lazy-validators.cjs firebase.js emulators:start …`, from
 * scripts/auth-emulator.mjs). The emulator builds its REST API with exegesis, which by default compiles an ajv
 * validator for every parameter and body of every operation of the Identity Toolkit spec at start, each with an ajv
 * of its own that compiles the JSON Schema meta-schema again: about 80 CPU seconds here (firebase-tools 15.34.2; a
 * CPU profile put 93 % of the start in exegesis' compile and 75 % in ajv's _compileMetaSchema). On a busy 2-core
 * machine that outlasted the test runner's wait for the emulator (issue 25, run r68). exegesis has an option for
 * exactly this, `lazyCompileValidationSchemas`: a validator is compiled the first time its operation is called, and
 * validates the same. The emulator does not set it; this sets it as exegesis' default. Nothing else changes.
 */
const path = require('node:path');

const firebaseTools = path.dirname(require.resolve('firebase-tools/package.json', { paths: [__dirname] }));
const options = require(require.resolve('exegesis/lib/options', { paths: [firebaseTools] }));
const compileOptions = options.compileOptions;
options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
