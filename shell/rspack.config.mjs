// The shell (host): layout, router, auth, theme, i18n, notifications, dialogs, service worker, boot.
// It declares no remotes at build time: it registers them at run time from /remotes.json.
import { createAppConfig } from '@clipyard/shared/federation';

export default (_env, argv) =>
  createAppConfig({
    appDir: import.meta.dirname,
    port: Number(process.env.PORT ?? 3000),
    mode: argv.mode,
    isHost: true,
    title: 'Clipyard',
  });
