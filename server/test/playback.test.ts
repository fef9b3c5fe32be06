import { countSignedOutView, signedOutViewStatements } from '../src/features/playback/signed-out-views';
import { openReplica } from '../src/db/database';
import { isDatabaseUnavailable } from '../src/db/db-errors';
import { foldAllCountedViews } from '../src/features/playback/view-folding';
import { freePort } from './support/free-port';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser } from './domain-support/api';
import { clipRow, insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const CHAT = 'client/chat/getClipChat';
const TRANSCRIPT = 'client/clipAudioTranscript/getTranscript';
const PLAYBACK = 'client/analytics/clipPlaybackReport';

describe('playback', () => {
  let server: TestServer;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer();
    channel = await insertChannel(server.db, uniqueLogin('play'));
  });
  afterAll(() => server.close());

  describe('getClipChat', () => {
    it('answers the chat ordered by offset', async () => {
      const c = await insertClip(server.db, { channel });
      await server.db
        .insertInto('chat_messages')
        .values([
          { clip_id: c, offset_seconds: 3.5, user_name: 'later', message: '草', color: '#ff0000' },
          { clip_id: c, offset_seconds: 0.25, user_name: 'first', message: 'hi', color: null },
          { clip_id: c, offset_seconds: 1, user_name: 'ゆき', message: 'こんにちは', color: null },
        ])
        .execute();
      const { chatMessageList } = await ok(server, CHAT, { internalClipId: c });
      expect(chatMessageList).toEqual([
        { offsetSeconds: 0.25, userName: 'first', message: 'hi', color: null },
        { offsetSeconds: 1, userName: 'ゆき', message: 'こんにちは', color: null },
        { offsetSeconds: 3.5, userName: 'later', message: '草', color: '#ff0000' },
      ]);
      const empty = await insertClip(server.db, { channel });
      expect((await ok(server, CHAT, { internalClipId: empty })).chatMessageList).toEqual([]);
    });

    it('answers CLIP_NOT_FOUND for unknown, deleted and malformed ids', async () => {
      const gone = await insertClip(server.db, { channel, status: 'deleted' });
      expect(await fails(server, CHAT, { internalClipId: gone })).toEqual([404, 'CLIP_NOT_FOUND']);
      expect(await fails(server, CHAT, { internalClipId: 'unknownclip' })).toEqual([404, 'CLIP_NOT_FOUND']);
      expect((await fails(server, CHAT, { internalClipId: 'bad id!' }))[1]).toBe('CLIP_NOT_FOUND');
      expect((await fails(server, CHAT, {}))[0]).toBe(400);
    });
  });

  describe('getTranscript', () => {
    it('answers the cues in time order with their language, or an empty transcript', async () => {
      const c = await insertClip(server.db, { channel });
      await server.db
        .insertInto('transcript_cues')
        .values([
          { clip_id: c, language: 'ja', start_seconds: 2, end_seconds: 4, text: 'ありがとう' },
          { clip_id: c, language: 'ja', start_seconds: 0, end_seconds: 2, text: 'こんにちは' },
          { clip_id: c, language: 'en', start_seconds: 0, end_seconds: 4, text: 'hello and thanks' },
        ])
        .execute();
      expect(await ok(server, TRANSCRIPT, { internalClipId: c })).toEqual({
        isSuccessful: true,
        language: 'ja',
        transcriptCueList: [
          { startSeconds: 0, endSeconds: 2, text: 'こんにちは' },
          { startSeconds: 2, endSeconds: 4, text: 'ありがとう' },
        ],
      });
      const none = await insertClip(server.db, { channel });
      expect(await ok(server, TRANSCRIPT, { internalClipId: none })).toEqual({ isSuccessful: true, language: null, transcriptCueList: [] });
      expect(await fails(server, TRANSCRIPT, { internalClipId: 'unknownclip' })).toEqual([404, 'CLIP_NOT_FOUND']);
    });
  });

  describe('clipPlaybackReport', () => {
    const report = (internalClipId: string, watchedSeconds: number, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/${PLAYBACK}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Browser/1.0', ...headers },
        body: JSON.stringify({ internalClipId, watchedSeconds }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { isSuccessful: boolean; isCounted?: boolean; viewCount?: number; errorCode?: string } }));

    it('counts a view only after 3 seconds watched', async () => {
      const c = await insertClip(server.db, { channel, views: 10 });
      expect((await report(c, 2.9)).body).toEqual({ isSuccessful: true, isCounted: false, viewCount: 10 });
      expect((await report(c, 3)).body).toEqual({ isSuccessful: true, isCounted: true, viewCount: 11 });
    });

    it('cannot be inflated by a reload loop: one view per viewer per clip per 24 hours', async () => {
      const c = await insertClip(server.db, { channel });
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push((await report(c, 30)).body);
      expect(answers.filter((a) => a.isCounted)).toHaveLength(1);
      // The clip's count moves when the views are folded (ADR 0139), by one.
      await foldAllCountedViews(server.db);
      expect((await report(c, 30)).body).toMatchObject({ isCounted: false, viewCount: 1 });
      // Concurrent reloads of the same viewer still count once.
      const c2 = await insertClip(server.db, { channel });
      const burst = await Promise.all(Array.from({ length: 8 }, () => report(c2, 10)));
      expect(burst.filter((r) => r.body.isCounted)).toHaveLength(1);
      await foldAllCountedViews(server.db);
      expect((await clipRow(server.db, c2)).view_count).toBe(1);
      // Another browser (user agent) is another anonymous viewer; a signed-in user is keyed by account.
      expect((await report(c, 30, { 'user-agent': 'OtherBrowser/2.0' })).body.isCounted).toBe(true);
      const user = await registeredUser(server);
      expect((await report(c, 30, { authorization: `Bearer ${user.token}` })).body.isCounted).toBe(true);
      expect((await report(c, 30, { authorization: `Bearer ${user.token}`, 'user-agent': 'Third/3' })).body.isCounted).toBe(false);
      await foldAllCountedViews(server.db);
      expect((await clipRow(server.db, c)).view_count).toBe(3);
      // No raw IP or user agent is stored: anonymous keys are salted hashes.
      const keys = await server.db.selectFrom('clip_views').select('viewer_key').where('clip_id', '=', c).execute();
      expect(keys.every((k) => !k.viewer_key.includes('127.0.0.1') && !k.viewer_key.includes('Browser'))).toBe(true);
    });

    it('counts the same viewer again after 24 hours', async () => {
      const c = await insertClip(server.db, { channel });
      expect((await report(c, 5)).body.isCounted).toBe(true);
      await foldAllCountedViews(server.db);
      await server.db.updateTable('clip_views').set({ counted_at: new Date(Date.now() - 25 * 3_600_000) }).where('clip_id', '=', c).execute();
      expect((await report(c, 5)).body).toMatchObject({ isCounted: true, viewCount: 2 });
      await foldAllCountedViews(server.db);
      expect((await report(c, 5)).body).toMatchObject({ isCounted: false, viewCount: 2 });
      expect(await server.db.selectFrom('clip_view_days').select('views').where('clip_id', '=', c).execute()).toEqual([{ views: 2 }]);
    });

    it('counts a signed-out crowd in shared statements, each viewer once, and answers each report its own (issue 24, ADR 0154)', async () => {
      const c = await insertClip(server.db, { channel, views: 5 });
      const before = signedOutViewStatements();
      const crowd = await Promise.all([
        ...Array.from({ length: 40 }, (_, i) => report(c, 10, { 'user-agent': `Crowd/${i}` })),
        // The same viewer twice in the crowd, and a report for a clip nobody may play.
        report(c, 10, { 'user-agent': 'Crowd/0' }),
        report('clipNOPE000', 10, { 'user-agent': 'Crowd/1' }),
      ]);
      expect(crowd.slice(0, 40).every((r) => r.status === 200 && r.body.viewCount! >= 5)).toBe(true);
      expect(crowd.slice(0, 41).filter((r) => r.body.isCounted)).toHaveLength(40);
      expect(crowd.slice(0, 41).filter((r) => r.body.isCounted).every((r) => r.body.viewCount === 6)).toBe(true);
      expect(crowd[41]).toMatchObject({ status: 404, body: { errorCode: 'CLIP_NOT_FOUND' } });
      // At most one statement per report. Whether reports over HTTP share one depends on how fast they arrive (on a
      // slow machine each can finish before the next is read); the test below proves the grouping itself.
      expect(signedOutViewStatements() - before).toBeLessThanOrEqual(42);
      expect(Number((await server.db.selectFrom('clip_views').select((eb) => eb.fn.countAll().as('n')).where('clip_id', '=', c).executeTakeFirstOrThrow()).n)).toBe(40);
      await foldAllCountedViews(server.db);
      expect((await report(c, 10, { 'user-agent': 'Crowd/7' })).body).toEqual({ isSuccessful: true, isCounted: false, viewCount: 45 });
    });

    it('counts the reports read in one turn of the event loop in one statement, each answered its own', async () => {
      const c = await insertClip(server.db, { channel, views: 3 });
      const before = signedOutViewStatements();
      // Read together, as a crowd's requests are when they arrive faster than a statement runs.
      const answers = await Promise.allSettled([
        ...Array.from({ length: 30 }, (_, i) => countSignedOutView(server.db, c, `anon:turn-${i}`)),
        countSignedOutView(server.db, c, 'anon:turn-0'),
        countSignedOutView(server.db, 'clipNOPE000', 'anon:turn-1'),
      ]);
      // One statement for 32 reports (32 without the grouping).
      expect(signedOutViewStatements() - before).toBe(1);
      expect(answers.slice(0, 31).filter((a) => a.status === 'fulfilled' && a.value.isCounted)).toHaveLength(30);
      expect(answers[31]).toMatchObject({ status: 'rejected', reason: { errorCode: 'CLIP_NOT_FOUND' } });
    });

    it('fails a report its group cannot carry alone: the others in its group still count', async () => {
      const c = await insertClip(server.db, { channel });
      // A NUL cannot enter a jsonb text: the group's statement fails and the reports are tried one by one.
      const answers = await Promise.allSettled([countSignedOutView(server.db, c, 'anon:one'), countSignedOutView(server.db, 'bad\u0000id', 'anon:two'), countSignedOutView(server.db, c, 'anon:three')]);
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(answers.filter((a) => a.status === 'fulfilled').map((a) => a.value)).toEqual([
        { isCounted: true, viewCount: 1 },
        { isCounted: true, viewCount: 1 },
      ]);
    });

    it('fails a whole group at once when the database is out of reach, without trying its reports one by one', async () => {
      // A real database address with nothing listening: every statement is refused, as in an outage.
      const down = await openReplica(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, { connectTimeoutMs: 2_000 });
      try {
        const before = signedOutViewStatements();
        const answers = await Promise.allSettled(['anon:a', 'anon:b', 'anon:c'].map((key) => countSignedOutView(down.db, 'clipDOWN000', key)));
        expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
        expect(answers.every((a) => a.status === 'rejected' && isDatabaseUnavailable(a.reason))).toBe(true);
        // One statement for the group, not one more per report (four without the rule).
        expect(signedOutViewStatements() - before).toBe(1);
      } finally {
        await down.close();
      }
    });

    it('does not count unpublished clips and answers CLIP_NOT_FOUND and 400 for bad input', async () => {
      const pending = await insertClip(server.db, { channel, status: 'awaiting_decision' });
      // Not public: answered as if it did not exist (issue 8, ADR 0045), and still never counted.
      expect(await report(pending, 10)).toMatchObject({ status: 404, body: { errorCode: 'CLIP_NOT_FOUND' } });
      expect((await server.db.selectFrom('clips').select('view_count').where('id', '=', pending).executeTakeFirstOrThrow()).view_count).toBe(0);
      const gone = await insertClip(server.db, { channel, status: 'deleted' });
      expect(await report(gone, 10)).toMatchObject({ status: 404, body: { errorCode: 'CLIP_NOT_FOUND' } });
      expect((await report(pending, -1)).status).toBe(400);
      expect((await report(pending, 86401)).status).toBe(400);
    });
  });
});
