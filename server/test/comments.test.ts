import { createTestServer, type TestServer } from './support/test-server';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const GET = 'client/clipComment/getClipComments';
const SUBMIT = 'client/clipComment/submitComment';
const DELETE = 'client/clipComment/deleteComment';

describe('comments', () => {
  let server: TestServer;
  let alice: TestAccount;
  let troll: TestAccount;
  let channel: string;
  let clip: string;

  beforeAll(async () => {
    // Rate limits are tested by the app suite; here many comments are posted on purpose.
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    alice = await registeredUser(server, { username: 'アリス' });
    troll = await registeredUser(server);
    channel = await insertChannel(server.db, uniqueLogin('cm'));
    clip = await insertClip(server.db, { channel });
  });
  afterAll(() => server.close());

  /** A clip of the test's own, for a test that reads back every comment on it (other tests comment on `clip`). */
  const ownClip = () => insertClip(server.db, { channel });

  it('stores a trimmed comment with the author’s name and lists comments newest first', async () => {
    const c = await ownClip();
    const { comment } = await ok(server, SUBMIT, { internalClipId: c, commentText: '  最初のコメント  ' }, alice.token);
    expect(comment).toMatchObject({ internalClipId: c, commenterUserName: 'アリス', commentText: '最初のコメント' });
    await ok(server, SUBMIT, { internalClipId: c, commentText: 'second' }, troll.token);
    const { commentList, nextCursor } = await ok(server, GET, { internalClipId: c });
    expect(commentList.map((c) => c.commentText)).toEqual(['second', '最初のコメント']);
    expect(nextCursor).toBeNull();
  });

  it('pages newest first with a keyset cursor and no repeats', async () => {
    const channel = await insertChannel(server.db, uniqueLogin('cmp'));
    const c = await insertClip(server.db, { channel });
    for (let i = 0; i < 7; i++) await ok(server, SUBMIT, { internalClipId: c, commentText: `n${i}` }, alice.token);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer: { commentList: { commentText: string }[]; nextCursor: string | null } = await ok(server, GET, { internalClipId: c, limit: 3, cursor });
      seen.push(...answer.commentList.map((x) => x.commentText));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(['n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
    expect(await fails(server, GET, { internalClipId: c, cursor: 'bm90LWpzb24' })).toEqual([400, 'BAD_REQUEST']);
  });

  it('hides comments of users the viewer blocks, for that viewer only', async () => {
    const c = await ownClip();
    await ok(server, SUBMIT, { internalClipId: c, commentText: 'kind words' }, alice.token);
    await ok(server, SUBMIT, { internalClipId: c, commentText: 'troll words' }, troll.token);
    const viewer = await registeredUser(server);
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: troll.user.username, isBlock: true }, viewer.token);
    const mine = await ok(server, GET, { internalClipId: c }, viewer.token);
    expect(mine.commentList.every((x) => x.commenterUserName !== troll.user.username)).toBe(true);
    const anonymous = await ok(server, GET, { internalClipId: c });
    expect(anonymous.commentList.some((x) => x.commenterUserName === troll.user.username)).toBe(true);
  });

  it.each([
    ['', 'COMMENT_EMPTY'],
    ['    ', 'COMMENT_EMPTY'],
    ['x'.repeat(501), 'COMMENT_TOO_LONG'],
  ])('refuses the text %j with %s', async (commentText, code) => {
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText }, alice.token)).toEqual([400, code]);
  });

  it('accepts exactly 500 characters', async () => {
    const { comment } = await ok(server, SUBMIT, { internalClipId: clip, commentText: 'あ'.repeat(500) }, alice.token);
    expect(comment.commentText).toHaveLength(500);
  });

  it('answers CLIP_NOT_FOUND for unknown or unpublished clips', async () => {
    const channel = await insertChannel(server.db, uniqueLogin('cmx'));
    const deleted = await insertClip(server.db, { channel, status: 'deleted' });
    expect(await fails(server, SUBMIT, { internalClipId: deleted, commentText: 'hi' }, alice.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, GET, { internalClipId: deleted })).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, GET, { internalClipId: 'unknownclip' })).toEqual([404, 'CLIP_NOT_FOUND']);
  });

  it('refuses signed-out and unregistered commenters', async () => {
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi' })).toEqual([401, 'NOT_AUTHORISED']);
    const account = await emulatorAccount();
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi' }, account.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
  });

  it('gives each comment its author’s profile image address when they have one', async () => {
    const pictured = await registeredUser(server);
    await server.db.updateTable('users').set({ has_profile_picture: true, profile_image_version: 3 }).where('id', '=', pictured.user.id).execute();
    const channel = await insertChannel(server.db, uniqueLogin('cmav'));
    const c = await insertClip(server.db, { channel });
    const posted = await ok(server, SUBMIT, { internalClipId: c, commentText: 'with a face' }, pictured.token);
    const url = `${server.config.mediaBaseUrl.replace(/\/?$/, '/')}profiles/${pictured.user.id}.webp?version=3`;
    expect(posted.comment.commenterProfileImageUrl).toBe(url);
    await ok(server, SUBMIT, { internalClipId: c, commentText: 'no face' }, troll.token);
    const { commentList } = await ok(server, GET, { internalClipId: c });
    expect(commentList.map((x) => [x.commentText, x.commenterProfileImageUrl])).toEqual([
      ['no face', null],
      ['with a face', url],
    ]);
  });

  describe('deleteComment (ours)', () => {
    it('deletes the caller’s own comment, which then leaves the listing', async () => {
      const { comment } = await ok(server, SUBMIT, { internalClipId: clip, commentText: 'oops, wrong clip' }, alice.token);
      expect(await ok(server, DELETE, { commentId: comment.commentId }, alice.token)).toEqual({ isSuccessful: true, commentId: comment.commentId });
      const { commentList } = await ok(server, GET, { internalClipId: clip, limit: 50 });
      expect(commentList.some((c) => c.commentId === comment.commentId)).toBe(false);
      // Deleting again: it is gone.
      expect(await fails(server, DELETE, { commentId: comment.commentId }, alice.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    });

    it('refuses another user’s comment and signed-out or unregistered callers', async () => {
      const { comment } = await ok(server, SUBMIT, { internalClipId: clip, commentText: 'mine, not yours' }, alice.token);
      expect(await fails(server, DELETE, { commentId: comment.commentId }, troll.token)).toEqual([403, 'FORBIDDEN']);
      expect(await fails(server, DELETE, { commentId: comment.commentId })).toEqual([401, 'NOT_AUTHORISED']);
      const account = await emulatorAccount();
      expect(await fails(server, DELETE, { commentId: comment.commentId }, account.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
      const { commentList } = await ok(server, GET, { internalClipId: clip, limit: 50 });
      expect(commentList.some((c) => c.commentId === comment.commentId)).toBe(true);
    });

    it.each([
      [{ commentId: 'unknown-comment' }, 404, 'COMMENT_NOT_FOUND'],
      [{ commentId: 'a\u0000b' }, 400, 'BAD_REQUEST'],
      [{ commentId: 'x'.repeat(10_000) }, 400, 'BAD_REQUEST'],
      [{ commentId: 42 }, 400, 'BAD_REQUEST'],
      [{}, 400, 'BAD_REQUEST'],
      [{ commentId: 'abc', extra: true }, 400, 'BAD_REQUEST'],
    ])('answers bad input %j with a clear 4xx', async (body, status, code) => {
      expect(await fails(server, DELETE, body as never, alice.token)).toEqual([status, code]);
    });
  });
});
