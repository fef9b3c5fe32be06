/**
 * The web tier of docs/deploy.md in one process: the shell's HTML host (shell/host, ADR 0090) on WEB_PORT and the
 * four remotes' static servers on the next four ports, each serving its built `dist/`. A CDN sits in front of it
 * (hashed files cached for ever, page addresses passed through or cached briefly: shell/README.md).
 *
 * Env (all public addresses, as a browser reaches them):
 *   WEB_PORT (3000), WEB_HOST (0.0.0.0), PUBLIC_ORIGIN (https://clips.example), API_PUBLIC_URL (https://api.clips.example/),
 *   MEDIA_BASE_URL (default {API_PUBLIC_URL}media/), REMOTE_URLS (comma-separated mf-manifest.json addresses of
 *   mfe_clips, mfe_channels, mfe_account, mfe_streamer; default http://localhost:{WEB_PORT+1..4}/mf-manifest.json),
 *   API_INTERNAL_URL (how this host reaches the API for heads, default API_PUBLIC_URL),
 *   FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID (the real project's web config; no emulator here).
 *
 *   node docs/deploy/web.mjs          (after `pnpm build`)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { startHtmlHost } from '../../shell/host/html-host.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const port = Number(env.WEB_PORT ?? 3000);
const host = env.WEB_HOST ?? '0.0.0.0';
const apiBaseUrl = env.API_PUBLIC_URL ?? 'http://localhost:7100/';
const remoteNames = ['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer'];
const remoteUrls = env.REMOTE_URLS?.split(',').map((url) => url.trim()) ?? remoteNames.map((_, i) => `http://localhost:${port + 1 + i}/mf-manifest.json`);
const remotes = Object.fromEntries(remoteNames.map((name, i) => [name, remoteUrls[i]]));
const config = {
  apiBaseUrl,
  mediaBaseUrl: env.MEDIA_BASE_URL ?? `${apiBaseUrl.replace(/\/$/, '')}/media/`,
  firebase: { apiKey: env.FIREBASE_API_KEY ?? '', authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`, projectId: env.FIREBASE_PROJECT_ID ?? '' },
};

for (const [i, dir] of ['mfe-clips', 'mfe-channels', 'mfe-account', 'mfe-streamer'].entries()) {
  await startStaticServer({ root: path.join(ROOT, dir, 'dist'), port: port + 1 + i, host });
}
await startHtmlHost({
  root: path.join(ROOT, 'shell', 'dist'),
  port,
  host,
  publicOrigin: env.PUBLIC_ORIGIN,
  siteConfig: () => config,
  apiFetchBaseUrl: env.API_INTERNAL_URL,
  remotes: () => remotes,
  generated: { '/config.json': () => config, '/remotes.json': () => remotes },
});
console.log(`Clipyard web: HTML host on ${host}:${port}, remotes on ${port + 1}-${port + 4}`);
