import { sql } from 'kysely';
import { createTestServer, type TestServer } from './support/test-server';
import { api, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { normalizeForMatching, patternMatches } from '../src/domain/moderation/watched-words';

const SUBMIT = 'client/clipComment/submitComment';
const GET = 'client/clipComment/getClipComments';
const NOTIFICATIONS = 'client/notifications/getNotifications';

/**
 * Watched words (issue 22 item 4, ADR 0133): the site's and each channel's lists, Japanese-aware matching, comments
 * held for review (seen by their author only, announced on approval) or rejected with the list's message.
 */
describe('matching', () => {
  const hit = (pattern: string, text: string) => patternMatches(normalizeForMatching(pattern), normalizeForMatching(text));

  it('treats half-width kana, full-width kana and hiragana as one word', () => {
    expect(normalizeForMatching('ｽﾊﾟﾑ')).toBe(normalizeForMatching('スパム'));
    expect(hit('スパム', 'これはｽﾊﾟﾑです')).toBe(true);
    expect(hit('スパム', 'すぱむだよ')).toBe(true);
    expect(hit('すぱむ', 'スパム')).toBe(true);
    expect(hit('スパム', 'スパ ム')).toBe(false);
  });

  it('folds full-width ASCII and case', () => {
    expect(hit('spam', 'ＳＰＡＭ here')).toBe(true);
    expect(hit('ＦＲＥＥ', 'get Free stuff')).toBe(true);
    expect(hit('spam', 'sp am')).toBe(false);
  });

  it('reads * as any run of characters, and a pattern of only * matches nothing; matching stays fast', () => {
    expect(hit('buy*now', 'Buy it right NOW')).toBe(true);
    expect(hit('buy*now', 'now buy')).toBe(false);
    expect(hit('*', 'anything')).toBe(false);
    const started = Date.now();
    expect(hit('a*'.repeat(50) + 'b', 'a'.repeat(500))).toBe(false);
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('watched words', () => {
  let server: TestServer;
  let admin: TestAccount;
  let streamer: TestAccount;
  let otherStreamer: TestAccount;
  let viewer: TestAccount;
  let channel: string;
  let otherChannel: string;

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    admin = await registeredUser(server, { admin: true });
    viewer = await registeredUser(server);
    channel = await insertChannel(server.db, uniqueLogin('ww'));
    otherChannel = await insertChannel(server.db, uniqueLogin('wx'));
    streamer = await registeredUser(server, { streamerOf: channel });
    otherStreamer = await registeredUser(server, { streamerOf: otherChannel });
  });
  afterAll(() => server.close());

  const visibleTexts = async (clip: string, token?: string) => (await ok(server, GET, { internalClipId: clip }, token)).commentList.map((c) => c.commentText);
  const notificationKinds = async (account: TestAccount) => (await ok(server, NOTIFICATIONS, { limit: 50 }, account.token)).notificationList.map((n) => n.kind);
  const logActions = async () => (await ok(server, 'client/admin/getModerationLog', { limit: 50 }, admin.token)).entryList.map((e) => [e.action, e.targetLabel]);

  it('a site hold word holds a half-width kana comment: only its author sees it, marked, and nobody is told until approved', async () => {
    const { watchedWord } = await ok(server, 'client/admin/addWatchedWord', { pattern: 'スパム', action: 'hold' }, admin.token);
    expect(watchedWord).toMatchObject({ pattern: 'スパム', action: 'hold', rejectMessage: null, createdByUserName: admin.user.username });
    const submitter = await registeredUser(server);
    const [author, mentioned] = await Promise.all([registeredUser(server), registeredUser(server)]);
    const clip = await insertClip(server.db, { channel, submitter: submitter.user.id });

    const { comment } = await ok(server, SUBMIT, { internalClipId: clip, commentText: `これはｽﾊﾟﾑです @${mentioned.user.username}` }, author.token);
    expect(comment.heldForReview).toBe(true);
    expect(await visibleTexts(clip)).toEqual([]);
    expect(await visibleTexts(clip, viewer.token)).toEqual([]);
    const own = (await ok(server, GET, { internalClipId: clip }, author.token)).commentList;
    expect(own).toEqual([expect.objectContaining({ commentId: comment.commentId, heldForReview: true })]);
    // Nobody else can reply to it, report it or read its thread.
    expect(await fails(server, SUBMIT, { internalClipId: clip, commentText: 'hi', parentCommentId: comment.commentId }, viewer.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await fails(server, 'client/clipComment/getCommentReplies', { commentId: comment.commentId }, viewer.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await fails(server, 'client/report/reportComment', { internalClipId: clip, commentId: comment.commentId, commentText: 'x', commenterUserName: author.user.username }, viewer.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await notificationKinds(submitter)).toEqual([]);
    expect(await notificationKinds(mentioned)).toEqual([]);

    // In the moderators' queue, not the streamer's.
    const { heldCommentList } = await ok(server, 'client/admin/getHeldComments', {}, admin.token);
    expect(heldCommentList.find((h) => h.commentId === comment.commentId)).toMatchObject({ internalClipId: clip, channelLogin: channel, matchedWord: 'スパム', commenterUserName: author.user.username });
    expect((await ok(server, 'client/streamer/getHeldComments', {}, streamer.token)).heldCommentList).toEqual([]);
    expect(await fails(server, 'client/streamer/decideHeldComment', { commentId: comment.commentId, decision: 'approve' }, streamer.token)).toEqual([404, 'COMMENT_NOT_FOUND']);

    expect(await ok(server, 'client/admin/decideHeldComment', { commentId: comment.commentId, decision: 'approve' }, admin.token)).toMatchObject({ decision: 'approve' });
    expect(await visibleTexts(clip)).toEqual([comment.commentText]);
    expect((await ok(server, GET, { internalClipId: clip }, author.token)).commentList[0]!.heldForReview).toBeUndefined();
    expect(await notificationKinds(submitter)).toEqual(['clip_comment']);
    expect(await notificationKinds(mentioned)).toEqual(['comment_mention']);
    // Decided once.
    expect(await fails(server, 'client/admin/decideHeldComment', { commentId: comment.commentId, decision: 'reject' }, admin.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    expect(await logActions()).toEqual(expect.arrayContaining([['watched_word_added', 'スパム'], ['held_comment_approved', comment.commentText]]));

    await ok(server, 'client/admin/removeWatchedWord', { watchedWordId: watchedWord.watchedWordId }, admin.token);
    expect(await logActions()).toEqual(expect.arrayContaining([['watched_word_removed', 'スパム']]));
    expect((await ok(server, SUBMIT, { internalClipId: clip, commentText: 'スパム again' }, author.token)).comment.heldForReview).toBeUndefined();
  });

  it('a reject word refuses the comment with the list message; reject wins over hold', async () => {
    const reject = await ok(server, 'client/admin/addWatchedWord', { pattern: 'ＢＡＤ*ＬＩＮＫ', action: 'reject', rejectMessage: 'No link spam, please.' }, admin.token);
    const hold = await ok(server, 'client/streamer/addWatchedWord', { pattern: 'link', action: 'hold' }, streamer.token);
    const clip = await insertClip(server.db, { channel });
    const answer = await api(server, SUBMIT, { internalClipId: clip, commentText: 'a bad, bad link' }, viewer.token);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ isSuccessful: false, errorCode: 'COMMENT_REJECTED_WATCHED_WORD', publicReason: 'No link spam, please.' });
    expect(await visibleTexts(clip, viewer.token)).toEqual([]);
    await ok(server, 'client/admin/removeWatchedWord', { watchedWordId: reject.watchedWord.watchedWordId }, admin.token);
    await ok(server, 'client/streamer/removeWatchedWord', { watchedWordId: hold.watchedWord.watchedWordId }, streamer.token);
  });

  it("a channel's words apply to its own clips only, and its streamer alone reviews what they hold", async () => {
    const { watchedWord } = await ok(server, 'client/streamer/addWatchedWord', { pattern: 'ネタバレ', action: 'hold' }, streamer.token);
    const noMessage = await ok(server, 'client/streamer/addWatchedWord', { pattern: 'クソ', action: 'reject' }, streamer.token);
    const own = await insertClip(server.db, { channel });
    const other = await insertClip(server.db, { channel: otherChannel });
    const held = (await ok(server, SUBMIT, { internalClipId: own, commentText: 'ねたばれ注意' }, viewer.token)).comment;
    expect(held.heldForReview).toBe(true);
    expect((await ok(server, SUBMIT, { internalClipId: other, commentText: 'ねたばれ注意' }, viewer.token)).comment.heldForReview).toBeUndefined();
    const refused = await api(server, SUBMIT, { internalClipId: own, commentText: 'くそ' }, viewer.token);
    expect(refused.body).toMatchObject({ errorCode: 'COMMENT_REJECTED_WATCHED_WORD', publicReason: null });

    // The other streamer sees neither the list nor the held comment, and can change neither.
    expect((await ok(server, 'client/streamer/getWatchedWords', {}, otherStreamer.token)).watchedWordList).toEqual([]);
    expect((await ok(server, 'client/streamer/getHeldComments', {}, otherStreamer.token)).heldCommentList).toEqual([]);
    expect(await fails(server, 'client/streamer/removeWatchedWord', { watchedWordId: watchedWord.watchedWordId }, otherStreamer.token)).toEqual([404, 'WATCHED_WORD_NOT_FOUND']);
    expect(await fails(server, 'client/streamer/decideHeldComment', { commentId: held.commentId, decision: 'approve' }, otherStreamer.token)).toEqual([404, 'COMMENT_NOT_FOUND']);
    // Nor does the site's queue hold it, and the admin call cannot remove a channel's word.
    expect((await ok(server, 'client/admin/getHeldComments', {}, admin.token)).heldCommentList.map((h) => h.commentId)).not.toContain(held.commentId);
    expect(await fails(server, 'client/admin/removeWatchedWord', { watchedWordId: watchedWord.watchedWordId }, admin.token)).toEqual([404, 'WATCHED_WORD_NOT_FOUND']);

    const mine = await ok(server, 'client/streamer/getWatchedWords', {}, streamer.token);
    expect(mine.watchedWordList.map((w) => w.pattern)).toEqual(['ネタバレ', 'クソ']);
    expect(mine.maxCount).toBe(200);
    expect((await ok(server, 'client/streamer/getHeldComments', {}, streamer.token)).heldCommentList.map((h) => h.commentId)).toEqual([held.commentId]);
    await ok(server, 'client/streamer/decideHeldComment', { commentId: held.commentId, decision: 'reject' }, streamer.token);
    expect(await visibleTexts(own, viewer.token)).toEqual([]);
    expect(await server.db.selectFrom('comments').select('id').where('id', '=', held.commentId).executeTakeFirst()).toBeUndefined();
    await ok(server, 'client/streamer/removeWatchedWord', { watchedWordId: watchedWord.watchedWordId }, streamer.token);
    await ok(server, 'client/streamer/removeWatchedWord', { watchedWordId: noMessage.watchedWord.watchedWordId }, streamer.token);
  });

  it('pages a queue by its cursor, the longest waiting first, with no overlap and nothing skipped when one is decided between pages', async () => {
    const paged = await insertChannel(server.db, uniqueLogin('wp'));
    const keeper = await registeredUser(server, { streamerOf: paged });
    await ok(server, 'client/streamer/addWatchedWord', { pattern: 'まった', action: 'hold' }, keeper.token);
    const clip = await insertClip(server.db, { channel: paged });
    const ids: string[] = [];
    for (const text of ['まった1', 'まった2', 'まった3', 'まった4']) ids.push((await ok(server, SUBMIT, { internalClipId: clip, commentText: text }, viewer.token)).comment.commentId);
    // The first three held in one instant (microseconds kept): their ids order them, and the cursor keeps the instant.
    await server.db.updateTable('comments').set({ held_at: sql`'2020-01-02 03:04:05.123456+00'` }).where('id', 'in', ids.slice(0, 3)).execute();
    const order = [...ids.slice(0, 3).sort(), ids[3]!];
    const held = (body: object) => ok(server, 'client/streamer/getHeldComments', body, keeper.token);

    const first = await held({ limit: 2 });
    expect(first.heldCommentList.map((h) => h.commentId)).toEqual(order.slice(0, 2));
    expect(first).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    // Deciding one already shown moves nothing: the next page starts right after the last one shown.
    await ok(server, 'client/streamer/decideHeldComment', { commentId: order[0]!, decision: 'approve' }, keeper.token);
    const second = await held({ limit: 2, cursor: first.nextCursor });
    expect(second.heldCommentList.map((h) => h.commentId)).toEqual(order.slice(2));
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    expect((await held({})).nextCursor).toBeNull();

    // The site's queue pages the same way: page after page is the whole queue, each comment once.
    const siteWord = await ok(server, 'client/admin/addWatchedWord', { pattern: 'さいとまち', action: 'hold' }, admin.token);
    const siteHeld: string[] = [];
    for (const text of ['さいとまち1', 'さいとまち2', 'さいとまち3']) siteHeld.push((await ok(server, SUBMIT, { internalClipId: clip, commentText: text }, viewer.token)).comment.commentId);
    await ok(server, 'client/admin/removeWatchedWord', { watchedWordId: siteWord.watchedWord.watchedWordId }, admin.token);
    const whole = (await ok(server, 'client/admin/getHeldComments', { limit: 50 }, admin.token)).heldCommentList.map((h) => h.commentId);
    expect(whole).toEqual(expect.arrayContaining(siteHeld));
    const walked: string[] = [];
    let page = await ok(server, 'client/admin/getHeldComments', { limit: 1 }, admin.token);
    walked.push(...page.heldCommentList.map((h) => h.commentId));
    while (page.nextCursor) {
      page = await ok(server, 'client/admin/getHeldComments', { limit: 1, cursor: page.nextCursor }, admin.token);
      walked.push(...page.heldCommentList.map((h) => h.commentId));
    }
    expect(walked).toEqual(whole);

    // A cursor that is not one of ours is the caller's mistake (400), never a 500; the role is checked first.
    const forged = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const cursor of ['not a cursor', 'e30', forged({ at: '2026-02-31 00:00:00+00', id: 'x' }), forged({ at: 'now', id: 'x' }), forged({ at: '2026-01-01 00:00:00+00', id: 'x', kind: 'clip' }), 'x'.repeat(201)]) {
      expect([cursor, ...(await fails(server, 'client/streamer/getHeldComments', { cursor }, keeper.token))]).toEqual([cursor, 400, 'BAD_REQUEST']);
      expect([cursor, ...(await fails(server, 'client/admin/getHeldComments', { cursor }, admin.token))]).toEqual([cursor, 400, 'BAD_REQUEST']);
    }
    expect(await fails(server, 'client/admin/getHeldComments', { cursor: first.nextCursor }, keeper.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/streamer/getHeldComments', { cursor: first.nextCursor }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
  });

  it("a held comment of an account under a legal hold can be approved but not rejected", async () => {
    const { watchedWord } = await ok(server, 'client/streamer/addWatchedWord', { pattern: 'ほりゅう', action: 'hold' }, streamer.token);
    const author = await registeredUser(server);
    const clip = await insertClip(server.db, { channel });
    const held = (await ok(server, SUBMIT, { internalClipId: clip, commentText: 'ホリュウ' }, author.token)).comment;
    await ok(server, 'client/admin/placeLegalHold', { userName: author.user.username }, admin.token);
    expect(await fails(server, 'client/streamer/decideHeldComment', { commentId: held.commentId, decision: 'reject' }, streamer.token)).toEqual([409, 'LEGAL_HOLD']);
    await ok(server, 'client/streamer/decideHeldComment', { commentId: held.commentId, decision: 'approve' }, streamer.token);
    expect(await visibleTexts(clip)).toEqual(['ホリュウ']);
    await ok(server, 'client/streamer/removeWatchedWord', { watchedWordId: watchedWord.watchedWordId }, streamer.token);
  });

  it('refuses the calls to those without the role', async () => {
    for (const path of ['client/admin/getWatchedWords', 'client/admin/getHeldComments'] as const) {
      expect(await fails(server, path, {}, viewer.token)).toEqual([403, 'NOT_ADMIN']);
      expect(await fails(server, path, {}, streamer.token)).toEqual([403, 'NOT_ADMIN']);
      expect(await fails(server, path, {})).toEqual([401, 'NOT_AUTHORISED']);
    }
    expect(await fails(server, 'client/admin/addWatchedWord', { pattern: 'x', action: 'hold' }, streamer.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/decideHeldComment', { commentId: 'abc', decision: 'approve' }, viewer.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/streamer/getWatchedWords', {}, viewer.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, 'client/streamer/addWatchedWord', { pattern: 'x', action: 'hold' }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
  });

  it('answers duplicates, full lists and bad input with a clear 4xx, never a 500', async () => {
    const first = await ok(server, 'client/streamer/addWatchedWord', { pattern: 'ﾃｽﾄ', action: 'hold' }, streamer.token);
    expect(await fails(server, 'client/streamer/addWatchedWord', { pattern: 'てすと', action: 'reject' }, streamer.token)).toEqual([409, 'WATCHED_WORD_EXISTS']);
    await ok(server, 'client/streamer/removeWatchedWord', { watchedWordId: first.watchedWord.watchedWordId }, streamer.token);

    const bad: [unknown, string][] = [
      [{}, 'BAD_REQUEST'],
      [{ pattern: '', action: 'hold' }, 'WATCHED_WORD_INVALID'],
      [{ pattern: '  ', action: 'hold' }, 'WATCHED_WORD_INVALID'],
      [{ pattern: '**', action: 'hold' }, 'WATCHED_WORD_INVALID'],
      [{ pattern: 'x'.repeat(101), action: 'hold' }, 'WATCHED_WORD_INVALID'],
      [{ pattern: 'x'.repeat(5000), action: 'hold' }, 'WATCHED_WORD_INVALID'],
      [{ pattern: 'a\u0000b', action: 'hold' }, 'BAD_REQUEST'],
      [{ pattern: 42, action: 'hold' }, 'BAD_REQUEST'],
      [{ pattern: 'ok', action: 'delete' }, 'BAD_REQUEST'],
      [{ pattern: 'ok', action: 'reject', rejectMessage: 'm'.repeat(301) }, 'PUBLIC_REASON_TOO_LONG'],
      [{ pattern: 'ok', action: 'hold', channelLogin: otherChannel }, 'BAD_REQUEST'],
    ];
    for (const [index, [body, code]] of bad.entries()) {
      const [status, errorCode] = await fails(server, 'client/streamer/addWatchedWord', body as Record<string, unknown>, streamer.token);
      expect([index, status, errorCode]).toEqual([index, 400, code]);
    }
    // A body beyond the server's limit is refused before any handler.
    expect(await fails(server, 'client/streamer/addWatchedWord', { pattern: 'x'.repeat(2_000_000), action: 'hold' }, streamer.token)).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await ok(server, 'client/streamer/getWatchedWords', {}, streamer.token)).watchedWordList).toEqual([]);
    for (const body of [{ watchedWordId: 'x'.repeat(500) }, { watchedWordId: 'a;b' }, { watchedWordId: 7 }, { watchedWordId: 'abc', extra: 1 }]) {
      expect((await fails(server, 'client/admin/removeWatchedWord', body, admin.token))[0]).toBeLessThan(500);
    }
    for (const body of [{ commentId: 'abc', decision: 'maybe' }, { commentId: 'a\u0000', decision: 'approve' }, { commentId: 'abc' }, { limit: 1 }]) {
      expect(await fails(server, 'client/admin/decideHeldComment', body, admin.token)).toEqual([expect.any(Number), expect.stringMatching(/BAD_REQUEST|COMMENT_NOT_FOUND/)]);
    }
    expect((await fails(server, 'client/streamer/getHeldComments', { limit: 'x' }, streamer.token))[0]).toBe(400);
    expect((await fails(server, 'client/admin/getWatchedWords', { extra: true }, admin.token))[0]).toBe(400);
  });

  it('a list holds at most 200 words', async () => {
    const full = await insertChannel(server.db, uniqueLogin('wf'));
    const keeper = await registeredUser(server, { streamerOf: full });
    await server.db
      .insertInto('watched_words')
      .values(Array.from({ length: 200 }, (_, i) => ({ id: `fill${full}${i}`, channel_login: full, pattern: `w${i}`, normalized: `w${i}`, action: 'hold' as const, reject_message: null, created_by: null })))
      .execute();
    expect(await fails(server, 'client/streamer/addWatchedWord', { pattern: 'one more', action: 'hold' }, keeper.token)).toEqual([409, 'WATCHED_WORDS_FULL']);
    // Another list is not affected.
    const other = await ok(server, 'client/streamer/addWatchedWord', { pattern: 'fine', action: 'hold' }, streamer.token);
    await ok(server, 'client/streamer/removeWatchedWord', { watchedWordId: other.watchedWord.watchedWordId }, streamer.token);
  });
});
