// mfe-streamer: a Clipyard remote. Everything comes from the one factory in @clipyard/shared.
import { createAppConfig } from '@clipyard/shared/federation';

export default (_env, argv) =>
  createAppConfig({
    appDir: import.meta.dirname,
    port: Number(process.env.PORT ?? 3004),
    mode: argv.mode,
    title: 'Clipyard · mfe-streamer',
    // Public API of this remote: add, never rename.
    exposes: {
      "./routes": "./src/routes.tsx",
      "./StreamerMenu": "./src/StreamerMenu.tsx"
    },
  });
