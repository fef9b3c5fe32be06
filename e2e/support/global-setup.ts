import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILDS, ROOT, stackLib, type StackLib } from './stack-lib';

/** The platform this checkout's shell runs (shared/package.json), from which the skew builds below are counted. */
const [MAJOR, MINOR] = (JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version.split('.').map(Number);
export const SHELL_PLATFORM = `${MAJOR}.${MINOR}.0`;
const previousMinor = `${MAJOR}.${Math.max(0, MINOR - 1)}.0`;
const nextMinor = `${MAJOR}.${MINOR + 1}.0`;
const nextMajor = `${MAJOR + 1}.0.0`;

/**
 * The version-skew builds (ADR 0104/0105): folder under e2e/.builds → the platform version and range it claims,
 * counted from the shell's own platform so a release of shared moves them along.
 */
export const SKEW_BUILDS = {
  /**
   * The real mfe-streamer, claiming the previous platform minor. What a build claims is its manifest, which the env
   * sets: the sources are today's.
   */
  previous: { folder: `mfe-streamer-platform-${previousMinor}`, version: previousMinor, range: `^${previousMinor}` },
  /** The stand-in (e2e/fixtures/skew-remote), built against the next platform minor; runs on the shell's and up. */
  newerMinor: { folder: `skew-streamer-platform-${nextMinor}`, version: nextMinor, range: `^${SHELL_PLATFORM}` },
  /** The stand-in, built against the next platform major: no shell of this major may run it. */
  newerMajor: { folder: `skew-streamer-platform-${nextMajor}`, version: nextMajor, range: `^${nextMajor}` },
} as const;

/** Builds an e2e fixture remote (its own rspack.config.mjs, packages resolved from `appDir`) when it is stale. */
async function buildFixture(lib: StackLib, fixture: string, appDir: string, outDir: string, env: Record<string, string>, log: (m: string) => void) {
  const fixtureDir = path.join(ROOT, 'e2e', 'fixtures', fixture);
  if (!lib.isBuildStale(fixtureDir, outDir)) return;
  log(`[build] ${fixture} → ${path.relative(ROOT, outDir)}`);
  await lib.run(path.join(ROOT, appDir, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', '-c', path.join(fixtureDir, 'rspack.config.mjs')], {
    cwd: path.join(ROOT, appDir),
    env: { NODE_ENV: 'production', CLIPYARD_OUT_DIR: outDir, ...env },
    quiet: true,
  });
}

/**
 * Builds once for the whole run: the shell and remotes (skipped when up to date), a second version
 * of mfe-streamer labelled v2 (the redeploy test), the broken stand-in for mfe_clips and the
 * version-skew builds.
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
  await buildFixture(lib, 'broken-remote', 'mfe-clips', path.join(E2E_BUILDS, 'broken-clips'), {}, log);

  const { previous, newerMinor, newerMajor } = SKEW_BUILDS;
  const previousDir = path.join(E2E_BUILDS, previous.folder);
  if (lib.isBuildStale(path.join(ROOT, streamer.dir), previousDir)) {
    await lib.buildApp(streamer, { outDir: previousDir, env: { CLIPYARD_PLATFORM_VERSION: previous.version, CLIPYARD_PLATFORM_RANGE: previous.range, CLIPYARD_BUILD_LABEL: `platform ${previous.version}` }, log });
  }
  for (const skew of [newerMinor, newerMajor]) {
    const env = { CLIPYARD_PLATFORM_VERSION: skew.version, CLIPYARD_PLATFORM_RANGE: skew.range, CLIPYARD_BUILD_LABEL: `platform ${skew.version}` };
    await buildFixture(lib, 'skew-remote', 'mfe-streamer', path.join(E2E_BUILDS, skew.folder), env, log);
  }
}
