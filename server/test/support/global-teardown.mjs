import { postgresTemplate } from './global-setup.mjs';

/**
 * Stops the Auth emulator only when this run started it (another person's tests may be using theirs), and drops the
 * run's template database.
 */
export default async function globalTeardown() {
  const emulator = globalThis.__clipyardAuthEmulator;
  if (emulator?.started) await emulator.stop();
  if (globalThis.__clipyardTemplateDb) postgresTemplate('drop', globalThis.__clipyardTemplateDb);
}
