#!/usr/bin/env node
/**
 * The remotes' exposed modules as types for the shell (issue 21 item 3, ADR 0127): Module Federation's own dts plugin
 * (`generateTypes`, what `dts: true` runs in a remote's build) compiles each remote's exposes into
 * `shell/@mf-types/<remote>/<expose>.d.ts`, which the shell's tsconfig maps to `<remote>/<expose>`. The shell's
 * typecheck runs this first, so a remote that changes an exposed component's props breaks the shell's typecheck in CI,
 * not the page in production.
 *
 * In this repository the remotes' sources are beside the shell; a shell built apart from them would fetch the same
 * folders as the `@mf-types.zip` each remote's build can publish next to its mf-manifest.json.
 *
 * `./routes` is left out: its type is the contract's `RemoteRouteList` (@clipyard/shared), which each remote's own
 * typecheck holds it to, and compiling it would compile the whole remote.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypes } from '@module-federation/dts-plugin/core';

const SHELL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.dirname(SHELL_DIR);
export const TYPES_DIR = path.join(SHELL_DIR, '@mf-types');

/** The `exposes` block of a remote's rspack.config.mjs (a plain object literal of string pairs). */
export function exposesOf(configSource) {
  const block = /exposes:\s*(\{[^}]*\})/.exec(configSource)?.[1];
  if (!block) return {};
  const pairs = [...block.matchAll(/["']([^"']+)["']\s*:\s*["']([^"']+)["']/g)];
  return Object.fromEntries(pairs.map(([, name, file]) => [name, file]));
}

/** Every remote beside the shell, with its federation name and the exposes the shell mounts (all but ./routes). */
export function remotesWithExposes() {
  return readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => {
      const exposes = exposesOf(readFileSync(path.join(ROOT, dir, 'rspack.config.mjs'), 'utf8'));
      delete exposes['./routes'];
      return { dir, name: dir.replace(/-/g, '_'), exposes };
    })
    .filter((remote) => Object.keys(remote.exposes).length > 0);
}

async function generate({ dir, name, exposes }) {
  const context = path.join(ROOT, dir);
  await generateTypes({
    remote: {
      moduleFederationConfig: { name, filename: 'remoteEntry.js', exposes },
      context,
      tsConfigPath: path.join(context, 'tsconfig.json'),
      outputDir: TYPES_DIR,
      typesFolder: name,
      generateAPITypes: false,
      compileInChildProcess: false,
      abortOnError: true,
      extractThirdParty: false,
      deleteTypesFolder: false,
    },
  });
  // The plugin also zips the folder for publishing; the shell reads the folder.
  rmSync(path.join(TYPES_DIR, `${name}.zip`), { force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  rmSync(TYPES_DIR, { recursive: true, force: true });
  const remotes = remotesWithExposes();
  await Promise.all(remotes.map(generate));
  console.log(`[remote-types] ${remotes.map((r) => `${r.name} (${Object.keys(r.exposes).join(', ')})`).join('; ')} → shell/@mf-types`);
}
