import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/database';
import type { ClipStatusColumn } from '../src/db/schema';
import { createTestServer, rawRequest, type TestServer } from './support';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertChannel, insertClip, insertRequest, uniqueLogin } from './domain-support/fixtures';

const LIST = 'client/userSubmission/getMySubmissions';
const RENAME = 'client/userSubmission/renamePendingRequest';
const QUEUE = 'client/clipRequests/getAllClipRequests';
const DECIDE = 'client/clipRequests/respondClipRequestDecision';

/** A clip of `submitter` submitted `hoursAgo`, with a request row of `request` status when given (ADR 0124 states). */
async function submission(
  db: Db,
  f: { channel: string; submitter: string; status: ClipStatusColumn; request?: 'pending' | 'approved' | 'rejected'; hoursAgo: number; title?: string },
): Promise<{ clipId: string; requestId: string | null }> {
  const clipId = await insertClip(db, { channel: f.channel, submitter: f.submitter, status: f.status, hoursAgo: f.hoursAgo, title: f.title });
  if (!f.request) return { clipId, requestId: null };
  const requestId = `myreq${randomBytes(4).toString('hex')}`;
  await db
    .insertInto('clip_requests')
    .values({
      id: requestId,
      clip_id: clipId,
      channel_login: f.channel,
      submitter_user_id: f.submitter,
      status: f.request,
      created_at: new Date(Date.now() - f.hoursAgo * 3_600_000),
      decided_at: f.request === 'pending' ? null : new Date(),
    })
    .execute();
  return { clipId, requestId };
}

describe('my submissions (getMySubmissions, renamePendingRequest)', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer();
    channel = uniqueLogin('mysub');
    streamer = await registeredUser(server, { streamerOf: channel });
  });
  afterAll(() => server.close());

  it('lists only the caller’s own submissions, newest first, each with where it stands', async () => {
    const me = await registeredUser(server);
    const someoneElse = await registeredUser(server);
    const open = await insertChannel(server.db, uniqueLogin('open'), 'Open Channel');
    const made = {
      removed: await submission(server.db, { channel, submitter: me.user.id, status: 'deleted', request: 'rejected', hoursAgo: 7 }),
      failed: await submission(server.db, { channel: open, submitter: me.user.id, status: 'failed', hoursAgo: 6 }),
      // Its video could not be processed while the request waited: it can never be approved, so it is not pending.
      failedWaiting: await submission(server.db, { channel, submitter: me.user.id, status: 'failed', request: 'pending', hoursAgo: 5.5 }),
      published: await submission(server.db, { channel: open, submitter: me.user.id, status: 'ready', hoursAgo: 5 }),
      processing: await submission(server.db, { channel, submitter: me.user.id, status: 'processing', request: 'approved', hoursAgo: 4 }),
      rejected: await submission(server.db, { channel, submitter: me.user.id, status: 'rejected', request: 'rejected', hoursAgo: 3 }),
      approved: await submission(server.db, { channel, submitter: me.user.id, status: 'ready', request: 'approved', hoursAgo: 2 }),
      pending: await submission(server.db, { channel, submitter: me.user.id, status: 'awaiting_decision', request: 'pending', hoursAgo: 1, title: 'Waiting for the streamer' }),
    };
    await submission(server.db, { channel, submitter: someoneElse.user.id, status: 'awaiting_decision', request: 'pending', hoursAgo: 0.5 });

    const answer = await ok(server, LIST, {}, me.token);
    expect(answer.nextCursor).toBeNull();
    expect(answer.submissionList.map((s) => [s.internalClipId, s.state])).toEqual([
      [made.pending.clipId, 'pending'],
      [made.approved.clipId, 'approved'],
      [made.rejected.clipId, 'rejected'],
      [made.processing.clipId, 'processing'],
      [made.published.clipId, 'published'],
      [made.failedWaiting.clipId, 'failed'],
      [made.failed.clipId, 'failed'],
      [made.removed.clipId, 'removed'],
    ]);
    expect(answer.submissionList[0]).toEqual({
      internalClipId: made.pending.clipId,
      channelLogin: channel,
      channelDisplayName: channel,
      clipTitle: 'Waiting for the streamer',
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      state: 'pending',
      requestId: made.pending.requestId,
      requestStatus: 'pending',
      decidedAt: null,
    });
    expect(answer.submissionList[1]).toMatchObject({ requestStatus: 'approved', decidedAt: expect.stringMatching(/^\d{4}-/) });
    // Published directly: no request, nobody decided.
    expect(answer.submissionList[4]).toMatchObject({ channelDisplayName: 'Open Channel', requestId: null, requestStatus: null, decidedAt: null });

    expect((await ok(server, LIST, {}, someoneElse.token)).submissionList).toHaveLength(1);
    expect((await ok(server, LIST, {}, (await registeredUser(server)).token)).submissionList).toEqual([]);
  });

  it('pages with a keyset cursor, ties on the same instant included, never repeating or skipping one', async () => {
    const me = await registeredUser(server);
    const at = new Date(Date.now() - 3_600_000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertClip(server.db, { channel, submitter: me.user.id, status: 'ready', publishedAt: at }));
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer: { submissionList: Array<{ internalClipId: string }>; nextCursor: string | null } = await ok(server, LIST, { limit: 2, cursor }, me.token);
      seen.push(...answer.submissionList.map((s) => s.internalClipId));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    // Same instant: newest first means by id, descending.
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it('the list refuses signed-out callers, unfinished registrations and bad bodies with clear codes', async () => {
    expect(await fails(server, LIST, {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, LIST, {}, (await emulatorAccount()).token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    const me = await registeredUser(server);
    expect(await fails(server, LIST, { cursor: 'not-a-cursor!' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, LIST, { cursor: Buffer.from('{"t":"2026-13-40 00:00:00","id":"x"}').toString('base64url') }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, LIST, { limit: 0 }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, LIST, { limit: 'ten' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, LIST, { everything: true }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, LIST, { cursor: 'a\u0000b' }, me.token)).toEqual([400, 'BAD_REQUEST']);
  });

  it('renames the caller’s own pending request; the streamer’s queue shows the new title', async () => {
    const me = await registeredUser(server);
    const { requestId, clipId } = await insertRequest(server.db, { channel, submitter: me.user.id, title: 'Old title' });
    expect(await ok(server, RENAME, { requestId, clipTitle: '  New, better title  ' }, me.token)).toEqual({
      isSuccessful: true,
      requestId,
      internalClipId: clipId,
      clipTitle: 'New, better title',
    });
    expect((await clipRow(server.db, clipId)).title).toBe('New, better title');
    const queue = await ok(server, QUEUE, { limit: 50 }, streamer.token);
    expect(queue.clipRequestList.find((r) => r.requestId === requestId)?.clipTitle).toBe('New, better title');
    const mine = await ok(server, LIST, {}, me.token);
    expect(mine.submissionList.find((s) => s.requestId === requestId)).toMatchObject({ clipTitle: 'New, better title', state: 'pending' });
    // Exactly 3 and exactly 100 characters are both fine (SPEC section 5), in any script.
    expect((await ok(server, RENAME, { requestId, clipTitle: 'ねこだ' }, me.token)).clipTitle).toBe('ねこだ');
    expect((await ok(server, RENAME, { requestId, clipTitle: 'x'.repeat(100) }, me.token)).clipTitle).toHaveLength(100);
  });

  it('refuses another person’s request as unknown, and leaves its title alone', async () => {
    const owner = await registeredUser(server);
    const stranger = await registeredUser(server);
    const { requestId, clipId } = await insertRequest(server.db, { channel, submitter: owner.user.id, title: 'Owner’s title' });
    expect(await fails(server, RENAME, { requestId, clipTitle: 'Hijacked title' }, stranger.token)).toEqual([404, 'REQUEST_NOT_FOUND']);
    // Not even the channel's streamer renames a request this way (they use the clip manager once it is theirs).
    expect(await fails(server, RENAME, { requestId, clipTitle: 'Streamer title' }, streamer.token)).toEqual([404, 'REQUEST_NOT_FOUND']);
    expect(await fails(server, RENAME, { requestId: 'no-such-request', clipTitle: 'Any title' }, owner.token)).toEqual([404, 'REQUEST_NOT_FOUND']);
    expect((await clipRow(server.db, clipId)).title).toBe('Owner’s title');
    // A request whose submitter deleted their account belongs to nobody.
    const orphan = await insertRequest(server.db, { channel, submitter: null, title: 'Orphan title' });
    expect(await fails(server, RENAME, { requestId: orphan.requestId, clipTitle: 'Taken over' }, stranger.token)).toEqual([404, 'REQUEST_NOT_FOUND']);
  });

  it('refuses once the streamer has decided: approved and rejected titles are read-only', async () => {
    const me = await registeredUser(server);
    const approved = await insertRequest(server.db, { channel, submitter: me.user.id, title: 'Approved title', renditions: ['source'] });
    const rejected = await insertRequest(server.db, { channel, submitter: me.user.id, title: 'Rejected title' });
    await ok(server, DECIDE, { requestId: approved.requestId, isApproved: true }, streamer.token);
    await ok(server, DECIDE, { requestId: rejected.requestId, isApproved: false }, streamer.token);

    expect(await fails(server, RENAME, { requestId: approved.requestId, clipTitle: 'Renamed after approval' }, me.token)).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
    expect(await fails(server, RENAME, { requestId: rejected.requestId, clipTitle: 'Renamed after rejection' }, me.token)).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
    expect((await clipRow(server.db, approved.clipId)).title).toBe('Approved title');
    expect((await clipRow(server.db, rejected.clipId)).title).toBe('Rejected title');

    // The decisions, as the submitter's list shows them.
    const mine = await ok(server, LIST, {}, me.token);
    const byRequest = new Map(mine.submissionList.map((s) => [s.requestId, s]));
    expect(byRequest.get(approved.requestId)).toMatchObject({ state: 'approved', requestStatus: 'approved', decidedAt: expect.stringMatching(/^\d{4}-/) });
    expect(byRequest.get(rejected.requestId)).toMatchObject({ state: 'rejected', requestStatus: 'rejected', decidedAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('a request that lost its clip’s pending state in between is refused, not renamed', async () => {
    const me = await registeredUser(server);
    const { requestId, clipId } = await insertRequest(server.db, { channel, submitter: me.user.id, title: 'Still pending' });
    // The clip was taken down (a moderator) while the request row still says pending: no rename of a removed clip.
    await server.db.updateTable('clips').set({ status: 'deleted' }).where('id', '=', clipId).execute();
    expect(await fails(server, RENAME, { requestId, clipTitle: 'Sneaky rename' }, me.token)).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
    expect((await clipRow(server.db, clipId)).title).toBe('Still pending');
  });

  it('the rename refuses signed-out callers and every kind of bad input with a precise code, never a 500', async () => {
    const me = await registeredUser(server);
    const { requestId, clipId } = await insertRequest(server.db, { channel, submitter: me.user.id, title: 'Kept title' });
    expect(await fails(server, RENAME, { requestId, clipTitle: 'Signed out' })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, RENAME, { requestId, clipTitle: 'Unregistered' }, (await emulatorAccount()).token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    expect(await fails(server, RENAME, { requestId, clipTitle: 'ab' }, me.token)).toEqual([400, 'TITLE_TOO_SHORT']);
    // Spaces do not count: the title is trimmed before it is measured.
    expect(await fails(server, RENAME, { requestId, clipTitle: '   ab   ' }, me.token)).toEqual([400, 'TITLE_TOO_SHORT']);
    expect(await fails(server, RENAME, { requestId, clipTitle: 'x'.repeat(101) }, me.token)).toEqual([400, 'TITLE_TOO_LONG']);
    expect(await fails(server, RENAME, { requestId, clipTitle: 'x'.repeat(60_000) }, me.token)).toEqual([400, 'TITLE_TOO_LONG']);
    // Past the body limit (64 KB) it never reaches the handler.
    expect(await fails(server, RENAME, { requestId, clipTitle: 'x'.repeat(70_000) }, me.token)).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await fails(server, RENAME, { requestId, clipTitle: 'nul\u0000title' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, RENAME, { requestId: 'x'.repeat(65), clipTitle: 'Long id' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, RENAME, { requestId: '', clipTitle: 'Empty id' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, RENAME, { requestId: 42, clipTitle: 'Number id' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    // A wrong type is a 400 with a translated code (the shared clipTitle field names its own), never a 500.
    expect((await fails(server, RENAME, { requestId, clipTitle: ['Array', 'title'] }, me.token))[0]).toBe(400);
    expect(await fails(server, RENAME, { requestId }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, RENAME, { requestId, clipTitle: 'Extra field', channelLogin: channel }, me.token)).toEqual([400, 'BAD_REQUEST']);
    const notJson = await rawRequest(server, {
      method: 'POST',
      path: RENAME,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
      body: '{"requestId":',
    });
    expect([notJson.status, notJson.json?.errorCode]).toEqual([400, 'INVALID_JSON']);
    expect((await clipRow(server.db, clipId)).title).toBe('Kept title');
  });

  it('renames are rate limited per person', async () => {
    const me = await registeredUser(server);
    const other = await registeredUser(server);
    const { requestId } = await insertRequest(server.db, { channel, submitter: me.user.id });
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await rawRequest(server, {
        method: 'POST',
        path: RENAME,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
        body: JSON.stringify({ requestId, clipTitle: `Title number ${i}` }),
      });
      codes.push(answer.json?.isSuccessful ? 'ok' : `${answer.status} ${String(answer.json?.errorCode)}`);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('ok'));
    expect(codes[30]).toBe('429 RATE_LIMITED');
    // Another person's window is their own.
    const theirs = await insertRequest(server.db, { channel, submitter: other.user.id });
    expect((await ok(server, RENAME, { requestId: theirs.requestId, clipTitle: 'Their title' }, other.token)).clipTitle).toBe('Their title');
  });
});
