import { clipThumbnailKey, clipVideoKey, mediaUrl } from '@clipyard/shared/media';
import { callOk, call, createTestServer, createTestUser, makeStreamer, type TestServer, type TestUser, uniqueUsername } from './support';
import { insertChannel, insertClip, insertRequest, uniqueLogin } from './domain-support/fixtures';
import { mediaGrantSecret } from '../src/media/grants/grant-secret';
import { signMediaGrant } from '../src/media/grants/media-grant';

/**
 * The media of a clip that is not public (ADR 0114, issue 8 item 5): answered exactly as an unknown file unless the
 * address carries the grant the API gave the clip's streamer or submitter; then private and never cached.
 */
describe('media grants', () => {
  let server: TestServer;
  let streamer: TestUser;
  let submitter: TestUser;
  let stranger: TestUser;
  let channel: string;
  let pending: string;
  let other: string;
  let ready: string;
  const video = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

  async function putMedia(clipId: string) {
    await server.media.storage.put(clipVideoKey(channel, clipId, 'source'), video, 'video/mp4');
    await server.media.storage.put(clipThumbnailKey(channel, clipId, 'webp'), Buffer.from('webp'), 'image/webp');
  }
  /** A clip waiting for the streamer's decision, its files stored. */
  async function pendingClip(): Promise<{ clipId: string; requestId: string }> {
    const made = await insertRequest(server.db, { channel, submitter: submitter.userId, renditions: ['source'] });
    await putMedia(made.clipId);
    return made;
  }

  beforeAll(async () => {
    server = await createTestServer();
    channel = uniqueLogin('grant');
    [streamer, submitter, stranger] = await Promise.all([
      createTestUser({ server, username: uniqueUsername('str') }),
      createTestUser({ server, username: uniqueUsername('sub') }),
      createTestUser({ server, username: uniqueUsername('oth') }),
    ]);
    await insertChannel(server.db, channel, channel, { requestPolicy: 'approval' });
    await makeStreamer(server, streamer, channel);
    ({ clipId: pending } = await pendingClip());
    ({ clipId: other } = await pendingClip());
    ready = await insertClip(server.db, { channel, status: 'ready', submitter: submitter.userId });
    await putMedia(ready);
  });
  afterAll(async () => {
    await server?.close();
  });

  const sourcePath = (id: string, query = '') => `/media/${clipVideoKey(channel, id, 'source')}${query}`;
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }
  /** What an address that names no file answers: a hidden clip must look exactly like this. */
  async function unknownAnswer() {
    const answer = await get(sourcePath('nosuchclip1', '?version=1'));
    expect(answer.status).toBe(404);
    return answer;
  }
  async function expectHidden(path: string, headers: Record<string, string> = {}) {
    const [unknown, answer] = await Promise.all([unknownAnswer(), get(path, headers)]);
    expect({ path, status: answer.status, body: answer.body.toString(), cache: answer.headers.get('cache-control') }).toEqual({
      path,
      status: unknown.status,
      body: unknown.body.toString(),
      cache: unknown.headers.get('cache-control'),
    });
  }
  async function streamerGrant(clipId: string): Promise<string> {
    const { clipRequestList } = await callOk(server, 'client/clipRequests/getAllClipRequests', {}, streamer);
    const clip = clipRequestList.find((r) => r.internalClipId === clipId)?.clip;
    expect(clip?.mediaGrant).toEqual(expect.any(String));
    return clip!.mediaGrant!;
  }

  test('signed out, another user or no grant: the pending clip is an unknown file, thumbnails included', async () => {
    await expectHidden(sourcePath(pending));
    await expectHidden(sourcePath(pending, '?version=1'));
    await expectHidden(`/media/${clipThumbnailKey(channel, pending, 'webp')}?version=1`);
    await expectHidden(sourcePath(pending), { authorization: `Bearer ${stranger.idToken}` });
    // Another user cannot obtain a grant: the calls that carry one answer them as for no clip.
    expect((await call(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: pending }, stranger)).status).toBe(404);
    expect((await call(server, 'client/clipRequests/getAllClipRequests', {}, stranger)).status).toBe(403);
  });

  test('bad, tampered, expired and foreign grants are refused like no grant, never a 500', async () => {
    const grant = await streamerGrant(pending);
    const [expiry, sig] = grant.split('.');
    const tampered = `${expiry}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const secret = await mediaGrantSecret(server.db, server.config.media.grantSecret);
    const expired = signMediaGrant(secret, pending, Date.now() - 3 * 3600_000);
    const otherClips = await streamerGrant(other);
    for (const bad of ['garbage', '%00', `1.%00${'A'.repeat(42)}`, 'x'.repeat(6000), tampered, expired, otherClips, `${grant}%00`, `${Number(expiry) + 600}.${sig}`]) {
      await expectHidden(sourcePath(pending, `?version=1&grant=${bad}`));
    }
    await expectHidden(sourcePath(pending, `?grant=${grant}&grant=${grant}`));
    // A good grant on another channel's address for the same clip id is no way in either.
    await expectHidden(`/media/${clipVideoKey('someotherchan', pending, 'source')}?grant=${grant}`);
  });

  test('the streamer and the submitter play the pending clip with their grant, ranges included, never cached', async () => {
    const fromList = await streamerGrant(pending);
    const channelClips = await callOk(server, 'client/clipManage/getChannelClips', {}, streamer);
    expect(channelClips.clipList.find((c) => c.internalClipId === pending)?.mediaGrant).toBe(fromList);
    expect(channelClips.clipList.find((c) => c.internalClipId === ready)?.mediaGrant).toBeUndefined();
    const fromStatus = (await callOk(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: pending }, submitter)).mediaGrant;
    expect(fromStatus).toEqual(expect.any(String));

    for (const grant of [fromList, fromStatus!]) {
      const url = mediaUrl(server.config.mediaBaseUrl, clipVideoKey(channel, pending, 'source'), 1, grant);
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

      const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
      expect(part.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

      const thumb = await fetch(mediaUrl(server.config.mediaBaseUrl, clipThumbnailKey(channel, pending, 'webp'), 1, grant));
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  test('a public clip is served as before: no grant needed, a stray one ignored, year-long cache when versioned', async () => {
    const versioned = await get(sourcePath(ready, '?version=1'));
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(sourcePath(ready))).headers.get('cache-control')).toBe('public, max-age=60');
    const stray = await get(sourcePath(ready, '?version=1&grant=garbage'));
    expect(stray.status).toBe(200);
    expect(stray.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const ranged = await get(sourcePath(ready, '?version=1'), { range: 'bytes=0-9' });
    expect(ranged.status).toBe(206);
    // Public clips answer no grant in the lists that carry them.
    expect((await callOk(server, 'client/userSubmission/clipEncodeStatus', { internalClipId: ready }, submitter)).mediaGrant).toBeUndefined();
  });

  test('once approved the clip is public: served without a grant, publicly cached; a rejected one not even with one', async () => {
    // Clips of this test's own: the decisions change them for good, and the other tests need theirs pending.
    const approving = await pendingClip();
    const rejected = await pendingClip();
    const grant = await streamerGrant(rejected.clipId);
    await callOk(server, 'client/clipRequests/respondClipRequestDecision', { requestId: approving.requestId, isApproved: true }, streamer);
    const approved = await get(sourcePath(approving.clipId, '?version=1'));
    expect(approved.status).toBe(200);
    expect(approved.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Rejecting deletes the files; even were one left behind, a rejected clip's grant opens nothing.
    await server.db.updateTable('clips').set({ status: 'rejected' }).where('id', '=', rejected.clipId).execute();
    await putMedia(rejected.clipId);
    await expectHidden(sourcePath(rejected.clipId, `?grant=${grant}`));
  });
});
