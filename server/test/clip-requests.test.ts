import path from 'node:path';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertRequest, uniqueLogin } from './domain-support/fixtures';

const LIST = 'client/clipRequests/getAllClipRequests';
const DECIDE = 'client/clipRequests/respondClipRequestDecision';
const REJECT_ALL = 'client/clipRequests/rejectAll';

describe('clip requests', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let fan: TestAccount;
  let own: string;
  let rivalChannel: string;

  beforeAll(async () => {
    server = await createTestServer();
    own = uniqueLogin('queue');
    rivalChannel = uniqueLogin('rivalq');
    streamer = await registeredUser(server, { streamerOf: own });
    rival = await registeredUser(server, { streamerOf: rivalChannel });
    fan = await registeredUser(server, { username: 'ファン' });
  });
  afterAll(() => server.close());

  it('lists the streamer’s own pending requests newest first, each with its clip, paged', async () => {
    const s = await createTestServer();
    try {
      const login = uniqueLogin('list');
      const owner = await registeredUser(s, { streamerOf: login });
      const submitter = await registeredUser(s, { username: 'ファン' });
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await insertRequest(s.db, { channel: login, submitter: submitter.user.id, minutesAgo: 10 - i, title: `request ${i}` }));
      const first = await ok(s, LIST, { limit: 3 }, owner.token);
      expect(first.clipRequestList.map((r) => r.requestId)).toEqual(made.slice(2).reverse().map((m) => m.requestId));
      expect(first.clipRequestList[0]).toMatchObject({
        channelLogin: login,
        clipTitle: 'request 4',
        submitterUserName: 'ファン',
        status: 'pending',
        clip: { internalClipId: made[4].clipId, status: 'awaiting_decision', channelLogin: login },
      });
      const rest = await ok(s, LIST, { limit: 3, cursor: first.nextCursor }, owner.token);
      expect(rest.clipRequestList.map((r) => r.requestId)).toEqual(made.slice(0, 2).reverse().map((m) => m.requestId));
      expect(rest.nextCursor).toBeNull();
      expect((await ok(s, LIST, { status: 'approved' }, owner.token)).clipRequestList).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('never lists another channel’s requests', async () => {
    await insertRequest(server.db, { channel: rivalChannel, submitter: fan.user.id });
    const mine = await ok(server, LIST, {}, streamer.token);
    expect(mine.clipRequestList.every((r) => r.channelLogin === own)).toBe(true);
  });

  it('approving a request whose source is encoded publishes the clip at once', async () => {
    const { requestId, clipId } = await insertRequest(server.db, { channel: own, submitter: fan.user.id, renditions: ['source'] });
    expect(await ok(server, DECIDE, { requestId, isApproved: true }, streamer.token)).toEqual({ isSuccessful: true, requestId, status: 'approved' });
    const clip = await clipRow(server.db, clipId);
    expect(clip.status).toBe('ready');
    expect(clip.published_at).not.toBeNull();
    expect((await ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [clipId] })).clipList).toHaveLength(1);
    expect(await fails(server, DECIDE, { requestId, isApproved: false }, streamer.token)).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
    expect((await ok(server, LIST, { status: 'approved' }, streamer.token)).clipRequestList.map((r) => r.requestId)).toContain(requestId);
  });

  it('approving before the encode finishes leaves the clip processing until the encode worker publishes it', async () => {
    const { requestId, clipId } = await insertRequest(server.db, { channel: own, submitter: fan.user.id });
    const video = path.join(server.config.mediaDir, 'request-input.mp4');
    await server.media.generateTestVideo(video, { seconds: 1, width: 160, height: 90, withAudio: true });
    await ok(server, DECIDE, { requestId, isApproved: true }, streamer.token);
    expect((await clipRow(server.db, clipId)).status).toBe('processing');
    await server.media.ingestLocalFile({ clipId, channelLogin: own, filePath: video });
    await server.media.runJobsUntilIdle();
    const clip = await clipRow(server.db, clipId);
    expect(clip.status).toBe('ready');
    expect(clip.published_at).not.toBeNull();
  });

  it('an encode that finishes while the request is pending does not publish the clip', async () => {
    const { requestId, clipId } = await insertRequest(server.db, { channel: own, submitter: fan.user.id });
    const video = path.join(server.config.mediaDir, 'pending-input.mp4');
    await server.media.generateTestVideo(video, { seconds: 1, width: 160, height: 90, withAudio: true });
    await server.media.ingestLocalFile({ clipId, channelLogin: own, filePath: video });
    await server.media.runJobsUntilIdle();
    expect((await clipRow(server.db, clipId)).status).toBe('awaiting_decision');
    await ok(server, DECIDE, { requestId, isApproved: true }, streamer.token);
    expect((await clipRow(server.db, clipId)).status).toBe('ready');
  });

  it('rejecting marks the clip rejected and removes its media', async () => {
    const { requestId, clipId } = await insertRequest(server.db, { channel: own, submitter: fan.user.id, renditions: ['source'] });
    const key = `clips/${own}/${clipId}-source.mp4`;
    await server.media.storage.put(key, Buffer.from('video'), 'video/mp4');
    expect(await ok(server, DECIDE, { requestId, isApproved: false }, streamer.token)).toEqual({ isSuccessful: true, requestId, status: 'rejected' });
    expect((await clipRow(server.db, clipId)).status).toBe('rejected');
    expect(await server.media.storage.exists(key)).toBe(false);
  });

  it('refuses another channel’s request (FORBIDDEN), unknown ones and bad bodies', async () => {
    const { requestId, clipId } = await insertRequest(server.db, { channel: rivalChannel, submitter: fan.user.id });
    expect(await fails(server, DECIDE, { requestId, isApproved: true }, streamer.token)).toEqual([403, 'FORBIDDEN']);
    expect((await clipRow(server.db, clipId)).status).toBe('awaiting_decision');
    expect(await fails(server, DECIDE, { requestId: 'no-such-request', isApproved: true }, streamer.token)).toEqual([404, 'REQUEST_NOT_FOUND']);
    expect((await fails(server, DECIDE, { requestId, isApproved: 'yes' }, streamer.token))[0]).toBe(400);
    expect((await fails(server, LIST, { status: 'everything' }, streamer.token))[0]).toBe(400);
  });

  it('rejectAll rejects only the streamer’s own pending requests', async () => {
    const a = await insertRequest(server.db, { channel: own, submitter: fan.user.id });
    const b = await insertRequest(server.db, { channel: own, submitter: null });
    const theirs = await insertRequest(server.db, { channel: rivalChannel, submitter: fan.user.id });
    const pendingBefore = (await ok(server, LIST, { limit: 50 }, streamer.token)).clipRequestList.length;
    expect(pendingBefore).toBeGreaterThanOrEqual(2);
    expect(await ok(server, REJECT_ALL, {}, streamer.token)).toEqual({ isSuccessful: true, rejectedCount: pendingBefore });
    for (const r of [a, b]) expect((await clipRow(server.db, r.clipId)).status).toBe('rejected');
    expect((await clipRow(server.db, theirs.clipId)).status).toBe('awaiting_decision');
    expect((await ok(server, LIST, {}, streamer.token)).clipRequestList).toEqual([]);
    expect((await ok(server, LIST, {}, rival.token)).clipRequestList.map((r) => r.requestId)).toContain(theirs.requestId);
    expect((await ok(server, REJECT_ALL, {}, streamer.token)).rejectedCount).toBe(0);
  });

  it('answers NOT_AUTHORISED signed out and NOT_STREAMER to viewers', async () => {
    expect(await fails(server, LIST, {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, REJECT_ALL, {}, fan.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, DECIDE, { requestId: 'x', isApproved: true }, fan.token)).toEqual([403, 'NOT_STREAMER']);
  });
});
