import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheFor, itemsToKeep, OFFLINE_CACHES } from './keep-for-offline';

test('the page fills the same caches the service worker reads (shell/build/service-worker.mjs SW_CACHES)', () => {
  const source = readFileSync(path.join(__dirname, '..', '..', '..', 'build', 'service-worker.mjs'), 'utf8');
  const block = /export const SW_CACHES = \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  const names = Object.fromEntries([...block.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1], m[2]]));
  expect(names).toEqual(OFFLINE_CACHES);
  // The media route's handler names its cache literally (it is stringified into sw.js).
  expect(source).toContain(`caches.open('${OFFLINE_CACHES.mediaImages}')`);
});

test('each file a page loaded goes where the worker’s own route would put it, and nothing else is kept', () => {
  const page = 'https://clips.example';
  expect(cacheFor('https://clips.example/remotes.json', page)).toBe('runtimeConfig');
  expect(cacheFor('https://clips.example/routes.json', page)).toBe('runtimeConfig');
  expect(cacheFor('https://clips.example/config.json', page)).toBe('runtimeConfig');
  // The shell's own files are precached; its other same-origin requests are not the worker's to keep.
  expect(cacheFor('https://clips.example/main.0123abcd.js', page)).toBeNull();
  expect(cacheFor('https://clips-remote.example/mf-manifest.json', page)).toBe('remoteEntries');
  expect(cacheFor('https://clips-remote.example/remoteEntry.js', page)).toBe('remoteEntries');
  expect(cacheFor('https://clips-remote.example/__federation_expose_routes.89abcdef.js', page)).toBe('remoteChunks');
  expect(cacheFor('https://media.example/media/clips/pixelpioneer/abc123.webp?version=2', page)).toBe('mediaImages');
  expect(cacheFor('https://media.example/media/profiles/u1.webp?version=1', page)).toBe('mediaImages');
  // Never: API calls, videos, other sites' files.
  expect(cacheFor('https://api.example/client/videoListing/fetchClipsById', page)).toBeNull();
  expect(cacheFor('https://media.example/media/clips/pixelpioneer/abc123-source.mp4', page)).toBeNull();
  expect(cacheFor('https://www.gstatic.com/firebasejs/app.js', page)).toBeNull();
});

test('the first visit names its page and the files it loaded before the worker, each once', () => {
  const items = itemsToKeep(
    'https://clips.example/pixelpioneer/clip/abc#comments',
    [
      'https://clips.example/remotes.json',
      'https://clips-remote.example/mf-manifest.json',
      'https://clips-remote.example/mf-manifest.json',
      'https://api.example/client/profile/profileDetails',
    ],
    'https://clips.example',
  );
  expect(items).toEqual([
    { cache: 'clipyard-pages', url: 'https://clips.example/pixelpioneer/clip/abc' },
    { cache: 'clipyard-runtime-config', url: 'https://clips.example/remotes.json' },
    { cache: 'clipyard-remote-entries', url: 'https://clips-remote.example/mf-manifest.json' },
  ]);
});
