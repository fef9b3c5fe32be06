import { startAuthEmulator } from '../../../scripts/auth-emulator.mjs';

/** Makes sure the shared Auth emulator runs; remembers whether this run started it (teardown stops only that). */
export default async function globalSetup() {
  // The address a test run chose (scripts/test.mjs), else the usual 127.0.0.1:9099.
  const emulator = await startAuthEmulator({ host: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined, log: () => {} });
  globalThis.__clipyardAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}
