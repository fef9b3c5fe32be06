// The shell (host): layout, router, auth, theme, i18n, notifications, dialogs, service worker, boot.
// It declares no remotes at build time: it registers them at run time from /remotes.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig } from '@clipyard/shared/federation';
import { createRouteRegistry } from './host/route-registry.mjs';
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
  // `pnpm --filter shell dev` runs without the HTML host: its dev server answers /routes.json as the host does (ADR
  // 0158), from the remotes of public/remotes.json.
  const routes = createRouteRegistry({ remotes: () => JSON.parse(readFileSync(path.join(import.meta.dirname, 'public', 'remotes.json'), 'utf8')) });
  config.devServer.setupMiddlewares = (middlewares) => [
    {
      name: 'clipyard-route-table',
      path: '/routes.json',
      middleware: async (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(await routes.table()));
      },
    },
    ...middlewares,
  ];
  return config;
};
