#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone with only Node and npm to the whole site running.
 * Installs pnpm and the dependencies when needed, installs the Auth emulator, warns when ffmpeg is
 * missing, builds the shell and the four remotes for production, then starts the Firebase Auth
 * emulator, the API (PGlite, demo data), the shell's HTML host and the remotes' static servers. Ctrl-C stops everything it started.
 *
 * Env: WEB_PORT (3000: shell's HTML host, remotes on the next four ports), API_PORT (7100), PUBLIC_ORIGIN (the site's
 * public origin for the pages' heads and the sitemap; default http://localhost:WEB_PORT), SKIP_INSTALL=1, LOG_LEVEL (warn),
 * plus everything the server reads (DATABASE_URL, DATA_DIR, SEED, ...).
 */
import { buildAll, startApiServer, startTwitchStandIn, startWebServers } from './lib/stack.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { installDependencies, missingSystemPrograms } from './lib/install.mjs';

const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 7100);
const TWITCH_STAND_IN_PORT = Number(process.env.TWITCH_STAND_IN_PORT ?? 7190);
const log = (message) => console.log(`[start] ${message}`);

function checkFfmpeg() {
  for (const { name, hint } of missingSystemPrograms({ ffmpeg: true })) {
    // The API then uses the old ffmpeg bundled on npm: the source rendition is made and plays; the API's own start
    // warning lists exactly what that binary cannot make (server/src/media/ffmpeg/capabilities.ts).
    console.warn(
      `\n[start] WARNING: ${name} was not found, so the API uses the older ffmpeg bundled with it. Clips are encoded and play\n` +
        `        (their h264 source rendition), but the AV1 rendition and AVIF thumbnails are not made until ffmpeg is\n` +
        `        installed (${hint}).\n`,
    );
  }
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
  if (process.env.SKIP_INSTALL !== '1') await installDependencies(log);
  checkFfmpeg();
  await buildAll({ log });
  const emulator = await startAuthEmulator({ log });
  stops.push(emulator.stop);
  // No Twitch app credentials: a local stand-in speaking Twitch's OAuth and Helix protocol lets people connect a channel.
  let twitchEnv = {};
  if (!process.env.TWITCH_CLIENT_ID) {
    const standIn = await startTwitchStandIn({ port: TWITCH_STAND_IN_PORT, log });
    stops.push(standIn.stop);
    twitchEnv = standIn.serverEnv;
  }
  // PUBLIC_ORIGIN (the HTML host's public address) is a site origin too: oEmbed answers only for site addresses.
  const origins = [`http://localhost:${WEB_PORT}`, `http://127.0.0.1:${WEB_PORT}`, ...(process.env.PUBLIC_ORIGIN ? [process.env.PUBLIC_ORIGIN.replace(/\/$/, '')] : [])];
  const api = await startApiServer({
    port: API_PORT,
    env: {
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins.join(','),
      ...(process.env.FIREBASE_PROJECT_ID ? {} : { FIREBASE_AUTH_EMULATOR_HOST: emulator.host }),
      ...twitchEnv,
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
  // The demo accounts of server/src/seed/demo-accounts.ts: created on the Auth emulator only.
  const demo = process.env.FIREBASE_PROJECT_ID || process.env.SEED === 'false'
    ? ''
    : '\nDemo accounts (password clipyard-demo):\n' +
      '  viewer@demo.clipyard.test    a viewer\n' +
      '  streamer@demo.clipyard.test  the streamer of speedrun_sam (clip requests waiting)\n' +
      '  admin@demo.clipyard.test     an admin\n';
  const twitchNote = process.env.TWITCH_CLIENT_ID
    ? ''
    : `Twitch: a local stand-in on http://localhost:${TWITCH_STAND_IN_PORT} (set TWITCH_CLIENT_ID/TWITCH_CLIENT_SECRET for the real Twitch)\n`;
  console.log(`\nClipyard is running at http://localhost:${WEB_PORT} (API http://localhost:${API_PORT})\n${demo}${twitchNote}Press Ctrl-C to stop.\n`);
} catch (error) {
  console.error('[start] failed:', error instanceof Error ? error.message : error);
  await stopAll(1);
}
