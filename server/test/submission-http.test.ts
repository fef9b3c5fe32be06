import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { clipThumbnailKey, clipVideoKey, mediaUrl } from '@clipyard/shared/media';
import { call, callFail, callOk, createTestServer, createTestUser, makeStreamer, type TestServer, type TestUser } from './support';
import { tempDir } from './media-support/fixtures';

/**
 * The media issue end to end through the real server: contract routing, Firebase tokens from the Auth emulator,
 * the fake Twitch, the media host and tus on the same Fastify app, and the database of the jest project.
 */
describe('clip submission over HTTP', () => {
  let server: TestServer;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let viewer: TestUser;
  let video: Buffer;
  let host: http.Server;
  let hostUrl: string;

  beforeAll(async () => {
    server = await createTestServer();
    work = await tempDir();
    const sample = path.join(work.dir, 'sample.mp4');
    await server.media.generateTestVideo(sample, { seconds: 1, width: 160, height: 90, withAudio: true });
    video = await readFile(sample);
    host = http.createServer((req, res) => {
      if (req.url === '/clip.mp4') return res.end(video);
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    viewer = await createTestUser({ server, username: `viewer${Date.now().toString(36).slice(-6)}` });
  });
  afterAll(async () => {
    host?.closeAllConnections();
    await new Promise((resolve) => host?.close(resolve));
    await server?.close();
    await work?.remove();
  });

  it('submits a URL, follows the encode status, and serves the playable source with ranges', async () => {
    const submitted = await callOk(
      server,
      'client/userSubmission/submitClip',
      { clipUrl: `${hostUrl}/clip.mp4`, channelLogin: 'httpchannel', clipTitle: 'Over the wire' },
      viewer,
    );
    expect(submitted).toMatchObject({ isSuccessful: true, channelLogin: 'httpchannel', status: 'processing', requestId: null });
    const before = await callOk(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: submitted.internalClipId }, viewer);
    expect(before.tasks.map((t) => [t.kind, t.state])).toEqual([
      ['source', 'queued'],
      ['thumbnail', 'queued'],
    ]);

    await server.media.runJobsUntilIdle();
    const after = await callOk(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: submitted.internalClipId }, viewer);
    expect(after).toMatchObject({ status: 'ready', failureReason: null });
    expect(after.tasks.every((t) => t.state === 'done' && t.progress === 1)).toBe(true);

    // The address the client builds from the clip answer.
    const [clip] = (await callOk(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [submitted.internalClipId] })).clipList;
    expect(clip.renditions).toEqual(['source']);
    expect([...clip.thumbnailFormats].sort()).toEqual(['avif', 'webp']);
    const url = mediaUrl(server.config.mediaBaseUrl, clipVideoKey('httpchannel', submitted.internalClipId, 'source'), clip.mediaVersion);
    const ranged = await fetch(url, { headers: { range: 'bytes=0-99', origin: 'http://localhost:3000' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(ranged.headers.get('access-control-allow-origin')).toBeTruthy();
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const thumb = await fetch(mediaUrl(server.config.mediaBaseUrl, clipThumbnailKey('httpchannel', submitted.internalClipId, 'avif'), clip.mediaVersion));
    expect(thumb.headers.get('content-type')).toBe('image/avif');
  });

  it('refuses unsafe addresses at once, with the contract’s codes and statuses', async () => {
    for (const clipUrl of ['http://10.0.0.1/a.mp4', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/a.mp4']) {
      const failure = await callFail(server, 'client/userSubmission/submitClip', { clipUrl, channelLogin: 'httpchannel', clipTitle: 'Unsafe one' }, viewer);
      expect(failure).toMatchObject({ status: 400, errorCode: 'UNSAFE_URL' });
    }
    expect(await callFail(server, 'client/userSubmission/submitClip', { clipUrl: '', channelLogin: 'httpchannel', clipTitle: 'Empty one' }, viewer)).toMatchObject({
      status: 400,
      errorCode: 'EMPTY_INPUT',
    });
    const signedOut = await call(server, 'client/userSubmission/submitClip', { clipUrl: `${hostUrl}/clip.mp4`, channelLogin: 'httpchannel', clipTitle: 'No token' });
    expect(signedOut.status).toBe(401);
  });

  it('submits a Twitch clip through the fake Twitch', async () => {
    server.twitch.addClip({
      id: 'HttpSlugClip',
      broadcasterId: '4242',
      broadcasterLogin: 'jp_streamer',
      broadcasterName: 'にほんご配信者',
      title: 'すごいクリップ',
      durationSeconds: 1,
      video: { bytes: video },
    });
    const submitted = await callOk(server, 'client/userSubmission/submitClip', { clipUrl: 'https://clips.twitch.tv/HttpSlugClip', clipTitle: 'From Twitch' }, viewer);
    expect(submitted.channelLogin).toBe('jp_streamer');
    await server.media.runJobsUntilIdle();
    expect((await callOk(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: submitted.internalClipId })).status).toBe('ready');
    expect(await callFail(server, 'client/userSubmission/submitClip', { clipUrl: 'https://clips.twitch.tv/NoSuchSlug', clipTitle: 'Missing' }, viewer)).toMatchObject({
      errorCode: 'FETCH_FAILED',
    });
    server.twitch.failWith(500);
    try {
      expect(await callFail(server, 'client/userSubmission/submitClip', { clipUrl: 'https://www.twitch.tv/jp_streamer/clip/HttpSlugClip', clipTitle: 'Twitch is down' }, viewer)).toMatchObject({
        status: 502,
        errorCode: 'TWITCH_FAILED',
      });
    } finally {
      server.twitch.failWith(null);
    }
  });

  it('uploads with tus through the app (CORS preflight included) and submits the upload', async () => {
    const origin = 'http://localhost:3000';
    const preflight = await fetch(`${server.url}/uploads/`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,tus-resumable,upload-offset,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/);

    const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${viewer.idToken}`, Origin: origin };
    const created = await fetch(`${server.url}/uploads/`, { method: 'POST', headers: { ...headers, 'Upload-Length': String(video.length) } });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe(origin);
    expect(created.headers.get('access-control-expose-headers')).toMatch(/Location/);
    const location = created.headers.get('location')!;
    const done = await fetch(`${server.url}${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(video),
    });
    expect(done.status).toBe(204);
    expect(done.headers.get('access-control-expose-headers')).toMatch(/Upload-Offset/);

    const uploadId = location.split('/').pop()!;
    const submitted = await callOk(server, 'client/userSubmission/submitClip', { uploadId, channelLogin: 'uploadchannel', clipTitle: 'Uploaded clip' }, viewer);
    await server.media.runJobsUntilIdle();
    expect((await callOk(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: submitted.internalClipId })).status).toBe('ready');
    expect(await callFail(server, 'client/userSubmission/submitClip', { uploadId, channelLogin: 'uploadchannel', clipTitle: 'Again' }, viewer)).toMatchObject({
      status: 404,
      errorCode: 'UPLOAD_NOT_FOUND',
    });
  });

  it('removes every file of a clip its streamer deletes', async () => {
    const streamer = await createTestUser({ server, username: `streamer${Date.now().toString(36).slice(-6)}` });
    await makeStreamer(server, streamer, 'deletechannel');
    const submitted = await callOk(server, 'client/userSubmission/submitClip', { clipUrl: `${hostUrl}/clip.mp4`, channelLogin: 'deletechannel', clipTitle: 'Soon gone' }, streamer);
    await server.media.runJobsUntilIdle();
    const keys = [clipVideoKey('deletechannel', submitted.internalClipId, 'source'), clipThumbnailKey('deletechannel', submitted.internalClipId, 'webp')];
    for (const key of keys) expect((await fetch(mediaUrl(server.config.mediaBaseUrl, key))).status).toBe(200);
    await callOk(server, 'client/clipManage/deleteClip', { internalClipId: submitted.internalClipId }, streamer);
    for (const key of keys) {
      expect((await fetch(mediaUrl(server.config.mediaBaseUrl, key))).status).toBe(404);
      expect(await server.media.storage.exists(key)).toBe(false);
    }
  });
});
