#!/usr/bin/env node
/**
 * A team's share of the e2e suite (issue 21, item 6): every spec that opens one of its remote's pages. A spec's pages
 * are read from its source (the paths it opens: `open(page, '/upload')`, `goto(`${shellUrl}/${login}/clip/${id}`)`,
 * with `${...}` standing for a login or a clip id) and matched with the HTML host's own route matcher, so a new spec
 * or a new route lands in the right subset without a list to keep. Specs that open only the shell's pages belong to
 * the shell.
 *
 *   node e2e/team-subset.mjs mfe_streamer            runs the streamer team's specs (Playwright, this e2e package)
 *   node e2e/team-subset.mjs mfe_streamer --list     prints them
 *   pnpm --filter ./mfe-streamer test:e2e            the same, from the team's own package
 *
 * Arguments after the team go to Playwright (`--repeat-each 3`, `-g title`).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPage } from '../shell/host/page-routes.mjs';
import { remoteOf } from '../shell/host/preloads.mjs';
import { routeDeclarationsOf, routeOf } from '../shell/host/route-registry.mjs';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
export const TEAMS = ['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer', 'shell'];

/** The route table as the HTML host merges it (ADR 0158), from the routes.json each remote ships. */
const ROUTE_TABLE = TEAMS.filter((team) => team !== 'shell').flatMap((remote) =>
  routeDeclarationsOf(JSON.parse(readFileSync(path.join(E2E_DIR, '..', remote.replace('_', '-'), 'src', 'routes.json'), 'utf8'))).map((route) => ({ ...route, remote })),
);

/** Helpers of tests/journeys/support that open a page of their own: the remote that page belongs to. */
const OPENING_HELPERS = { openClip: 'mfe_clips', openFirstClip: 'mfe_clips' };

function specFiles(dir = path.join(E2E_DIR, 'tests')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(full);
    return entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** The page paths a spec's source names: string and template literals that start with `/` (or the shell's address). */
export function pathsIn(source) {
  const paths = [];
  for (const match of source.matchAll(/['`](?:\$\{[\w.!?]*shellUrl\})?(\/[^'`\s]*)['`]/g)) {
    // A substitution is a login or a clip id: both match `x123456`.
    const pathname = match[1].replace(/\$\{[^}]*\}/g, 'x123456').split(/[?#]/)[0];
    paths.push(pathname === '' ? '/' : pathname);
  }
  return paths;
}

/** The teams whose pages a spec opens. */
export function teamsOfSpec(source) {
  const teams = new Set();
  for (const pathname of pathsIn(source)) {
    const page = matchPage(pathname);
    // As the HTML host reads it: a path of a login's shape is page-routes' page; any other a declared static route's.
    const route = routeOf(ROUTE_TABLE, pathname);
    if (page.kind === 'unknown' && !(route && !route.path.startsWith('/:'))) continue;
    teams.add(remoteOf(page, route) ?? 'shell');
  }
  for (const [helper, team] of Object.entries(OPENING_HELPERS)) if (new RegExp(`\\b${helper}\\(`).test(source)) teams.add(team);
  return teams;
}

/** team → its spec files (relative to e2e/), every spec in at least one: one that opens no remote's page is the shell's. */
export function subsets() {
  const byTeam = Object.fromEntries(TEAMS.map((team) => [team, []]));
  for (const file of specFiles().sort()) {
    const teams = teamsOfSpec(readFileSync(file, 'utf8'));
    if (teams.size === 0) teams.add('shell');
    for (const team of teams) byTeam[team].push(path.relative(E2E_DIR, file));
  }
  return byTeam;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [team, ...rest] = process.argv.slice(2);
  if (!TEAMS.includes(team)) {
    console.error(`usage: node e2e/team-subset.mjs <${TEAMS.join('|')}> [--list] [playwright arguments]`);
    process.exit(2);
  }
  const files = subsets()[team];
  if (rest.includes('--list')) {
    console.log(files.join('\n'));
    process.exit(0);
  }
  console.log(`[e2e] ${team}: ${files.length} spec files`);
  const child = spawn('npx', ['playwright', 'test', ...files, ...rest], { cwd: E2E_DIR, stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
