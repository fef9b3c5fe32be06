import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { PlatformMismatchError, checkPlatform, platformCheckPlugin, satisfiesRange } from './platform';
import { REMOTE_FALLBACK, shellLoaderPlugin } from './runtime-plugins';

const manifest = (requiredVersion: unknown, version = '1.0.0') => ({
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
    { name: '@clipyard/shared', version, requiredVersion },
  ],
});

test('caret ranges admit later minors and patches of the same major, never another major', () => {
  expect(satisfiesRange('1.1.0', '^1.0.0')).toBe(true);
  expect(satisfiesRange('1.1.0', '^1.1.0')).toBe(true);
  expect(satisfiesRange('1.1.3', '^1.1.0')).toBe(true);
  expect(satisfiesRange('1.1.0', '^1.2.0')).toBe(false);
  expect(satisfiesRange('1.2.0', '^1.2.0')).toBe(true);
  expect(satisfiesRange('1.2.0', '^1.3.0')).toBe(false);
  expect(satisfiesRange('1.1.0', '^2.0.0')).toBe(false);
  expect(satisfiesRange('2.0.0', '^1.0.0')).toBe(false);
  // npm's reading of 0.y: the minor is the breaking number.
  expect(satisfiesRange('0.2.0', '^0.1.0')).toBe(false);
  expect(satisfiesRange('0.1.5', '^0.1.0')).toBe(true);
});

test('other range forms, and ranges this shell cannot read fail closed', () => {
  expect(satisfiesRange('1.1.0', '~1.1.0')).toBe(true);
  expect(satisfiesRange('1.2.0', '~1.1.0')).toBe(false);
  expect(satisfiesRange('3.0.0', '>=1.0.0')).toBe(true);
  expect(satisfiesRange('1.1.0', '1.1.0')).toBe(true);
  expect(satisfiesRange('1.1.1', '1.1.0')).toBe(false);
  expect(satisfiesRange('1.1.0', '*')).toBe(true);
  expect(satisfiesRange('1.1.0', '^1.0.0 || ^2.0.0')).toBe(false);
  expect(satisfiesRange('not a version', '^1.0.0')).toBe(false);
});

test('a manifest whose platform range the shell satisfies passes; an older remote without a range passes', () => {
  expect(() => checkPlatform('mfe_clips', manifest('^1.0.0'), '1.2.0')).not.toThrow();
  expect(() => checkPlatform('mfe_clips', manifest(false), '1.2.0')).not.toThrow();
  expect(() => checkPlatform('mfe_clips', { shared: [] }, '1.2.0')).not.toThrow();
  expect(() => checkPlatform('mfe_clips', undefined, '1.2.0')).not.toThrow();
});

test('a remote that needs a newer minor (its range ^1.2.0) is refused by a 1.1.0 shell and runs on 1.2.0 and later 1.x', () => {
  const needsNewerMinor = manifest('^1.2.0', '1.2.0');
  expect(() => checkPlatform('mfe_clips', needsNewerMinor, '1.1.0')).toThrow(PlatformMismatchError);
  expect(() => checkPlatform('mfe_clips', needsNewerMinor, '1.2.0')).not.toThrow();
  expect(() => checkPlatform('mfe_clips', needsNewerMinor, '1.3.0')).not.toThrow();
});

test('an incompatible remote is refused with an error naming both versions, which becomes the platform fallback', async () => {
  let refused: unknown;
  try {
    checkPlatform('mfe_streamer', manifest('^2.0.0', '2.0.0'), '1.2.0');
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(PlatformMismatchError);
  expect((refused as PlatformMismatchError).summary).toBe('mfe_streamer needs platform @clipyard/shared@^2.0.0 (built with 2.0.0); this shell runs 1.2.0');
  expect((refused as Error).message).toBe((refused as PlatformMismatchError).summary);

  const hook = (platformCheckPlugin('1.2.0') as unknown as { afterLoadManifest: (args: unknown) => void }).afterLoadManifest;
  expect(() => hook({ manifestJson: manifest('^2.0.0', '2.0.0'), moduleInfo: { name: 'mfe_streamer' } })).toThrow(PlatformMismatchError);
  expect(() => hook({ manifestJson: manifest('^1.0.0'), moduleInfo: { name: 'mfe_streamer' } })).not.toThrow();
  // A manifest that failed to load is the retry plugin's and loader's business, not this check's.
  expect(() => hook({ moduleInfo: { name: 'mfe_streamer' }, error: new Error('down') })).not.toThrow();

  const loader = shellLoaderPlugin({ scriptTimeoutMs: () => 5000 }) as ModuleFederationRuntimePlugin & { errorLoadRemote: (a: unknown) => unknown };
  const fallback = loader.errorLoadRemote({ id: 'mfe_streamer/routes', error: refused, lifecycle: 'onLoad', remote: { name: 'mfe_streamer' } });
  expect((fallback as { [REMOTE_FALLBACK]: unknown })[REMOTE_FALLBACK]).toMatchObject({ remote: 'mfe_streamer', reason: 'platform' });
});
