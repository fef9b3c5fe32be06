/**
 * The whole composed site on one machine: production builds of the shell and the four remotes,
 * the shell's HTML host and the remotes' static servers (remotes.json and config.json generated from the ports), the API server
 * and the Firebase Auth emulator. Used by scripts/start.mjs (`npm start`), the e2e stack fixture
 * and bench/web.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The apps, their federation names and their port offset from the base port. */
export const APPS = [
  { dir: 'shell', name: 'shell', offset: 0 },
  { dir: 'mfe-clips', name: 'mfe_clips', offset: 1 },
  { dir: 'mfe-channels', name: 'mfe_channels', offset: 2 },
  { dir: 'mfe-account', name: 'mfe_account', offset: 3 },
  { dir: 'mfe-streamer', name: 'mfe_streamer', offset: 4 },
];
export const REMOTES = APPS.filter((app) => app.name !== 'shell');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * A build is stale when any source it depends on is newer than its manifest: its own folder, @clipyard/shared
 * (which holds the federation factory and the reviewed lists of shared exports, ADR 0105) and @clipyard/clip-ui (the
 * clip UI kit the remotes bundle, ADR 0151). Other apps' sources are not inputs: a remote that starts using a new MUI component bundles it itself and changes no other build.
 */
export function isBuildStale(appDir, outDir = path.join(appDir, 'dist')) {
  const marker = path.join(outDir, 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [appDir, path.join(ROOT, 'shared', 'src'), path.join(ROOT, 'shared', 'package.json'), path.join(ROOT, 'clip-ui', 'src')];
  return Math.max(...sources.map(newestMtime)) > built;
}

export function run(command, args, { cwd = ROOT, env = {}, log = console.log, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output = (output + d).slice(-20000)));
      child.stderr.on('data', (d) => (output = (output + d).slice(-20000)));
    }
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else {
        if (quiet) log(output);
        reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}`));
      }
    });
  });
}

/**
 * Production build of one app with Rspack. `outDir` builds into another folder (a second version
 * of a remote for the redeploy test); `env` passes CLIPYARD_BUILD_LABEL and the like.
 */
export async function buildApp(app, { outDir, env = {}, force = false, log = console.log } = {}) {
  const appDir = path.join(ROOT, app.dir);
  const target = outDir ?? path.join(appDir, 'dist');
  if (!force && !outDir && !isBuildStale(appDir, target)) {
    log(`[build] ${app.dir}: up to date`);
    return target;
  }
  log(`[build] ${app.dir} → ${path.relative(ROOT, target)}`);
  const rspack = path.join(appDir, 'node_modules', '.bin', 'rspack');
  const args = ['build', '--mode', 'production'];
  await run(rspack, args, {
    cwd: appDir,
    env: { NODE_ENV: 'production', ...(outDir ? { CLIPYARD_OUT_DIR: outDir } : {}), ...env },
    quiet: true,
    log,
  });
  return target;
}

/** Builds every app that is out of date, one after the other (the machines have 2 cores). */
export async function buildAll({ force = false, log = console.log } = {}) {
  for (const app of APPS) await buildApp(app, { force, log });
}

export function sitePorts(basePort) {
  return Object.fromEntries(APPS.map((app) => [app.name, basePort + app.offset]));
}

/**
 * The shell's HTML host (shell/host: each page's head rendered from the route and the API) and the remotes' static
 * servers. remotes.json and config.json are generated per request from `state`, so a test can point one remote
 * elsewhere (redeploy, outage) without touching the shell's files. `publicOrigin` (PUBLIC_ORIGIN) makes the head's
 * addresses absolute; default the shell's own origin.
 */
export async function startWebServers({ basePort, apiBaseUrl, authEmulatorUrl, firebase, remoteLoadTimeoutMs, hostApiTimeoutMs, publicOrigin = process.env.PUBLIC_ORIGIN, host = '127.0.0.1', log = console.log, distOf = (app) => path.join(ROOT, app.dir, 'dist') }) {
  const ports = sitePorts(basePort);
  const state = {
    remotes: Object.fromEntries(REMOTES.map((app) => [app.name, `http://localhost:${ports[app.name]}/mf-manifest.json`])),
    config: {
      apiBaseUrl,
      mediaBaseUrl: `${apiBaseUrl.replace(/\/$/, '')}/media/`,
      firebase: firebase ?? {
        apiKey: 'demo-api-key',
        authDomain: 'demo-clipyard.firebaseapp.com',
        projectId: 'demo-clipyard',
        authEmulatorUrl,
      },
      ...(remoteLoadTimeoutMs ? { remoteLoadTimeoutMs } : {}),
    },
  };
  const servers = {};
  try {
    for (const app of REMOTES) {
      servers[app.name] = await startStaticServer({ root: distOf(app), port: ports[app.name], host });
    }
    // Imported here, not at the top: `npm start` loads this file before it installs the dependencies (fastify).
    const { startHtmlHost } = await import('../../shell/host/html-host.mjs');
    servers.shell = await startHtmlHost({
      root: distOf(APPS[0]),
      port: ports.shell,
      host,
      publicOrigin,
      apiTimeoutMs: hostApiTimeoutMs,
      siteConfig: () => state.config,
      remotes: () => state.remotes,
      generated: { '/remotes.json': () => state.remotes, '/config.json': () => state.config },
    });
  } catch (error) {
    // One port of the block is taken: close what did start, and say which block to move.
    await Promise.all(Object.values(servers).map((s) => s.close()));
    throw new Error(`static servers on ports ${basePort}-${basePort + 4}: ${error.message}`);
  }
  log(`[web] shell (HTML host) http://localhost:${ports.shell}, remotes ${REMOTES.map((a) => ports[a.name]).join(', ')}`);
  return {
    ports,
    state,
    servers,
    shellUrl: `http://localhost:${ports.shell}`,
    close: async () => {
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}

/** Waits until url answers (any HTTP status). */
export async function waitForUrl(url, { timeoutMs = 60_000, isAlive } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isAlive && !isAlive()) throw new Error(`process for ${url} exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts a server script (`tsx server/<script>`) in its own process group, so it and its children stop together,
 * and waits until `readyPath` answers. `quiet` keeps its output (the last 8,000 characters) for the error message
 * instead of showing it.
 */
async function startServerScript({ name, script, port, readyPath, env, log, quiet, timeoutMs }) {
  const serverDir = path.join(ROOT, 'server');
  // One process, node with tsx's loader: the tsx command runs the script in a child and relays a signal only if that
  // child reports it within 30 ms, else SIGKILLs it and exits 143, so on a loaded machine a SIGTERM skipped the
  // server's graceful stop (server/test/main.test.ts saw 143 in run 13).
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (d) => (output = (output + d).slice(-8000)));
    child.stderr.on('data', (d) => (output = (output + d).slice(-8000)));
  }
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://localhost:${port}/`;
  try {
    await waitForUrl(`${url}${readyPath}`, { timeoutMs, isAlive: () => !exited });
  } catch (error) {
    stopProcessGroup(child.pid);
    throw new Error(`${error.message}\n${output}`);
  }
  log(`[${name}] ${url} (pid ${child.pid})`);
  return { url, pid: child.pid, output: () => output, stop: () => stopProcessGroup(child.pid) };
}

/**
 * Starts the API server (tsx server/src/main.ts) in its own process group so it and its children
 * stop together. `env` adds PORT, DATA_DIR, CORS_ORIGINS, SEED and the like. It is ready when `readyPath` answers
 * below 500: is-online, or openapi.json for an API started in maintenance (whose is-online answers 503).
 */
export function startApiServer({ port, env = {}, log = console.log, quiet = false, timeoutMs = 120_000, readyPath = 'is-online' }) {
  return startServerScript({ name: 'api', script: 'src/main.ts', port, readyPath, env: { PORT: String(port), ...env }, log, quiet, timeoutMs });
}

/**
 * Starts the local Twitch stand-in (server/src/twitch/stand-in) in its own process group, and answers the server
 * env that points the API's Twitch client at it. Used when no TWITCH_CLIENT_ID is configured.
 */
export async function startTwitchStandIn({ port = 7190, log = console.log, quiet = false, timeoutMs = 60_000 } = {}) {
  const standIn = await startServerScript({
    name: 'twitch-stand-in',
    script: 'src/twitch/stand-in/main.ts',
    port,
    readyPath: '',
    env: { TWITCH_STAND_IN_PORT: String(port) },
    log,
    quiet,
    timeoutMs,
  });
  const url = standIn.url.replace(/\/$/, '');
  return {
    url,
    pid: standIn.pid,
    serverEnv: {
      TWITCH_CLIENT_ID: 'clipyard-stand-in-client-id',
      TWITCH_CLIENT_SECRET: 'clipyard-stand-in-client-secret',
      TWITCH_AUTH_BASE_URL: url,
      TWITCH_API_BASE_URL: url,
      // The API may fetch the stand-in's clip files although they are on this machine (ADR 0123).
      TWITCH_STAND_IN: '1',
    },
    stop: standIn.stop,
  };
}

/** Ends a process group this script started (by its pid, never by name). */
export async function stopProcessGroup(pid, { graceMs = 5000 } = {}) {
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
