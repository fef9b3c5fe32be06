/**
 * Every module a remote exposes (but `./routes`, which every remote has and the shell loads by name) has a consumer
 * typed in the shell's RemoteModules (issue 21 item 3): an expose nobody mounts is dead public API, and one the shell
 * mounts without its remote's declaration is a seam no typecheck covers.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exposesOf, remotesWithExposes } from '../../shell/build/remote-types.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('reads a remote config\'s exposes', () => {
  const config = 'exposes: {\n  "./routes": "./src/routes.tsx",\n  "./SearchBox": "./src/features/search/SearchBox.tsx"\n},';
  assert.deepEqual(exposesOf(config), { './routes': './src/routes.tsx', './SearchBox': './src/features/search/SearchBox.tsx' });
});

test('the shell types exactly the modules the remotes expose for it', () => {
  const typed = [...readFileSync(path.join(ROOT, 'shell/src/features/federation/remote-modules.ts'), 'utf8').matchAll(/import\('(mfe_\w+\/\w+)'\)/g)]
    .map((match) => match[1])
    .sort();
  const exposed = remotesWithExposes()
    .flatMap(({ name, exposes }) => Object.keys(exposes).map((expose) => `${name}/${expose.replace('./', '')}`))
    .sort();
  assert.deepEqual(typed, exposed);
});
