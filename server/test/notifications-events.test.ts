import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, insertRequest, uniqueLogin } from './domain-support/fixtures';
import { tempDir } from './media-support/fixtures';
import { notifyClipRemoved, notifyClipRequest } from '../src/domain/notifications/write';
import { pushPayload } from '../src/domain/notifications/push';


/**
 * Issue 19 (ADR 0118): the events added to the notification centre. Who is told and who is not (the actor, people
 * who block the actor, the moderator), one entry per channel for clip requests, the moderator's public reason, and
 * entries whose clip is gone. Acts go through the real HTTP API; rows are arranged straight in the database.
 */
const LIST = 'client/notifications/getNotifications';
const UNREAD = 'client/notifications/getUnreadCount';
const READ_ALL = 'client/notifications/markAllRead';
const RESOLVE = 'client/admin/resolveReport';

describe('notifications for every event (issue 19)', () => {
  let server: TestServer;
  let work: Awaited<ReturnType<typeof tempDir>>;
  let host: http.Server;
  let videoUrl: string;
  let slowUrl: string;
  /** /slow.mp4 answers only once `release` is called; `asked` resolves when it has been asked for. */
  let slow: { asked: Promise<void>; release: () => void };
  const newSlowGate = () => {
    let markAsked!: () => void;
    let release!: () => void;
    const asked = new Promise<void>((resolve) => (markAsked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    return { asked, release, released, markAsked };
  };
  const gate = newSlowGate();

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    work = await tempDir();
    const sample = path.join(work.dir, 'sample.mp4');
    await server.media.generateTestVideo(sample, { seconds: 1, width: 160, height: 90, withAudio: true });
    const video = await readFile(sample);
    host = http.createServer((req, res) => {
      if (req.url === '/clip.mp4') return res.end(video);
      if (req.url === '/slow.mp4') {
        gate.markAsked();
        return void gate.released.then(() => res.end(video));
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    videoUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/clip.mp4`;
    slowUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/slow.mp4`;
    slow = gate;
  });
  afterAll(async () => {
    host?.closeAllConnections();
    await new Promise((resolve) => host?.close(resolve));
    await server?.close();
    await work?.remove();
  });

  const list = async (account: TestAccount) => (await ok(server, LIST, {}, account.token)).notificationList;
  const kinds = async (account: TestAccount) => (await list(account)).map((n) => n.kind);
  const pending = async (account: TestAccount) => (await ok(server, UNREAD, {}, account.token)).pendingRequestCount;

  /** A claimed channel in Approval and its streamer. */
  async function approvalChannel(prefix: string): Promise<{ channel: string; streamer: TestAccount }> {
    const channel = await insertChannel(server.db, uniqueLogin(prefix), undefined, { requestPolicy: 'approval' });
    const streamer = await registeredUser(server, { streamerOf: channel });
    await server.db.updateTable('channels').set({ request_policy: 'approval' }).where('login', '=', channel).execute();
    return { channel, streamer };
  }

  describe('a new clip request', () => {
    it('tells the channel’s streamer when a viewer submits one, linking to the queue, and counts it on the studio link', async () => {
      const { channel, streamer } = await approvalChannel('rq');
      const viewer = await registeredUser(server);
      const submitted = await ok(server, 'client/userSubmission/submitClip', { clipUrl: videoUrl, channelLogin: channel, clipTitle: 'Please add me' }, viewer.token);
      expect(submitted.status).toBe('awaiting_decision');

      const entries = await list(streamer);
      expect(entries).toEqual([
        expect.objectContaining({
          kind: 'clip_request',
          channelLogin: channel,
          internalClipId: null,
          clipTitle: 'Please add me',
          actorName: viewer.user.username,
          itemCount: 1,
          isRead: false,
          clipGone: false,
        }),
      ]);
      expect(await ok(server, UNREAD, {}, streamer.token)).toEqual({ isSuccessful: true, unreadCount: 1, pendingRequestCount: 1 });
      // The requester is not told of their own request; a viewer has no queue to count.
      expect(await kinds(viewer)).toEqual([]);
      expect(await pending(viewer)).toBe(0);

      // Deciding it empties the queue: the count goes and the entry is read (nothing waits any more).
      await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: submitted.requestId!, isApproved: true }, streamer.token);
      expect(await ok(server, UNREAD, {}, streamer.token)).toEqual({ isSuccessful: true, unreadCount: 0, pendingRequestCount: 0 });
    });

    it('keeps one unread entry per channel that counts the requests waiting, and starts a new one once read', async () => {
      const { channel, streamer } = await approvalChannel('ag');
      const [a, b, c] = [await registeredUser(server), await registeredUser(server), await registeredUser(server)];
      const first = await insertRequest(server.db, { channel, submitter: a.user.id, title: 'First one' });
      expect(await notifyClipRequest(server.db, first.requestId)).toBe(1);
      const second = await insertRequest(server.db, { channel, submitter: b.user.id, title: 'Second one' });
      expect(await notifyClipRequest(server.db, second.requestId)).toBe(1);
      // Writing the same request again is a no-op.
      expect(await notifyClipRequest(server.db, second.requestId)).toBe(0);

      let entries = await list(streamer);
      expect(entries.map((n) => [n.kind, n.itemCount, n.actorName, n.clipTitle, n.isRead])).toEqual([['clip_request', 2, b.user.username, 'Second one', false]]);
      expect((await ok(server, UNREAD, {}, streamer.token)).unreadCount).toBe(1);

      await ok(server, READ_ALL, {}, streamer.token);
      const third = await insertRequest(server.db, { channel, submitter: c.user.id, title: 'Third one' });
      await notifyClipRequest(server.db, third.requestId);
      entries = await list(streamer);
      expect(entries.map((n) => [n.itemCount, n.clipTitle, n.isRead])).toEqual([
        [3, 'Third one', false],
        [2, 'Second one', true],
      ]);
      expect(await pending(streamer)).toBe(3);

      // Reject all: the queue is empty, so the unread entry is read and the count is 0.
      await ok(server, 'client/clipRequests/rejectAll', {}, streamer.token);
      expect(await ok(server, UNREAD, {}, streamer.token)).toEqual({ isSuccessful: true, unreadCount: 0, pendingRequestCount: 0 });
    });

    it('one decision of several leaves the entry unread and the count lowered', async () => {
      const { channel, streamer } = await approvalChannel('pd');
      const viewer = await registeredUser(server);
      const one = await insertRequest(server.db, { channel, submitter: viewer.user.id });
      const two = await insertRequest(server.db, { channel, submitter: viewer.user.id });
      await notifyClipRequest(server.db, one.requestId);
      await notifyClipRequest(server.db, two.requestId);
      const three = await insertRequest(server.db, { channel, submitter: viewer.user.id, title: 'Newest' });
      await notifyClipRequest(server.db, three.requestId);
      expect((await list(streamer)).map((n) => [n.itemCount, n.clipTitle])).toEqual([[3, 'Newest']]);
      await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: one.requestId, isApproved: false }, streamer.token);
      expect(await ok(server, UNREAD, {}, streamer.token)).toEqual({ isSuccessful: true, unreadCount: 1, pendingRequestCount: 2 });
      // The entry says how many wait now, not how many waited when it was written.
      expect((await list(streamer)).map((n) => [n.itemCount, n.clipTitle, n.isRead])).toEqual([[2, 'Newest', false]]);
      await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: two.requestId, isApproved: true }, streamer.token);
      expect((await list(streamer)).map((n) => [n.itemCount, n.clipTitle, n.isRead])).toEqual([[1, 'Newest', false]]);
    });

    it('does not tell a streamer of a request by a person they block, nor anyone of a channel nobody claimed', async () => {
      const { channel, streamer } = await approvalChannel('bl');
      const pest = await registeredUser(server);
      await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: pest.user.username, isBlock: true }, streamer.token);
      const blocked = await insertRequest(server.db, { channel, submitter: pest.user.id });
      expect(await notifyClipRequest(server.db, blocked.requestId)).toBe(0);
      expect(await kinds(streamer)).toEqual([]);

      const unclaimed = await insertChannel(server.db, uniqueLogin('uc'));
      const orphan = await insertRequest(server.db, { channel: unclaimed, submitter: pest.user.id });
      expect(await notifyClipRequest(server.db, orphan.requestId)).toBe(0);
    });

    it('a streamer’s own submission to their channel is published, with no request and no notification', async () => {
      const { channel, streamer } = await approvalChannel('own');
      const submitted = await ok(server, 'client/userSubmission/submitClip', { clipUrl: videoUrl, channelLogin: channel, clipTitle: 'My own clip' }, streamer.token);
      expect(submitted.requestId).toBeNull();
      expect(await kinds(streamer)).toEqual([]);
      expect(await pending(streamer)).toBe(0);
    });
  });

  describe('a clip removed by a moderator', () => {
    async function reportedClip(prefix: string, submitter: TestAccount | null) {
      const channel = await insertChannel(server.db, uniqueLogin(prefix));
      const streamer = await registeredUser(server, { streamerOf: channel });
      const clip = await insertClip(server.db, { channel, submitter: submitter?.user.id ?? null, title: 'Borrowed footage' });
      const reporter = await registeredUser(server);
      const { reportId } = await ok(server, 'client/report/reportClip', { internalClipId: clip, reason: 'copyright' }, reporter.token);
      return { channel, streamer, clip, reporter, reportId };
    }

    it('tells the clip’s submitter and the channel’s streamer, with the public reason; not the moderator or the reporter', async () => {
      const submitter = await registeredUser(server);
      const admin = await registeredUser(server, { admin: true });
      const { channel, streamer, clip, reporter, reportId } = await reportedClip('rm', submitter);
      await ok(server, RESOLVE, { reportId, resolution: 'actioned', action: 'removeClip', publicReason: '  Copyright claim by the rights holder.  ' }, admin.token);

      for (const person of [submitter, streamer]) {
        expect(await list(person)).toEqual([
          expect.objectContaining({
            kind: 'clip_removed',
            channelLogin: channel,
            internalClipId: clip,
            clipTitle: 'Borrowed footage',
            reason: 'Copyright claim by the rights holder.',
            clipGone: true,
            isRead: false,
          }),
        ]);
      }
      expect(await kinds(admin)).toEqual([]);
      expect(await kinds(reporter)).toEqual(['report_resolved']);
      // The same removal written again adds nothing.
      expect(await notifyClipRemoved(server.db, clip, admin.user.id, 'again')).toBe(0);
    });

    it('tells them with no reason when none is given, and never the moderator who is the submitter', async () => {
      const admin = await registeredUser(server, { admin: true });
      const { streamer, reportId } = await reportedClip('rn', admin);
      await ok(server, RESOLVE, { reportId, resolution: 'actioned', publicReason: '   ' }, admin.token);
      expect((await list(streamer)).map((n) => [n.kind, n.reason])).toEqual([['clip_removed', null]]);
      expect(await kinds(admin)).toEqual([]);
    });

    it('a dismissed report tells nobody of a removal', async () => {
      const submitter = await registeredUser(server);
      const admin = await registeredUser(server, { admin: true });
      const { streamer, reportId } = await reportedClip('ds', submitter);
      await ok(server, RESOLVE, { reportId, resolution: 'dismissed' }, admin.token);
      expect(await kinds(submitter)).toEqual([]);
      expect(await kinds(streamer)).toEqual([]);
    });

    it('refuses a reason that is too long, not text, holds NUL, or comes with unknown fields, with 4xx codes', async () => {
      const submitter = await registeredUser(server);
      const admin = await registeredUser(server, { admin: true });
      const { reportId } = await reportedClip('bd', submitter);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', publicReason: 'x'.repeat(301) }, admin.token)).toEqual([400, 'PUBLIC_REASON_TOO_LONG']);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', publicReason: 'x'.repeat(5_000) }, admin.token)).toEqual([400, 'PUBLIC_REASON_TOO_LONG']);
      const bad: unknown[] = [
        { reportId, resolution: 'actioned', publicReason: 42 },
        { reportId, resolution: 'actioned', publicReason: 'bad\u0000reason' },
        { reportId, resolution: 'actioned', publicReason: 'ok', reasonForAdmins: 'x' },
      ];
      for (const body of bad) {
        const [status, code] = await fails(server, RESOLVE, body as never, admin.token);
        expect([status, code]).toEqual([400, 'BAD_REQUEST']);
      }
      // Nothing was removed or written by the refused calls; exactly 300 characters is fine.
      expect(await kinds(submitter)).toEqual([]);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', publicReason: 'x' }, submitter.token)).toEqual([403, 'NOT_ADMIN']);
      expect(await fails(server, RESOLVE, { reportId, resolution: 'actioned', publicReason: 'x' })).toEqual([401, 'NOT_AUTHORISED']);
      await ok(server, RESOLVE, { reportId, resolution: 'actioned', publicReason: 'y'.repeat(300) }, admin.token);
      expect((await list(submitter)).map((n) => n.reason?.length)).toEqual([300]);
    });
  });

  describe('entries whose clip is gone (issue 19 item 21)', () => {
    it('an approved request’s entry says the clip is gone once the streamer deletes it; others still link', async () => {
      const { channel, streamer } = await approvalChannel('gn');
      const requester = await registeredUser(server);
      const kept = await insertRequest(server.db, { channel, submitter: requester.user.id, renditions: ['source'], title: 'Kept' });
      const deleted = await insertRequest(server.db, { channel, submitter: requester.user.id, renditions: ['source'], title: 'Deleted' });
      for (const r of [kept, deleted]) await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: r.requestId, isApproved: true }, streamer.token);
      await ok(server, 'client/clipManage/deleteClip', { internalClipId: deleted.clipId }, streamer.token);
      const entries = await list(requester);
      expect(entries.map((n) => [n.kind, n.clipTitle, n.internalClipId, n.clipGone])).toEqual([
        ['request_approved', 'Deleted', deleted.clipId, true],
        ['request_approved', 'Kept', kept.clipId, false],
      ]);
    });

    it('a follower’s new-clip entry says gone once a moderator removes the clip', async () => {
      const channel = await insertChannel(server.db, uniqueLogin('gf'));
      const follower = await registeredUser(server);
      await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, follower.token);
      const clip = await insertClip(server.db, { channel });
      const { notifyNewClip } = await import('../src/domain/notifications/write');
      await notifyNewClip(server.db, clip);
      expect((await list(follower)).map((n) => n.clipGone)).toEqual([false]);
      await server.db.updateTable('clips').set({ status: 'deleted' }).where('id', '=', clip).execute();
      expect((await list(follower)).map((n) => [n.kind, n.clipGone])).toEqual([['new_clip', true]]);
    });
  });

  describe('a followed channel’s new clip', () => {
    it('reaches followers when a submitted clip is published by the encoder, and when an approved request’s source is encoded after approval', async () => {
      const { channel, streamer } = await approvalChannel('nc');
      const follower = await registeredUser(server);
      await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, follower.token);
      const viewer = await registeredUser(server);

      // A request approved before its source is encoded: published (and told) by the encode worker.
      const request = await ok(server, 'client/userSubmission/submitClip', { clipUrl: videoUrl, channelLogin: channel, clipTitle: 'Approved early' }, viewer.token);
      await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: request.requestId!, isApproved: true }, streamer.token);
      expect(await kinds(follower)).toEqual([]);
      await server.media.runJobsUntilIdle();
      expect((await list(follower)).map((n) => [n.kind, n.clipTitle])).toEqual([['new_clip', 'Approved early']]);

      // The streamer's own submission (no request): published by the worker too.
      await ok(server, 'client/userSubmission/submitClip', { clipUrl: videoUrl, channelLogin: channel, clipTitle: 'Straight in' }, streamer.token);
      await server.media.runJobsUntilIdle();
      expect((await list(follower)).map((n) => [n.kind, n.clipTitle])).toEqual([
        ['new_clip', 'Straight in'],
        ['new_clip', 'Approved early'],
      ]);
      // The viewer hears their request's outcome, not a "new clip" of their own clip.
      expect(await kinds(viewer)).toEqual(['request_approved']);
    });

    it('reaches followers when the request is approved while its source is being encoded', async () => {
      const { channel, streamer } = await approvalChannel('mid');
      const follower = await registeredUser(server);
      await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, follower.token);
      const viewer = await registeredUser(server);
      const request = await ok(server, 'client/userSubmission/submitClip', { clipUrl: slowUrl, channelLogin: channel, clipTitle: 'Approved mid-encode' }, viewer.token);
      // The source job has read the clip (awaiting its decision) and is fetching it when the streamer approves.
      const jobs = server.media.runJobsUntilIdle();
      await slow.asked;
      await ok(server, 'client/clipRequests/respondClipRequestDecision', { requestId: request.requestId!, isApproved: true }, streamer.token);
      slow.release();
      await jobs;
      expect((await list(follower)).map((n) => [n.kind, n.clipTitle])).toEqual([['new_clip', 'Approved mid-encode']]);
    });
  });

  it('stores and lists replies and mentions (kinds written by the comments feature)', async () => {
    const person = await registeredUser(server);
    const channel = await insertChannel(server.db, uniqueLogin('rp'));
    const clip = await insertClip(server.db, { channel, title: 'Talked about' });
    await server.db
      .insertInto('notifications')
      .values([
        { user_id: person.user.id, kind: 'comment_reply', dedupe_key: 'reply:t1', channel_login: channel, clip_id: clip, clip_title: 'Talked about', actor_name: 'writer_a' },
        { user_id: person.user.id, kind: 'comment_mention', dedupe_key: `mention:t2:${person.user.id}`, channel_login: channel, clip_id: clip, clip_title: 'Talked about', actor_name: 'writer_b' },
      ])
      .execute();
    expect((await list(person)).map((n) => [n.kind, n.actorName, n.internalClipId, n.clipGone])).toEqual([
      ['comment_mention', 'writer_b', clip, false],
      ['comment_reply', 'writer_a', clip, false],
    ]);
  });
});

describe('push text of the new kinds', () => {
  const row = (over: Partial<Parameters<typeof pushPayload>[0]>) =>
    ({ id: 5, user_id: 'u', kind: 'new_clip', channel_login: 'chan', clip_id: 'clip123', clip_title: 'A title', actor_name: 'someone', reason: null, item_count: null, ...over }) as Parameters<typeof pushPayload>[0];
  const payload = (over: Partial<Parameters<typeof pushPayload>[0]>, language: 'en-US' | 'ja') => JSON.parse(pushPayload(row(over), language)) as Record<string, unknown>;

  it('writes each kind in both languages, with the page it opens', () => {
    expect(payload({ kind: 'clip_request', item_count: 1 }, 'en-US')).toEqual({ title: 'New clip request for chan', body: 'someone: A title', url: '/streamer/requests', tag: 'clipyard-requests-chan', renotify: true });
    expect(payload({ kind: 'clip_request', item_count: 4 }, 'ja')).toEqual({ title: 'chan に 4 件のクリップのリクエストが届いています', body: '最新：A title', url: '/streamer/requests', tag: 'clipyard-requests-chan', renotify: true });
    expect(payload({ kind: 'clip_removed', reason: 'Spam' }, 'en-US')).toMatchObject({ title: 'A moderator removed “A title” from chan', body: 'Reason: Spam', url: '/chan' });
    expect(payload({ kind: 'clip_removed', reason: null }, 'ja')).toMatchObject({ title: 'モデレーターが chan のクリップ「A title」を削除しました', url: '/chan' });
    expect(payload({ kind: 'comment_reply' }, 'en-US')).toMatchObject({ title: 'someone replied to your comment', body: 'A title', url: '/chan/clip/clip123', tag: 'clipyard-5' });
    expect(payload({ kind: 'comment_mention' }, 'ja')).toMatchObject({ title: 'someone さんがコメントであなたをメンションしました', url: '/chan/clip/clip123' });
  });
});
