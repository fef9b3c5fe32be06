import { readFileSync } from 'node:fs';
import path from 'node:path';

/** shell/public/sw-keep.js (ADR 0123), run against a stand-in of the worker's global scope, caches and network. */
const source = readFileSync(path.join(__dirname, '..', '..', '..', 'public', 'sw-keep.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function worker(answers: Record<string, number>) {
  const stored = new Map<string, Map<string, string>>();
  const caches = {
    open: async (name: string) => {
      const entries = stored.get(name) ?? new Map<string, string>();
      stored.set(name, entries);
      return {
        match: async (url: string) => (entries.has(url) ? new Response(entries.get(url)) : undefined),
        put: async (url: string, response: Response) => void entries.set(url, await response.text()),
      };
    },
  };
  const fetched: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    fetched.push({ url, init });
    const status = answers[url] ?? 404;
    return new Response(`body of ${url}`, { status });
  });
  const listeners: Record<string, Listener> = {};
  const self = { addEventListener: (type: string, listener: Listener) => void (listeners[type] = listener), location: { origin: 'https://clips.example' } };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
  const message = async (data: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    const replies: unknown[] = [];
    listeners.message!({ data, ports: [{ postMessage: (m: unknown) => replies.push(m) }], waitUntil: (p: Promise<unknown>) => void (done = p) });
    await done;
    return replies;
  };
  return { message, stored, fetched };
}

test('keeps what it is told that answers OK, once; a page of this site with its cookies, other origins with CORS', async () => {
  const sw = worker({ 'https://clips.example/pixelpioneer/clip/abc': 200, 'https://remote.example/remoteEntry.js': 200 });
  const replies = await sw.message({
    type: 'clipyard:keep',
    items: [
      { cache: 'clipyard-pages', url: 'https://clips.example/pixelpioneer/clip/abc' },
      { cache: 'clipyard-remote-entries', url: 'https://remote.example/remoteEntry.js' },
      // Gone (404): nothing kept, and no error anywhere.
      { cache: 'clipyard-pages', url: 'https://clips.example/gone/clip/xyz' },
    ],
  });
  expect(replies).toEqual(['kept']);
  expect([...sw.stored.get('clipyard-pages')!.keys()]).toEqual(['https://clips.example/pixelpioneer/clip/abc']);
  expect([...sw.stored.get('clipyard-remote-entries')!.keys()]).toEqual(['https://remote.example/remoteEntry.js']);
  expect(sw.fetched.find((f) => f.url.endsWith('/abc'))!.init).toEqual({ credentials: 'same-origin' });
  expect(sw.fetched.find((f) => f.url.endsWith('remoteEntry.js'))!.init).toEqual({ mode: 'cors', credentials: 'omit' });

  // Already kept: not fetched again.
  await sw.message({ type: 'clipyard:keep', items: [{ cache: 'clipyard-pages', url: 'https://clips.example/pixelpioneer/clip/abc' }] });
  expect(sw.fetched.filter((f) => f.url.endsWith('/abc'))).toHaveLength(1);
});

test('only its own caches, only http(s), and never another site’s page as a page of this site', async () => {
  const sw = worker({ 'https://evil.example/': 200, 'https://clips.example/x': 200 });
  await sw.message({
    type: 'clipyard:keep',
    items: [
      { cache: 'clipyard-pages', url: 'https://evil.example/' },
      { cache: 'some-other-cache', url: 'https://clips.example/x' },
      { cache: 'clipyard-media-images', url: 'javascript:alert(1)' },
      null,
    ],
  });
  expect(sw.fetched).toEqual([]);
  // Other messages are not this script's.
  await sw.message({ type: 'SKIP_WAITING' });
  expect(sw.fetched).toEqual([]);
});
