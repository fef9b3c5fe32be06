/**
 * What `npm start` and `npm test` both need before they run anything: pnpm, the workspace's dependencies and the
 * Firebase Auth emulator (installed apart from the workspace, see ADR 0003), and the system programs that npm cannot
 * install (named with the command that installs them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './stack.mjs';
import { EMULATOR_DIR } from '../auth-emulator.mjs';

export function works(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore', shell: process.platform === 'win32' });
  return result.status === 0;
}

/** pnpm 10 (corepack's fails its signature check here): global install, else through npx. */
export function ensurePnpm(log) {
  if (works('pnpm', ['--version'])) return ['pnpm'];
  log('pnpm not found: installing pnpm@10 globally with npm');
  if (works('npm', ['install', '-g', 'pnpm@10', '--no-audit', '--no-fund']) && works('pnpm', ['--version'])) return ['pnpm'];
  log('global install not possible: using npx pnpm@10');
  return ['npx', '--yes', 'pnpm@10'];
}

/** The workspace (frozen lockfile first) and the Auth emulator, each only when missing or out of date. */
export async function installDependencies(log) {
  const [pnpm, ...pre] = ensurePnpm(log);
  log('installing dependencies (pnpm install)');
  await run(pnpm, [...pre, 'install', '--frozen-lockfile']).catch(() => run(pnpm, [...pre, 'install']));
  if (!existsSync(path.join(EMULATOR_DIR, 'node_modules', 'firebase-tools'))) {
    log('installing the Firebase Auth emulator (tools/auth-emulator)');
    const hasLock = existsSync(path.join(EMULATOR_DIR, 'package-lock.json'));
    await run('npm', [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: EMULATOR_DIR });
  }
}

const FFMPEG_HINT = 'Debian/Ubuntu: sudo apt-get install ffmpeg; macOS: brew install ffmpeg';
const NGINX_HINT = 'Debian/Ubuntu: sudo apt-get install nginx-light; macOS: brew install nginx';
const CHROMIUM_HINT = 'Debian/Ubuntu: sudo apt-get install chromium (or set CHROMIUM_PATH to a Chromium or Chrome binary)';

/** The system programs a command needs that npm cannot install: each missing one named with how to install it. */
export function missingSystemPrograms({ ffmpeg = false, chromium = false, nginx = false } = {}) {
  const missing = [];
  if (ffmpeg && !works('ffmpeg', ['-version'])) missing.push({ name: 'ffmpeg', hint: FFMPEG_HINT });
  // The server suite's caching-proxy test runs the deployment's nginx configuration (ADR 0141).
  if (nginx && !works('nginx', ['-v'])) missing.push({ name: 'nginx', hint: NGINX_HINT });
  if (chromium) {
    const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(chromiumPath)) missing.push({ name: `Chromium (${chromiumPath})`, hint: CHROMIUM_HINT });
  }
  return missing;
}
