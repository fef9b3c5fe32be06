/**
 * Where a page's JavaScript goes, from Rspack's stats (bench/web builds with CLIPYARD_STATS=1, and the federation
 * factory then writes `stats.json` beside each app's build): for each script a page loaded, the chunk it is and the
 * packages (or app folders) whose modules fill it, by their share of the chunk's module bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `node_modules/.pnpm/x@1/node_modules/@scope/name/...` → `@scope/name`; an app's own file → its folder. */
function ownerOf(moduleName) {
  const full = String(moduleName ?? '');
  if (/^(consume shared module|provide shared module|container entry|remote |external )/.test(full)) return '(federation glue)';
  const name = full.replace(/^.*?!/, '').replace(/\s.*$/, '');
  const pkg = name.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (name.includes('/shared/src/')) return '@clipyard/shared';
  if (/^(webpack|rspack)\//.test(name) || !name.includes('/')) return '(bundler runtime)';
  return path.dirname(name.replace(/^\.\//, '')).split('/').slice(0, 3).join('/');
}

/** Reads `<distOf(app)>/stats.json` of every app: file name → { app, packages: [[owner, bytes], ...] }. */
export function loadChunkIndex(apps, distOf) {
  const index = new Map();
  for (const app of apps) {
    const file = path.join(distOf(app), 'stats.json');
    if (!existsSync(file)) continue;
    const { chunks } = JSON.parse(readFileSync(file, 'utf8'));
    for (const chunk of chunks) {
      const owners = new Map();
      for (const module of chunk.modules ?? []) owners.set(ownerOf(module.name), (owners.get(ownerOf(module.name)) ?? 0) + (module.size ?? 0));
      const packages = [...owners].sort((a, b) => b[1] - a[1]);
      for (const asset of chunk.files ?? []) if (asset.endsWith('.js')) index.set(`${app.name}/${asset}`, { app: app.name, packages });
    }
  }
  return index;
}

/** One line per script: its app, file, gzip bytes and its three biggest owners (share of the chunk's source bytes). */
export function describeScripts(scripts, index, { appOfUrl }) {
  return scripts.map((script) => {
    const url = new URL(script.url);
    const app = appOfUrl(url);
    const entry = index.get(`${app}/${url.pathname.slice(1)}`);
    const total = entry?.packages.reduce((n, [, bytes]) => n + bytes, 0) ?? 0;
    const owners = entry && total ? entry.packages.slice(0, 3).map(([owner, bytes]) => `${owner} ${Math.round((100 * bytes) / total)}%`).join(', ') : '(no stats)';
    return { ...script, app, file: url.pathname.slice(1), owners };
  });
}
