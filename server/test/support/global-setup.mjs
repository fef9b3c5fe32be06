import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from '../../../scripts/auth-emulator.mjs';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** test-database.ts's TEMPLATE_DB_ENV (this file is plain ESM: it cannot import the TypeScript). */
const TEMPLATE_DB_ENV = 'CLIPYARD_TEST_TEMPLATE_DB';

/** Runs postgres-template.ts (create | drop <name>) with tsx; answers what it printed. */
export function postgresTemplate(...args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/postgres-template.ts', ...args], { cwd: SERVER_DIR, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/**
 * Makes sure the shared Auth emulator runs; remembers whether this run started it (teardown stops only that). When the
 * postgres project runs, creates the run's migrated template database (test-database.ts), which teardown drops; without
 * one, each test database is migrated on its own as before.
 */
export default async function globalSetup(globalConfig) {
  // The address a test run chose (scripts/test.mjs), else the usual 127.0.0.1:9099.
  const emulator = await startAuthEmulator({ host: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined, log: () => {} });
  globalThis.__clipyardAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const projects = globalConfig?.selectProjects;
  if (!projects || projects.includes('postgres')) {
    const template = postgresTemplate('create');
    if (template) {
      globalThis.__clipyardTemplateDb = template;
      process.env[TEMPLATE_DB_ENV] = template;
    }
  }
}
