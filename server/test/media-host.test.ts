import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { clipThumbnailKey, clipVideoKey, profileImageKey } from '@clipyard/shared/media';
import { registerMediaHost } from '../src/media/host/media-host';
import { createLocalStore } from '../src/media/storage/local-store';
import { tempDir } from './media-support/fixtures';

describe('media host', () => {
  let app: FastifyInstance;
  let base: string;
  let work: Awaited<ReturnType<typeof tempDir>>;
  const video = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
  const store = () => createLocalStore(work.dir);

  beforeAll(async () => {
    work = await tempDir();
    const s = store();
    await s.put(clipVideoKey('somechannel', 'clipAbc123', 'source'), video, 'video/mp4');
    await s.put(clipVideoKey('somechannel', 'clipAbc123', 'x265'), Buffer.from('x265'), 'video/mp4');
    await s.put(clipVideoKey('somechannel', 'clipAbc123', 'av1'), Buffer.from('av1'), 'video/x-matroska');
    await s.put(clipThumbnailKey('somechannel', 'clipAbc123', 'webp'), Buffer.from('webp'), 'image/webp');
    await s.put(clipThumbnailKey('somechannel', 'clipAbc123', 'avif'), Buffer.from('avif'), 'image/avif');
    await s.put(profileImageKey('user_1'), Buffer.from('profile'), 'image/webp');
    // Files the host must never serve although they sit in the media folder.
    await mkdir(path.join(work.dir, '.work', 'inputs'), { recursive: true });
    await writeFile(path.join(work.dir, '.work', 'inputs', 'clipAbc123'), 'raw input');
    await writeFile(path.join(work.dir, 'clips', 'somechannel', 'notes.txt'), 'private');
    app = Fastify();
    registerMediaHost(app, s);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // fetch keeps its sockets alive: one still busy by the server's count when close() looks would keep it waiting for
    // the keep-alive timeout (72 s, past the hook's 60 s) on a loaded machine. Drop them all first.
    app.server.closeAllConnections();
    await app.close();
    await work.remove();
  });

  const source = '/media/clips/somechannel/clipAbc123-source.mp4';

  /** Real HTTP (what browsers and CDNs see), read into the shape the assertions use. */
  async function get(init: { url: string; method?: string; headers?: Record<string, string> }) {
    const response = await fetch(`${base}${init.url}`, { method: init.method ?? 'GET', headers: init.headers });
    const rawPayload = Buffer.from(await response.arrayBuffer());
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()) as Record<string, string>,
      rawPayload,
      body: rawPayload.toString(),
    };
  }

  it.each([
    ['/media/profiles/user_1.webp?version=3', 'image/webp', 'profile'],
    ['/media/clips/somechannel/clipAbc123.webp', 'image/webp', 'webp'],
    ['/media/clips/somechannel/clipAbc123.avif', 'image/avif', 'avif'],
    ['/media/clips/somechannel/clipAbc123-x265.mp4', 'video/mp4', 'x265'],
    ['/media/clips/somechannel/clipAbc123-av1.mkv', 'video/x-matroska', 'av1'],
  ])('serves %s as %s', async (url, type, body) => {
    const res = await get({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body).toBe(body);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the whole file with its length, a strong ETag and range support', async () => {
    const res = await get({ url: source });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await get({ url: source, headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  });

  it('answers open-ended and suffix ranges', async () => {
    const open = await get({ url: source, headers: { range: 'bytes=9990-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(9990))).toBe(true);
    const suffix = await get({ url: source, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes 9990-9999/${video.length}`);
    expect(suffix.rawPayload.equals(video.subarray(9990))).toBe(true);
  });

  it('answers 416 for a range outside the file', async () => {
    const res = await get({ url: source, headers: { range: 'bytes=20000-20010' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await get({ url: source });
    const again = await get({ url: source, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get({ url: source, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('ignores a range for an older version (If-Range)', async () => {
    const res = await get({ url: source, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(video.length);
  });

  it('caches versioned addresses for a year, immutable, and others briefly', async () => {
    const versioned = await get({ url: `${source}?version=2` });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get({ url: source });
    expect(plain.headers['cache-control']).not.toContain('immutable');
    expect(plain.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get({ method: 'HEAD', url: source });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.body).toBe('');
  });

  it.each([
    '/media/clips/somechannel/../../.work/inputs/clipAbc123',
    '/media/clips/somechannel/%2e%2e/%2e%2e/etc/passwd',
    '/media/.work/inputs/clipAbc123',
    '/media/clips/somechannel/notes.txt',
    '/media/clips/somechannel/clipAbc123-source.mp4.tmp',
    '/media/profiles/user_1.png',
    '/media/clips/somechannel/missing-source.mp4',
    '/media/',
  ])('refuses %s with 404', async (url) => {
    const res = await get({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('raw input');
    expect(res.body).not.toContain('private');
  });
});
