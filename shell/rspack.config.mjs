// The shell (host): layout, router, auth, theme, i18n, notifications, dialogs, service worker, boot.
// It declares no remotes at build time: it registers them at run time from /remotes.json.
import { createAppConfig } from '@clipyard/shared/federation';
import { HeadTagsPlugin } from './build/head-tags.mjs';
import { ServiceWorkerPlugin } from './build/service-worker.mjs';

export default (_env, argv) => {
  const config = createAppConfig({
    appDir: import.meta.dirname,
    port: Number(process.env.PORT ?? 3000),
    mode: argv.mode,
    isHost: true,
    title: 'Clipyard',
  });
  // The web app manifest's head tags (ADR 0102); dist/sw.js generated with Workbox after each production build (ADR 0101).
  config.plugins.push(new HeadTagsPlugin(), new ServiceWorkerPlugin(config.output.path));
  return config;
};
