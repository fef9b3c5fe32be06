#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone with only Node and npm to the whole site running.
 * Installs pnpm and the dependencies when needed, installs the Auth emulator, warns when ffmpeg is
 * missing, builds the shell and the four remotes for production, then starts the Firebase Auth
 * emulator, the API (PGlite, demo data) and the static servers. Ctrl-C stops everything it started.
 *
 * Env: WEB_PORT (3000: shell, remotes on the next four ports), API_PORT (7100), SKIP_INSTALL=1, LOG_LEVEL (warn),
 * plus everything the server reads (DATABASE_URL, DATA_DIR, SEED, ...).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildAll, run, startApiServer, startWebServers } from './lib/stack.mjs';
import { EMULATOR_DIR, startAuthEmulator } from './auth-emulator.mjs';

const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 7100);
const log = (message) => console.log(`[start] ${message}`);

function works(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore', shell: process.platform === 'win32' });
  return result.status === 0;
}

/** pnpm 10 (corepack's fails its signature check here): global install, else through npx. */
function ensurePnpm() {
  if (works('pnpm', ['--version'])) return ['pnpm'];
  log('pnpm not found: installing pnpm@10 globally with npm');
  if (works('npm', ['install', '-g', 'pnpm@10', '--no-audit', '--no-fund']) && works('pnpm', ['--version'])) return ['pnpm'];
  log('global install not possible: using npx pnpm@10');
  return ['npx', '--yes', 'pnpm@10'];
}

async function install() {
  const [pnpm, ...pre] = ensurePnpm();
  log('installing dependencies (pnpm install)');
  await run(pnpm, [...pre, 'install', '--frozen-lockfile']).catch(() => run(pnpm, [...pre, 'install']));
  if (!existsSync(path.join(EMULATOR_DIR, 'node_modules', 'firebase-tools'))) {
    log('installing the Firebase Auth emulator (tools/auth-emulator)');
    const hasLock = existsSync(path.join(EMULATOR_DIR, 'package-lock.json'));
    await run('npm', [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: EMULATOR_DIR });
  }
}

function checkFfmpeg() {
  if (works('ffmpeg', ['-version'])) return;
  console.warn(
    '\n[start] WARNING: ffmpeg was not found on the PATH. The site runs, but clips cannot be encoded or played until\n' +
      '        it is installed (Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg).\n',
  );
}

const stops = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  if (process.env.SKIP_INSTALL !== '1') await install();
  checkFfmpeg();
  await buildAll({ log });
  const emulator = await startAuthEmulator({ log });
  stops.push(emulator.stop);
  const origins = [`http://localhost:${WEB_PORT}`, `http://127.0.0.1:${WEB_PORT}`];
  const api = await startApiServer({
    port: API_PORT,
    env: {
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins.join(','),
      ...(process.env.FIREBASE_PROJECT_ID ? {} : { FIREBASE_AUTH_EMULATOR_HOST: emulator.host }),
      TWITCH_REDIRECT_URI: process.env.TWITCH_REDIRECT_URI ?? `http://localhost:${WEB_PORT}/oauth/twitch`,
      // One JSON line per request would scroll the site's address away: warnings and errors only, unless asked.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    log,
  });
  stops.push(api.stop);
  const web = await startWebServers({
    basePort: WEB_PORT,
    apiBaseUrl: `http://localhost:${API_PORT}/`,
    authEmulatorUrl: process.env.FIREBASE_PROJECT_ID ? undefined : `http://${emulator.host}`,
    // A real Firebase project (production) comes from env; the emulator's demo project otherwise.
    firebase: process.env.FIREBASE_PROJECT_ID
      ? {
          apiKey: process.env.FIREBASE_API_KEY ?? '',
          authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? `${process.env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: process.env.FIREBASE_PROJECT_ID,
        }
      : undefined,
    log,
  });
  stops.push(web.close);
  console.log(`\nClipyard is running at http://localhost:${WEB_PORT} (API http://localhost:${API_PORT})\nPress Ctrl-C to stop.\n`);
} catch (error) {
  console.error('[start] failed:', error instanceof Error ? error.message : error);
  await stopAll(1);
}
