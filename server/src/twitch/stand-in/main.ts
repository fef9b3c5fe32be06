import { STAND_IN_DEFAULT_PORT, startTwitchStandIn } from './twitch-stand-in';

/** `tsx src/twitch/stand-in/main.ts`: the local Twitch stand-in on TWITCH_STAND_IN_PORT (7190). */
async function main() {
  const port = Number(process.env.TWITCH_STAND_IN_PORT ?? STAND_IN_DEFAULT_PORT);
  const standIn = await startTwitchStandIn({ port, host: process.env.TWITCH_STAND_IN_HOST ?? '127.0.0.1' });
  console.log(`[twitch-stand-in] ${standIn.url} (local stand-in for Twitch)`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[twitch-stand-in] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
