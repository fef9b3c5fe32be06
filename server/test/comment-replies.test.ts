import { randomBytes } from 'node:crypto';
import { createTestServer, type TestServer } from './support/test-server';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { notifyCommentMentions, notifyCommentReply } from '../src/domain/notifications/write-comment-events';

const GET = 'client/clipComment/getClipComments';
const SUBMIT = 'client/clipComment/submitComment';
const REPLIES = 'client/clipComment/getCommentReplies';
const SUGGEST = 'client/clipComment/mentionSuggestions';
const DELETE = 'client/clipComment/deleteComment';
const NOTIFICATIONS = 'client/notifications/getNotifications';

/** A short run-unique prefix, so names made here are found by prefix and by nobody else's test. */
const runPrefix = () => `r${randomBytes(3).toString('hex')}`;

/**
 * Replies and @mentions (issue 19, ADR 0117), through the real HTTP API with real emulator tokens: one level of
 * threads, the collapsed preview and its pages, mentions resolved and suggested, the notifications they write (and
 * those blocks suppress), and replies in block filters, reports, deletion, account deletion and the export.
 */
describe('comment replies and mentions', () => {
  let server: TestServer;
  let channel: string;

  beforeAll(async () => {
    // Rate limits are tested by the app suite; here many comments are posted on purpose.
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    channel = await insertChannel(server.db, uniqueLogin('rp'));
  });
  afterAll(() => server.close());

  const newClip = (title?: string) => insertClip(server.db, { channel, title });
  const post = async (account: TestAccount, internalClipId: string, commentText: string, parentCommentId?: string) =>
    (await ok(server, SUBMIT, { internalClipId, commentText, ...(parentCommentId ? { parentCommentId } : {}) }, account.token)).comment;
  const notifications = async (account: TestAccount) =>
    (await ok(server, NOTIFICATIONS, { limit: 50 }, account.token)).notificationList.map((n) => [n.kind, n.actorName, n.internalClipId, n.clipTitle]);

  it('stores a reply under its comment; the listing shows top-level comments newest first, replies oldest first', async () => {
    const [alice, bob, cara] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const first = await post(alice, clip, 'first comment');
    const second = await post(bob, clip, 'second comment');
    const reply1 = await post(bob, clip, 'a reply', first.commentId);
    const reply2 = await post(cara, clip, 'another reply', first.commentId);
    expect(reply1).toMatchObject({ parentCommentId: first.commentId, commenterUserName: bob.user.username, commentText: 'a reply' });
    expect(first).toMatchObject({ parentCommentId: null, replyCount: 0, replyList: [] });

    const { commentList } = await ok(server, GET, { internalClipId: clip });
    expect(commentList.map((c) => [c.commentText, c.replyCount])).toEqual([
      ['second comment', 0],
      ['first comment', 2],
    ]);
    expect(commentList[1]!.replyList!.map((r) => [r.commentId, r.parentCommentId])).toEqual([
      [reply1.commentId, first.commentId],
      [reply2.commentId, first.commentId],
    ]);
    expect(commentList[0]!.commentId).toBe(second.commentId);
  });

  it('attaches a reply to a reply to the same top-level comment', async () => {
    const [alice, bob, cara] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    const reply = await post(bob, clip, 'reply', top.commentId);
    const replyToReply = await post(cara, clip, `@${bob.user.username} agreed`, reply.commentId);
    expect(replyToReply.parentCommentId).toBe(top.commentId);
    const { commentList } = await ok(server, GET, { internalClipId: clip });
    expect(commentList).toHaveLength(1);
    expect(commentList[0]!.replyList!.map((r) => r.commentText)).toEqual(['reply', `@${bob.user.username} agreed`]);
  });

  it('refuses a reply to a comment of another clip or to no comment, signed-out and unregistered writers', async () => {
    const alice = await registeredUser(server);
    const clip = await newClip();
    const elsewhere = await post(alice, await newClip(), 'on another clip');
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi', parentCommentId: elsewhere.commentId }, alice.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi', parentCommentId: 'missing-comment' }, alice.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi', parentCommentId: 'not a comment id!' }, alice.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    const top = await post(alice, clip, 'top');
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi', parentCommentId: top.commentId })).toEqual([401, 'NOT_AUTHORISED']);
    const unregistered = await emulatorAccount();
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi', parentCommentId: top.commentId }, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    // Nothing was stored under the comment.
    expect((await ok(server, GET, { internalClipId: clip })).commentList[0]!.replyCount).toBe(0);
  });

  it.each([
    [{ commentText: '   ' }, 400, 'COMMENT_EMPTY'],
    [{ commentText: 'x'.repeat(501) }, 400, 'COMMENT_TOO_LONG'],
    [{ commentText: 'hi\u0000there' }, 400, 'BAD_REQUEST'],
    [{ commentText: 'hi', parentCommentId: 'a\u0000b' }, 400, 'BAD_REQUEST'],
    [{ commentText: 'hi', parentCommentId: 'x'.repeat(10_000) }, 400, 'BAD_REQUEST'],
    [{ commentText: 'hi', parentCommentId: 42 }, 400, 'BAD_REQUEST'],
    [{ commentText: 'hi', parentCommentId: 'abc', threadId: 'abc' }, 400, 'BAD_REQUEST'],
  ])('answers the bad reply %j with a clear 4xx', async (extra, status, code) => {
    const alice = await registeredUser(server);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    const body = { internalClipId: clip, parentCommentId: top.commentId, ...extra };
    expect(await fails(server, SUBMIT, body as never, alice.token)).toEqual([status, code]);
  });

  it('accepts a reply of exactly 500 characters', async () => {
    const alice = await registeredUser(server);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    expect((await post(alice, clip, 'あ'.repeat(500), top.commentId)).commentText).toHaveLength(500);
  });

  it('collapses past three: the listing carries the oldest three and the count; getCommentReplies pages the rest oldest first', async () => {
    const [alice, bob] = await Promise.all([registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    for (let i = 1; i <= 5; i++) await post(bob, clip, `r${i}`, top.commentId);
    const listed = (await ok(server, GET, { internalClipId: clip })).commentList[0]!;
    expect(listed.replyCount).toBe(5);
    expect(listed.replyList!.map((r) => r.commentText)).toEqual(['r1', 'r2', 'r3']);

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer: { replyList: { commentText: string }[]; nextCursor: string | null } = await ok(server, REPLIES, { commentId: top.commentId, limit: 2, cursor });
      seen.push(...answer.replyList.map((r) => r.commentText));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    // Signed out, the same thread reads the same.
    expect((await ok(server, REPLIES, { commentId: top.commentId })).replyList).toHaveLength(5);
  });

  it.each([
    [{ commentId: 'missing-comment' }, 404, 'COMMENT_NOT_FOUND'],
    [{ commentId: 'a\u0000b' }, 400, 'BAD_REQUEST'],
    [{ commentId: 'x'.repeat(10_000) }, 400, 'BAD_REQUEST'],
    [{ commentId: 7 }, 400, 'BAD_REQUEST'],
    [{}, 400, 'BAD_REQUEST'],
    [{ commentId: 'abc', extra: 1 }, 400, 'BAD_REQUEST'],
  ])('getCommentReplies answers %j with a clear 4xx', async (body, status, code) => {
    expect(await fails(server, REPLIES, body as never)).toEqual([status, code]);
  });

  it('getCommentReplies refuses a reply’s id, a comment of a clip that is not public, and a forged cursor', async () => {
    const [alice, bob] = await Promise.all([registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    const reply = await post(bob, clip, 'reply', top.commentId);
    expect(await fails(server, REPLIES, { commentId: reply.commentId })).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await fails(server, REPLIES, { commentId: top.commentId, cursor: 'bm90LWpzb24' })).toEqual([400, 'BAD_REQUEST']);
    await server.db.updateTable('clips').set({ status: 'deleted' }).where('id', '=', clip).execute();
    expect(await fails(server, REPLIES, { commentId: top.commentId })).toEqual([404, 'COMMENT_NOT_FOUND']);
  });

  it('hides replies by people the viewer blocks, in the preview, the count and the pages', async () => {
    const [alice, bob, troll, viewer] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    await post(troll, clip, 'troll reply', top.commentId);
    await post(bob, clip, 'kind reply', top.commentId);
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: troll.user.username, isBlock: true }, viewer.token);
    const mine = (await ok(server, GET, { internalClipId: clip }, viewer.token)).commentList[0]!;
    expect([mine.replyCount, mine.replyList!.map((r) => r.commentText)]).toEqual([1, ['kind reply']]);
    expect((await ok(server, REPLIES, { commentId: top.commentId }, viewer.token)).replyList.map((r) => r.commentText)).toEqual(['kind reply']);
    const anonymous = (await ok(server, GET, { internalClipId: clip })).commentList[0]!;
    expect(anonymous.replyCount).toBe(2);
  });

  it('notifies the person replied to (a reply to a reply: its author), once, with the clip and the writer', async () => {
    const [alice, bob, cara] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip('Replies clip');
    const top = await post(alice, clip, 'top');
    const reply = await post(bob, clip, 'reply', top.commentId);
    await post(cara, clip, 'to bob', reply.commentId);
    // Replying to one's own comment tells nobody.
    await post(alice, clip, 'me again', top.commentId);
    expect(await notifications(alice)).toEqual([['comment_reply', bob.user.username, clip, 'Replies clip']]);
    expect(await notifications(bob)).toEqual([['comment_reply', cara.user.username, clip, 'Replies clip']]);
    // Written again (a retry): nothing more.
    expect(await notifyCommentReply(server.db, reply.commentId)).toBe(0);
    expect(await notifications(alice)).toHaveLength(1);
  });

  it('notifies each person mentioned (at most five, never oneself, once when also replied to); only real names are mentions', async () => {
    const p = runPrefix();
    const writer = await registeredUser(server, { username: `${p}_writer` });
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => registeredUser(server, { username: `${p}_m${i}` })));
    const clip = await newClip('Mentions clip');
    const names = people.map((x) => `@${x.user.username}`).join(' ');
    const comment = await post(writer, clip, `hi ${names} @${p}_writer @${p}_nobody mail ${p}_m6@example.com`);
    expect(comment.mentionedUserNames).toEqual(people.slice(0, 5).map((x) => x.user.username));
    for (const person of people.slice(0, 5)) expect(await notifications(person)).toEqual([['comment_mention', writer.user.username, clip, 'Mentions clip']]);
    expect(await notifications(people[5]!)).toEqual([]);
    expect(await notifications(writer)).toEqual([]);
    expect(await notifyCommentMentions(server.db, comment.commentId)).toBe(0);

    // Mentioned in a reply to their own comment: one notification, the reply.
    const author = people[0]!;
    const own = await post(author, clip, 'my comment');
    const upper = author.user.username.toUpperCase();
    const reply = await post(writer, clip, `@${upper} thanks`, own.commentId);
    expect(reply.mentionedUserNames).toEqual([author.user.username]);
    expect((await notifications(author)).map((n) => n[0])).toEqual(['comment_reply', 'comment_mention']);
    // The listing answers the mentions too.
    const listed = (await ok(server, GET, { internalClipId: clip })).commentList;
    expect(listed.find((c) => c.commentId === own.commentId)!.replyList![0]!.mentionedUserNames).toEqual([author.user.username]);
  });

  it('tells nobody who blocks the writer or the clip’s channel', async () => {
    const [alice, bob, cara, dan] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: bob.user.username, isBlock: true }, alice.token);
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: bob.user.username, isBlock: true }, cara.token);
    await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: channel, isBlock: true }, dan.token);
    const reply = await post(bob, clip, `@${cara.user.username} @${dan.user.username} look`, top.commentId);
    // The mentions are stored (and shown to others); nobody who blocks is told.
    expect(reply.mentionedUserNames!.sort()).toEqual([cara.user.username, dan.user.username].sort());
    expect(await notifications(alice)).toEqual([]);
    expect(await notifications(cara)).toEqual([]);
    expect(await notifications(dan)).toEqual([]);
    // Their own view hides the blocked writer's reply.
    expect((await ok(server, GET, { internalClipId: clip }, alice.token)).commentList[0]!.replyCount).toBe(0);
  });

  describe('mentionSuggestions', () => {
    it('suggests this clip’s people first, then anyone by prefix; never the caller or someone they block', async () => {
      const p = runPrefix();
      const [me, zed, amy, bea, blocked] = await Promise.all(
        ['me', 'zed', 'amy', 'bea', 'blk'].map((n) => registeredUser(server, { username: `${p}_${n}` })),
      );
      const clip = await newClip();
      await post(zed, clip, 'I was here');
      await post(me, clip, 'me too');
      await post(blocked, clip, 'me three');
      await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: blocked.user.username, isBlock: true }, me.token);
      const { userNameList } = await ok(server, SUGGEST, { internalClipId: clip, query: p.toUpperCase() }, me.token);
      expect(userNameList).toEqual([zed, amy, bea].map((x) => x.user.username));
      // An empty query: this clip's people only.
      expect((await ok(server, SUGGEST, { internalClipId: clip, query: '' }, me.token)).userNameList).not.toContain(amy.user.username);
      expect((await ok(server, SUGGEST, { internalClipId: clip, query: `${p}_a` }, me.token)).userNameList).toEqual([amy.user.username]);
      // `_` is a letter of the name, not a wildcard.
      expect((await ok(server, SUGGEST, { internalClipId: clip, query: `${p}_` }, me.token)).userNameList).toHaveLength(3);
      expect((await ok(server, SUGGEST, { internalClipId: clip, query: `${p.slice(0, -1)}_` }, me.token)).userNameList).toEqual([]);
      expect(bea).toBeDefined();
    });

    it.each([
      [{ query: 'a b' }, 400, 'USERNAME_INVALID'],
      [{ query: 'x'.repeat(21) }, 400, 'USERNAME_INVALID'],
      [{ query: 'a\u0000' }, 400, 'BAD_REQUEST'],
      [{ query: 5 }, 400, 'BAD_REQUEST'],
      [{ query: 'ab', extra: true }, 400, 'BAD_REQUEST'],
      [{ query: 'ab', internalClipId: 'unknownclip' }, 404, 'CLIP_NOT_FOUND'],
    ])('answers %j with a clear 4xx', async (body, status, code) => {
      const me = await registeredUser(server);
      const clip = await newClip();
      expect(await fails(server, SUGGEST, { internalClipId: clip, ...body } as never, me.token)).toEqual([status, code]);
    });

    it('needs a registered, signed-in caller', async () => {
      const clip = await newClip();
      expect(await fails(server, SUGGEST, { internalClipId: clip, query: 'ab' })).toEqual([401, 'NOT_AUTHORISED']);
      const unregistered = await emulatorAccount();
      expect(await fails(server, SUGGEST, { internalClipId: clip, query: 'ab' }, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    });
  });

  it('a reply can be reported like a comment', async () => {
    const [alice, troll, reporter] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    const reply = await post(troll, clip, 'rude reply', top.commentId);
    const { reportId } = await ok(
      server,
      'client/report/reportComment',
      { internalClipId: clip, commentText: reply.commentText, commenterUserName: troll.user.username, commentId: reply.commentId, reason: 'harassment' },
      reporter.token,
    );
    const row = await server.db.selectFrom('reports').select(['comment_id', 'comment_text']).where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(row).toEqual({ comment_id: reply.commentId, comment_text: 'rude reply' });
  });

  it('deleting a comment deletes its replies; deleting a reply leaves the rest', async () => {
    const [alice, bob, cara] = await Promise.all([registeredUser(server), registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    const first = await post(bob, clip, 'first', top.commentId);
    const second = await post(cara, clip, 'second', first.commentId);
    await ok(server, DELETE, { commentId: first.commentId }, bob.token);
    expect((await ok(server, REPLIES, { commentId: top.commentId })).replyList.map((r) => r.commentId)).toEqual([second.commentId]);
    // Only the author deletes a reply.
    expect(await fails(server, DELETE, { commentId: second.commentId }, alice.token)).toEqual([403, 'FORBIDDEN']);
    await ok(server, DELETE, { commentId: top.commentId }, alice.token);
    expect(await server.db.selectFrom('comments').select('id').where('clip_id', '=', clip).execute()).toEqual([]);
  });

  it('account deletion removes the person’s replies and mentions; the export gives each comment its parent', async () => {
    const [alice, bob] = await Promise.all([registeredUser(server), registeredUser(server)]);
    const clip = await newClip();
    const top = await post(alice, clip, 'top');
    const reply = await post(bob, clip, `@${alice.user.username} reply`, top.commentId);
    const kept = await post(alice, clip, `@${bob.user.username} thanks`, reply.commentId);

    const exported = (await ok(server, 'client/userData/exportUserData', {}, bob.token)).userData as { comments: Record<string, unknown>[] };
    expect(exported.comments.map((c) => [c.commentId, c.parentCommentId, c.commentText])).toEqual([[reply.commentId, top.commentId, `@${alice.user.username} reply`]]);
    const alices = (await ok(server, 'client/userData/exportUserData', {}, alice.token)).userData as { comments: Record<string, unknown>[] };
    expect(alices.comments.map((c) => c.parentCommentId)).toEqual([null, top.commentId]);

    await ok(server, 'client/userLogins/deleteAccount', {}, bob.token);
    const thread = await ok(server, REPLIES, { commentId: top.commentId });
    expect(thread.replyList.map((r) => [r.commentId, r.mentionedUserNames])).toEqual([[kept.commentId, []]]);
    expect(await server.db.selectFrom('comment_mentions').selectAll().where('user_id', '=', bob.user.id).execute()).toEqual([]);
  });
});
