import path from 'node:path';
import { E2E_BUILDS, ROOT, stackLib } from './stack-lib';

/**
 * Builds once for the whole run: the shell and remotes (skipped when up to date), a second version
 * of mfe-streamer labelled v2 (the redeploy test) and the broken stand-in for mfe_clips.
 */
export default async function globalSetup(): Promise<void> {
  const lib = await stackLib();
  const log = (m: string) => console.log(`[e2e] ${m}`);
  await lib.buildAll({ log });
  const streamer = lib.APPS.find((app) => app.dir === 'mfe-streamer')!;
  const v2 = path.join(E2E_BUILDS, 'mfe-streamer-v2');
  if (lib.isBuildStale(path.join(ROOT, streamer.dir), v2)) {
    await lib.buildApp(streamer, { outDir: v2, env: { CLIPYARD_BUILD_LABEL: 'v2' }, log });
  }
  const broken = path.join(E2E_BUILDS, 'broken-clips');
  if (lib.isBuildStale(path.join(ROOT, 'e2e', 'fixtures', 'broken-remote'), broken)) {
    log('[build] broken stand-in for mfe_clips');
    await lib.run(path.join(ROOT, 'mfe-clips', 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', '-c', path.join(ROOT, 'e2e', 'fixtures', 'broken-remote', 'rspack.config.mjs')], {
      cwd: path.join(ROOT, 'mfe-clips'),
      env: { NODE_ENV: 'production' },
      quiet: true,
    });
  }
}
