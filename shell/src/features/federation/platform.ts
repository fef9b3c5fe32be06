import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The platform check of ADR 0104. `@clipyard/shared` is the one platform singleton; the shell's copy is the one that
 * runs (loaded first). Each remote's mf-manifest.json says which platform versions it runs on (the `requiredVersion`
 * of its `@clipyard/shared` share, from its package.json). The check runs on the manifest, before the remote's entry
 * script is even fetched, so an incompatible remote never executes: its area shows the localized fallback instead.
 */

export const PLATFORM_PACKAGE = '@clipyard/shared';

/** The platform version this shell was built with (DefinePlugin); '0.0.0' outside a build (unit tests). */
export function runningPlatformVersion(): string {
  return typeof __CLIPYARD_PLATFORM_VERSION__ === 'string' ? __CLIPYARD_PLATFORM_VERSION__ : '0.0.0';
}

type Version = [number, number, number];

function parse(version: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/**
 * Does `version` satisfy `range`? The ranges the factory writes: `^x.y.z` (same major, at least x.y.z; for 0.y the same
 * minor, as npm reads it), `~x.y.z`, `>=x.y.z`, an exact `x.y.z`, or `*`. Anything else is not satisfied, so a range
 * this shell cannot read fails closed (the fallback) rather than running a remote on a guess.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parse(version);
  const trimmed = range.trim();
  if (trimmed === '*') return have !== null;
  const match = /^(\^|~|>=)?\s*(\S+)$/.exec(trimmed);
  const want = match ? parse(match[2] as string) : null;
  if (!have || !want || !match) return false;
  const op = match[1] ?? '';
  if (compare(have, want) < 0) return false;
  if (op === '>=') return true;
  if (op === '') return compare(have, want) === 0;
  if (op === '~' || (op === '^' && want[0] === 0)) return have[0] === want[0] && have[1] === want[1];
  return have[0] === want[0];
}

function describeMismatch(remote: string, required: string, builtWith: string, running: string): string {
  return `${remote} needs platform ${PLATFORM_PACKAGE}@${required} (built with ${builtWith}); this shell runs ${running}`;
}

/** A remote needs a platform version the running shell does not have. */
export class PlatformMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly builtWith: string,
    readonly running: string,
  ) {
    super(describeMismatch(remote, required, builtWith, running));
    this.name = 'PlatformMismatchError';
  }

  /** What the console says, from the fields (the federation runtime prefixes the message of errors it passes on). */
  get summary(): string {
    return describeMismatch(this.remote, this.required, this.builtWith, this.running);
  }
}

interface ManifestShare {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
}

/** Throws PlatformMismatchError when the manifest's platform range does not admit `running`. */
export function checkPlatform(remote: string, manifest: { shared?: unknown } | undefined, running: string): void {
  const shares = Array.isArray(manifest?.shared) ? (manifest.shared as ManifestShare[]) : [];
  const platform = shares.find((share) => share.name === PLATFORM_PACKAGE);
  // A remote from before platform versions (requiredVersion false) or without the platform share: nothing to check.
  if (!platform || typeof platform.requiredVersion !== 'string') return;
  if (satisfiesRange(running, platform.requiredVersion)) return;
  throw new PlatformMismatchError(remote, platform.requiredVersion, String(platform.version ?? 'unknown'), running);
}

/**
 * Runtime plugin: reads each remote's manifest as it arrives (also from the runtime's cache) and refuses a remote whose
 * platform range the running shell does not satisfy. The refusal is a failed load: `errorLoadRemote` turns it into the
 * fallback module with reason `platform` (runtime-plugins.ts).
 */
export function platformCheckPlugin(running = runningPlatformVersion()): ModuleFederationRuntimePlugin {
  return {
    name: 'clipyard-platform',
    afterLoadManifest({ manifestJson, moduleInfo }) {
      if (manifestJson) checkPlatform(moduleInfo.name, manifestJson, running);
    },
  };
}
