// mfe-clips: a Clipyard remote. Everything comes from the one factory in @clipyard/shared.
import { createAppConfig } from '@clipyard/shared/federation';

export default (_env, argv) =>
  createAppConfig({
    appDir: import.meta.dirname,
    port: Number(process.env.PORT ?? 3001),
    mode: argv.mode,
    title: 'Clipyard · mfe-clips',
    // Public API of this remote: add, never rename.
    exposes: {
      "./routes": "./src/routes.tsx"
    },
  });
