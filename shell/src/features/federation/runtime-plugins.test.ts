import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FALLBACK, isRemoteFallback, shellLoaderPlugin, shellRuntimePlugins } from './runtime-plugins';

type CreateScript = (args: { url: string; remoteInfo?: { name: string } }) => { script?: HTMLScriptElement; timeout?: number } | undefined;
type ErrorLoadRemote = (args: { id: string; error: unknown; lifecycle: string; remote?: { name: string } }) => unknown;

function hooks(plugin: ModuleFederationRuntimePlugin) {
  return plugin as unknown as { createScript: CreateScript; errorLoadRemote: ErrorLoadRemote };
}

test('the official retry plugin runs first, then the platform check, then the loader plugin', () => {
  expect(shellRuntimePlugins({ scriptTimeoutMs: () => 5000 }).map((p) => p.name)).toEqual(['retry-plugin', 'clipyard-platform', 'clipyard-loader']);
});

test('an entry script gets the time left to its area; a second attempt at the same URL gets a unique URL', () => {
  const { createScript } = hooks(shellLoaderPlugin({ scriptTimeoutMs: (remote) => (remote === 'mfe_clips' ? 4200 : 0) }));
  const url = 'http://localhost:1/remoteEntry.js';
  const first = createScript({ url, remoteInfo: { name: 'mfe_clips' } });
  expect(first).toEqual({ timeout: 4200 });
  const second = createScript({ url, remoteInfo: { name: 'mfe_clips' } });
  expect(second?.script?.src).toBe(`${url}?attempt=1`);
  expect(createScript({ url, remoteInfo: { name: 'mfe_clips' } })?.script?.src).toBe(`${url}?attempt=2`);
  // Never less than a second, even when the area's time is nearly gone.
  expect(createScript({ url: 'http://localhost:2/remoteEntry.js', remoteInfo: { name: 'mfe_other' } })).toEqual({ timeout: 1000 });
});

test('a module load that failed for good answers with a fallback naming the remote and the reason', () => {
  const { errorLoadRemote } = hooks(shellLoaderPlugin({ scriptTimeoutMs: () => 5000 }));
  const timedOut = errorLoadRemote({ id: 'mfe_channels/routes', error: new Error('ScriptNetworkError: Script "x" timed out.'), lifecycle: 'onLoad', remote: { name: 'mfe_channels' } });
  expect(isRemoteFallback(timedOut)).toBe(true);
  expect((timedOut as { [REMOTE_FALLBACK]: unknown })[REMOTE_FALLBACK]).toMatchObject({ remote: 'mfe_channels', reason: 'timeout' });
  const down = errorLoadRemote({ id: 'mfe_clips/routes', error: new Error('The request failed three times'), lifecycle: 'onLoad' });
  expect((down as { [REMOTE_FALLBACK]: unknown })[REMOTE_FALLBACK]).toMatchObject({ remote: 'mfe_clips', reason: 'unavailable' });
});

test('other stages keep the runtime error (nothing to stand in for)', () => {
  const { errorLoadRemote } = hooks(shellLoaderPlugin({ scriptTimeoutMs: () => 5000 }));
  expect(errorLoadRemote({ id: 'mfe_clips/routes', error: new Error('x'), lifecycle: 'beforeRequest' })).toBeUndefined();
  expect(isRemoteFallback({ routes: [] })).toBe(false);
  expect(isRemoteFallback(null)).toBe(false);
});
