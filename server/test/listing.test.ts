import type { Clip } from '@clipyard/shared/contract';
import { createTestServer, type TestServer } from './support/test-server';
import { api, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const FRONTPAGE = 'client/videoListing/masterFrontpageList';
const BY_CHANNEL = 'client/videoListing/fetchByChannelLogins';
const BY_ID = 'client/videoListing/fetchClipsById';

describe('listing', () => {
  let server: TestServer;
  let viewer: TestAccount;
  let author: TestAccount;
  const ids: Record<string, string> = {};
  let main: string;
  let other: string;

  beforeAll(async () => {
    server = await createTestServer();
    viewer = await registeredUser(server);
    author = await registeredUser(server);
    main = await insertChannel(server.db, uniqueLogin('main'), 'Main Channel');
    other = await insertChannel(server.db, uniqueLogin('other'), 'その他のチャンネル');
    // Ages and counts chosen so trending, top and new disagree.
    ids.freshFew = await insertClip(server.db, { channel: main, title: 'fresh few likes', likes: 5, views: 10, hoursAgo: 1 });
    ids.oldMany = await insertClip(server.db, { channel: main, title: 'old many likes', likes: 50, views: 100, hoursAgo: 24 * 5 });
    ids.ancient = await insertClip(server.db, { channel: other, title: '昔のクリップ', likes: 80, views: 0, hoursAgo: 24 * 40 });
    ids.twoDays = await insertClip(server.db, { channel: other, title: 'two days', likes: 1, views: 1, hoursAgo: 48, submitter: author.user.id });
    ids.processing = await insertClip(server.db, { channel: main, status: 'processing', likes: 999 });
    ids.awaiting = await insertClip(server.db, { channel: main, status: 'awaiting_decision', likes: 999 });
    ids.deleted = await insertClip(server.db, { channel: main, status: 'deleted', likes: 999 });
  });
  afterAll(() => server.close());

  const titles = (clips: Clip[]) => clips.map((c) => c.clipTitle);
  const visibleIds = (clips: Clip[]) => clips.map((c) => c.internalClipId);

  describe('masterFrontpageList', () => {
    it('ranks top by likes, new by publication, trending by decayed score, and lists only ready clips', async () => {
      const top = await ok(server, FRONTPAGE, { sort: 'top', period: 'all' });
      expect(titles(top.clipList)).toEqual(['昔のクリップ', 'old many likes', 'fresh few likes', 'two days']);
      const newest = await ok(server, FRONTPAGE, { sort: 'new', period: 'all' });
      expect(titles(newest.clipList)).toEqual(['fresh few likes', 'two days', 'old many likes', '昔のクリップ']);
      // (2*5+10)/3^1.5 = 3.85 beats (2*50+100)/122^1.5 = 0.15 and (2*80)/962^1.5.
      const trending = await ok(server, FRONTPAGE, { sort: 'trending', period: 'all' });
      expect(titles(trending.clipList)[0]).toBe('fresh few likes');
      expect(titles(trending.clipList).at(-1)).toBe('昔のクリップ');
      for (const list of [top, newest, trending]) {
        expect(list.clipList.every((c) => c.status === 'ready')).toBe(true);
        expect(list.nextCursor).toBeNull();
      }
    });

    it('answers the contract Clip with the channel display name and the submitter', async () => {
      const { clipList } = await ok(server, FRONTPAGE, { sort: 'new', period: '7d' });
      const twoDays = clipList.find((c) => c.internalClipId === ids.twoDays)!;
      expect(twoDays).toMatchObject({
        channelLogin: other,
        channelDisplayName: 'その他のチャンネル',
        submitterUserName: author.user.username,
        likeCount: 1,
        viewCount: 1,
        renditions: ['source'],
        mediaVersion: 1,
      });
      expect(new Date(twoDays.createdAt).toISOString()).toBe(twoDays.createdAt);
    });

    it.each([
      ['24h', ['fresh few likes']],
      ['7d', ['fresh few likes', 'two days', 'old many likes']],
      ['30d', ['fresh few likes', 'two days', 'old many likes']],
      ['all', ['fresh few likes', 'two days', 'old many likes', '昔のクリップ']],
    ] as const)('period %s counts from the publication time', async (period, expected) => {
      const { clipList } = await ok(server, FRONTPAGE, { sort: 'new', period });
      expect(titles(clipList)).toEqual(expected);
    });

    it('pages with a keyset cursor that is stable under ties (same score, same time)', async () => {
      const s = await createTestServer();
      try {
        const ch = await insertChannel(s.db, uniqueLogin('ties'));
        const at = new Date(Date.now() - 3_600_000);
        const tied: string[] = [];
        for (let i = 0; i < 7; i++) tied.push(await insertClip(s.db, { channel: ch, likes: 3, views: 4, publishedAt: at }));
        for (const sort of ['trending', 'top', 'new'] as const) {
          const seen: string[] = [];
          let cursor: string | null = null;
          for (let page = 0; page < 5; page++) {
            const answer: { clipList: Clip[]; nextCursor: string | null } = await ok(s, FRONTPAGE, { sort, period: '7d', limit: 3, cursor });
            seen.push(...visibleIds(answer.clipList));
            cursor = answer.nextCursor;
            if (!cursor) break;
          }
          expect(seen).toEqual([...tied].sort().reverse());
        }
      } finally {
        await s.close();
      }
    });

    it('never shows a signed-in viewer clips of channels they block or clips submitted by users they block', async () => {
      const blocker = await registeredUser(server);
      await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: main, isBlock: true }, blocker.token);
      await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: author.user.username, isBlock: true }, blocker.token);
      const mine = await ok(server, FRONTPAGE, { sort: 'new', period: 'all' }, blocker.token);
      expect(visibleIds(mine.clipList)).toEqual([ids.ancient]);
      // Anonymous and other viewers still see everything.
      const anonymous = await ok(server, FRONTPAGE, { sort: 'new', period: 'all' });
      expect(anonymous.clipList).toHaveLength(4);
      const others = await ok(server, FRONTPAGE, { sort: 'new', period: 'all' }, viewer.token);
      expect(others.clipList).toHaveLength(4);
    });

    it('treats a forged token on this optional-auth call as signed out', async () => {
      const { status, body } = await api(server, FRONTPAGE, { sort: 'top', period: 'all' }, 'forged.token.value');
      expect(status).toBe(200);
      expect(body.isSuccessful && body.clipList).toHaveLength(4);
    });

    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    it.each([
      ['not base64url', 'new', '%%%'],
      ['not JSON', 'new', Buffer.from('hello').toString('base64url')],
      ['of another sort', 'new', b64({ k: 'top', asOf: new Date().toISOString(), v: 3, id: 'x' })],
      ['an impossible date', 'new', b64({ k: 'new', asOf: '2026-02-31 10:00:00+00', v: '2026-02-31 10:00:00+00', id: 'x' })],
      ['an overflowing number', 'top', b64({ k: 'top', asOf: new Date().toISOString(), v: 1e20, id: 'x' })],
      ['a string score', 'trending', b64({ k: 'trending', asOf: new Date().toISOString(), v: 'x', id: 'x' })],
    ] as const)('answers 400 BAD_REQUEST for a cursor that is %s', async (_label, sort, cursor) => {
      expect(await fails(server, FRONTPAGE, { sort, period: 'all', cursor })).toEqual([400, 'BAD_REQUEST']);
    });

    it.each([
      [{ sort: 'hot' }],
      [{ period: '1y' }],
      [{ limit: 0 }],
      [{ limit: 51 }],
      [{ extra: true }],
    ])('refuses bad input %j with 400', async (body) => {
      const [status, code] = await fails(server, FRONTPAGE, body);
      expect(status).toBe(400);
      expect(code).toBe('BAD_REQUEST');
    });
  });

  describe('fetchByChannelLogins', () => {
    it('lists ready clips of the given channels, newest or most liked first, paged', async () => {
      const newest = await ok(server, BY_CHANNEL, { channelLoginList: [main] });
      expect(visibleIds(newest.clipList)).toEqual([ids.freshFew, ids.oldMany]);
      const top = await ok(server, BY_CHANNEL, { channelLoginList: [main, other], sort: 'top', limit: 2 });
      expect(visibleIds(top.clipList)).toEqual([ids.ancient, ids.oldMany]);
      const next = await ok(server, BY_CHANNEL, { channelLoginList: [main, other], sort: 'top', limit: 2, cursor: top.nextCursor });
      expect(visibleIds(next.clipList)).toEqual([ids.freshFew, ids.twoDays]);
      expect(next.nextCursor).toBeNull();
    });

    it('keeps to a period (top of the week), measured from the first page on every page', async () => {
      const week = await ok(server, BY_CHANNEL, { channelLoginList: [main, other], sort: 'top', period: '7d', limit: 1 });
      expect(visibleIds(week.clipList)).toEqual([ids.oldMany]);
      const rest = await ok(server, BY_CHANNEL, { channelLoginList: [main, other], sort: 'top', period: '7d', limit: 5, cursor: week.nextCursor });
      expect(visibleIds(rest.clipList)).toEqual([ids.freshFew, ids.twoDays]);
      expect(rest.nextCursor).toBeNull();
      const day = await ok(server, BY_CHANNEL, { channelLoginList: [main, other], sort: 'new', period: '24h' });
      expect(visibleIds(day.clipList)).toEqual([ids.freshFew]);
      const all = await ok(server, BY_CHANNEL, { channelLoginList: [main, other], sort: 'top', period: 'all' });
      expect(all.clipList).toHaveLength(4);
      expect((await fails(server, BY_CHANNEL, { channelLoginList: [main], period: 'year' }))[0]).toBe(400);
    });

    it('hides a blocked channel from the viewer who blocks it', async () => {
      const blocker = await registeredUser(server);
      await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: other, isBlock: true }, blocker.token);
      const answer = await ok(server, BY_CHANNEL, { channelLoginList: [main, other] }, blocker.token);
      expect(answer.clipList.every((c) => c.channelLogin === main)).toBe(true);
    });

    it('refuses an invalid login (CHANNEL_INVALID), an empty list and a foreign cursor', async () => {
      expect(await fails(server, BY_CHANNEL, { channelLoginList: ['Not A Login!'] })).toEqual([400, 'CHANNEL_INVALID']);
      expect((await fails(server, BY_CHANNEL, { channelLoginList: [] }))[0]).toBe(400);
      const top = await ok(server, FRONTPAGE, { sort: 'top', period: 'all', limit: 1 });
      expect(await fails(server, BY_CHANNEL, { channelLoginList: [main], cursor: top.nextCursor })).toEqual([400, 'BAD_REQUEST']);
    });
  });

  describe('fetchClipsById', () => {
    it('answers the clips in the order asked, leaving out unknown and unpublished ones', async () => {
      const answer = await ok(server, BY_ID, {
        internalClipIdList: [ids.twoDays, 'unknown123', ids.deleted, ids.freshFew, ids.awaiting, ids.ancient],
      });
      expect(visibleIds(answer.clipList)).toEqual([ids.twoDays, ids.freshFew, ids.ancient]);
    });

    it('leaves out clips the signed-in viewer has blocked', async () => {
      const blocker = await registeredUser(server);
      await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: author.user.username, isBlock: true }, blocker.token);
      const answer = await ok(server, BY_ID, { internalClipIdList: [ids.twoDays, ids.freshFew] }, blocker.token);
      expect(visibleIds(answer.clipList)).toEqual([ids.freshFew]);
    });

    it('refuses an empty list and ids that are too long', async () => {
      expect((await fails(server, BY_ID, { internalClipIdList: [] }))[0]).toBe(400);
      expect((await fails(server, BY_ID, { internalClipIdList: ['x'.repeat(40)] }))[0]).toBe(400);
    });
  });
});
