import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { clipMediaKeys, clipVideoKey, profileImageKey } from '@clipyard/shared/media';
import { registerMediaHost } from '../src/media/host/media-host';
import { createS3Store, s3OptionsFromEnv } from '../src/media/storage/s3-store';
import type { MediaStore } from '../src/media/storage';
import { tempDir } from './media-support/fixtures';

// s3rver: an S3 server speaking the S3 REST protocol, so the driver runs the real AWS SDK end to end.
const S3rver = require('s3rver');

describe('S3-compatible storage driver', () => {
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let work: Awaited<ReturnType<typeof tempDir>>;
  let store: MediaStore;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    work = await tempDir();
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(work.dir, 's3'), configureBuckets: [{ name: 'clipyard-media' }] });
    const { port } = await s3.run();
    store = createS3Store(
      s3OptionsFromEnv({
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'clipyard-media',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
    app = Fastify();
    registerMediaHost(app, store);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    await work.remove();
  });

  const video = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

  it('stores, stats, reads ranges and copies out', async () => {
    const file = path.join(work.dir, 'local.mp4');
    await writeFile(file, video);
    const key = clipVideoKey('s3chan', 'clipS3one', 'source');
    await store.moveFile(key, file, 'video/mp4');
    await expect(readFile(file)).rejects.toThrow(); // moved: the local copy is gone
    const info = await store.stat(key);
    expect(info?.size).toBe(video.length);
    expect(info?.etag).toMatch(/^".+"$/);
    const part = Buffer.concat(await (await store.read(key, { start: 10, end: 19 })).toArray());
    expect(part.equals(video.subarray(10, 20))).toBe(true);
    const copy = path.join(work.dir, 'copy.mp4');
    await store.getToFile(key, copy);
    expect((await readFile(copy)).equals(video)).toBe(true);
    expect(await store.exists(clipVideoKey('s3chan', 'clipS3one', 'av1'))).toBe(false);
  });

  it('takes buffers and streams (profile images)', async () => {
    await store.put(profileImageKey('s3user'), Readable.from([Buffer.from('RIFF'), Buffer.from('webp')]), 'image/webp');
    const stored = Buffer.concat(await (await store.read(profileImageKey('s3user'))).toArray());
    expect(stored.toString()).toBe('RIFFwebp');
    await store.delete(profileImageKey('s3user'));
    expect(await store.stat(profileImageKey('s3user'))).toBeNull();
  });

  it('is served by the media host with ranges and ETags', async () => {
    const key = clipVideoKey('s3chan', 'clipS3served', 'source');
    await store.put(key, video, 'video/mp4');
    const ranged = await fetch(`${base}/media/${key}?version=1`, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    expect(ranged.headers.get('cache-control')).toContain('immutable');
    const again = await fetch(`${base}/media/${key}`, { headers: { 'if-none-match': ranged.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('deletes a clip’s media by prefix', async () => {
    // Another clip's file beside it, which must stay.
    await store.put(clipVideoKey('s3chan', 'clipS3kept', 'source'), video, 'video/mp4');
    for (const key of clipMediaKeys('s3chan', 'clipS3two')) await store.put(key, Buffer.from(key), 'application/octet-stream');
    await store.deletePrefix('clips/s3chan/clipS3two');
    for (const key of clipMediaKeys('s3chan', 'clipS3two')) expect(await store.exists(key)).toBe(false);
    expect(await store.exists(clipVideoKey('s3chan', 'clipS3kept', 'source'))).toBe(true);
  });
});
