import { startAuthEmulator } from '../../../scripts/auth-emulator.mjs';

/** Makes sure the shared Auth emulator runs; remembers whether this run started it (teardown stops only that). */
export default async function globalSetup() {
  const emulator = await startAuthEmulator({ log: () => {} });
  globalThis.__clipyardAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}
