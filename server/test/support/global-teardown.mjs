/** Stops the Auth emulator only when this run started it: another person's tests may be using theirs. */
export default async function globalTeardown() {
  const emulator = globalThis.__clipyardAuthEmulator;
  if (emulator?.started) await emulator.stop();
}
