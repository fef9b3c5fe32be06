import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const LIST = 'client/admin/getCommentingBlocks';
const LIFT = 'client/admin/liftCommentingBlock';
const SUBMIT = 'client/clipComment/submitComment';

describe('lifting a block on commenting', () => {
  let server: TestServer;
  let admin: TestAccount;
  let otherAdmin: TestAccount;
  let reporter: TestAccount;
  let streamer: TestAccount;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    admin = await registeredUser(server, { admin: true });
    otherAdmin = await registeredUser(server, { admin: true });
    reporter = await registeredUser(server);
    channel = await insertChannel(server.db, uniqueLogin('blk'));
    streamer = await registeredUser(server, { streamerOf: channel });
  });
  afterAll(() => server.close());

  /** A new user who commented, was reported and blocked from commenting by `by`, through the real calls. */
  async function blockedAuthor(by: TestAccount): Promise<{ author: TestAccount; clip: string }> {
    const author = await registeredUser(server);
    const clip = await insertClip(server.db, { channel });
    await ok(server, SUBMIT, { internalClipId: clip, commentText: 'abuse' }, author.token);
    const { reportId } = await ok(server, 'client/report/reportComment', { internalClipId: clip, commentText: 'abuse', commenterUserName: author.user.username }, reporter.token);
    await ok(server, 'client/admin/resolveReport', { reportId, resolution: 'actioned', action: 'blockCommenter' }, by.token);
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'still here' }, author.token)).toEqual([403, 'COMMENTING_BLOCKED']);
    return { author, clip };
  }

  const blockOf = async (username: string) =>
    server.db.selectFrom('users').select(['commenting_blocked_at', 'commenting_blocked_by']).where('username', '=', username).executeTakeFirstOrThrow();

  it('lists blocked users newest first with who blocked them; lifting lets the user comment again at once', async () => {
    const first = await blockedAuthor(admin);
    const second = await blockedAuthor(otherAdmin);
    const { commentingBlockList } = await ok(server, LIST, {}, admin.token);
    const names = commentingBlockList.map((b) => b.userName);
    expect(names.indexOf(second.author.user.username)).toBeLessThan(names.indexOf(first.author.user.username));
    expect(commentingBlockList.find((b) => b.userName === first.author.user.username)).toMatchObject({ blockedByUserName: admin.user.username });
    expect(commentingBlockList.find((b) => b.userName === second.author.user.username)).toMatchObject({ blockedByUserName: otherAdmin.user.username });

    // The name is matched without regard to case.
    expect(await ok(server, LIFT, { userName: first.author.user.username.toUpperCase() }, admin.token)).toEqual({ isSuccessful: true, userName: first.author.user.username, wasBlocked: true });
    await ok(server, SUBMIT, { internalClipId: first.clip, commentText: 'back again, politely' }, first.author.token);
    expect((await ok(server, LIST, {}, admin.token)).commentingBlockList.map((b) => b.userName)).not.toContain(first.author.user.username);
    expect(await blockOf(first.author.user.username)).toEqual({ commenting_blocked_at: null, commenting_blocked_by: null });
    // Lifting again is harmless.
    expect(await ok(server, LIFT, { userName: first.author.user.username }, admin.token)).toMatchObject({ wasBlocked: false });
  });

  it("an admin lifts another admin's block", async () => {
    const { author, clip } = await blockedAuthor(otherAdmin);
    expect(await ok(server, LIFT, { userName: author.user.username }, admin.token)).toMatchObject({ wasBlocked: true });
    await ok(server, SUBMIT, { internalClipId: clip, commentText: 'thanks' }, author.token);
  });

  it('refuses the signed out, a streamer (even on their own channel), the blocked user and other users: the block stays', async () => {
    const { author } = await blockedAuthor(admin);
    const before = await blockOf(author.user.username);
    expect(await fails(server, LIFT, { userName: author.user.username })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, LIFT, { userName: author.user.username }, streamer.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, LIFT, { userName: author.user.username }, author.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, LIFT, { userName: author.user.username }, reporter.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, LIST, {}, streamer.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, LIST, {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await blockOf(author.user.username)).toEqual(before);
    expect(before.commenting_blocked_at).not.toBeNull();
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    expect(await fails(server, LIFT, { userName: 'nobody_by_this_name' }, admin.token)).toEqual([404, 'USER_NOT_FOUND']);
    const bad: unknown[] = [{}, { userName: '' }, { userName: 'a b;drop' }, { userName: 'x'.repeat(500) }, { userName: 42 }, { userName: 'ok_name', extra: true }];
    for (const body of bad) {
      const [status] = await fails(server, LIFT, body as { userName: string }, admin.token);
      expect(status).toBe(400);
    }
    expect((await fails(server, LIST, { limit: -1 }, admin.token))[0]).toBe(400);
  });
});
