import { PUBLIC_READ_CACHE_CONTROL, publicReadQuery, type Clip } from '@clipyard/shared/contract';
import { rawRequest } from './support/call';
import { refreshTrendingRanks } from '../src/features/listing/trending-ranks';
import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

/**
 * Categories (issue 23 item 6, ADR 0150): the seeded list and its counts, a category page's heading, the category
 * filter of every clip list (frontpage trending/top/new, channel page, search) and the streamer's choice in the clip
 * manager, with every refusal.
 */
const FRONTPAGE = 'client/videoListing/masterFrontpageList';
const BY_CHANNEL = 'client/videoListing/fetchByChannelLogins';
const SEARCH = 'client/search/clipSearch';
const CATEGORIES = 'client/categories/getCategories';
const CATEGORY = 'client/categories/getCategory';
const SET_CATEGORY = 'client/clipManage/setClipCategory';

describe('categories', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let viewer: TestAccount;
  let mine: string;
  let other: string;
  const ids: Record<string, string> = {};
  const category: Record<string, number> = {};

  async function categoryIdOf(slug: string): Promise<number> {
    return (await server.db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }
  async function setCategory(clipId: string, slug: string | null) {
    await server.db.updateTable('clips').set({ category_id: slug ? await categoryIdOf(slug) : null }).where('id', '=', clipId).execute();
  }

  beforeAll(async () => {
    server = await createTestServer();
    mine = uniqueLogin('mine');
    other = await insertChannel(server.db, uniqueLogin('other'), 'Other');
    streamer = await registeredUser(server, { streamerOf: mine });
    viewer = await registeredUser(server);
    category.minecraft = await categoryIdOf('minecraft');
    category.art = await categoryIdOf('art');
    // Ages and counts chosen so trending, top and new disagree within Minecraft.
    ids.mcFresh = await insertClip(server.db, { channel: mine, title: 'mc fresh few likes', likes: 5, views: 10, hoursAgo: 1 });
    ids.mcOld = await insertClip(server.db, { channel: mine, title: 'mc old many likes', likes: 50, views: 100, hoursAgo: 24 * 5 });
    ids.mcOther = await insertClip(server.db, { channel: other, title: 'mc elsewhere', likes: 20, views: 0, hoursAgo: 48 });
    ids.art = await insertClip(server.db, { channel: mine, title: 'art speedpaint', likes: 99, views: 99, hoursAgo: 2 });
    ids.none = await insertClip(server.db, { channel: mine, title: 'mc without a category', likes: 70, views: 70, hoursAgo: 3 });
    ids.mcPending = await insertClip(server.db, { channel: mine, title: 'mc pending', status: 'processing' });
    for (const id of [ids.mcFresh, ids.mcOld, ids.mcOther, ids.mcPending]) await setCategory(id!, 'minecraft');
    await setCategory(ids.art!, 'art');
  });
  afterAll(() => server.close());

  const titles = (clips: Clip[]) => clips.map((c) => c.clipTitle);

  describe('getCategories', () => {
    it('lists the seeded categories with Twitch’s ids and names in both languages, most clips first', async () => {
      const { categoryList } = await ok(server, CATEGORIES, {});
      expect(categoryList.length).toBeGreaterThanOrEqual(20);
      expect(categoryList[0]).toMatchObject({ slug: 'minecraft', nameEn: 'Minecraft', twitchGameId: '27471', clipCount: 3 });
      expect(categoryList[1]).toMatchObject({ slug: 'art', nameEn: 'Art', nameJa: 'アート', clipCount: 1 });
      expect(categoryList.find((c) => c.slug === 'just-chatting')).toMatchObject({ nameEn: 'Just Chatting', nameJa: '雑談', twitchGameId: '509658', clipCount: 0 });
    });

    it('keeps only categories with clips, and counts one channel’s clips when asked', async () => {
      const withClips = await ok(server, CATEGORIES, { withClipsOnly: true });
      expect(withClips.categoryList.map((c) => [c.slug, c.clipCount])).toEqual([['minecraft', 3], ['art', 1]]);
      const inOther = await ok(server, CATEGORIES, { channelLogin: other, withClipsOnly: true });
      expect(inOther.categoryList.map((c) => [c.slug, c.clipCount])).toEqual([['minecraft', 1]]);
      const unknownChannel = await ok(server, CATEGORIES, { channelLogin: 'nobody_here', withClipsOnly: true });
      expect(unknownChannel.categoryList).toEqual([]);
    });

    it.each([
      [{ withClipsOnly: 'yes' }],
      [{ channelLogin: 'No Spaces!' }],
      [{ channelLogin: 42 }],
      [{ unknownField: true }],
    ])('refuses %j with a 400', async (body) => {
      const [status] = await fails(server, CATEGORIES, body);
      expect(status).toBe(400);
    });
  });

  describe('getCategory', () => {
    it('answers the category of a slug with its count, signed in or out', async () => {
      expect((await ok(server, CATEGORY, { categorySlug: 'minecraft' })).category).toMatchObject({ categoryId: category.minecraft, nameJa: 'Minecraft', clipCount: 3 });
      expect((await ok(server, CATEGORY, { categorySlug: 'Just-Chatting' }, viewer.token)).category).toMatchObject({ slug: 'just-chatting', clipCount: 0 });
    });

    it.each([
      [{ categorySlug: 'no-such-category' }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categorySlug: '' }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categorySlug: 'x'.repeat(300) }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categorySlug: '../minecraft' }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categorySlug: 'mine\u0000craft' }, 400, 'BAD_REQUEST'],
      [{ categorySlug: 7 }, 400, 'BAD_REQUEST'],
      [{}, 400, 'BAD_REQUEST'],
      [{ categorySlug: 'minecraft', extra: 1 }, 400, 'BAD_REQUEST'],
    ])('refuses %j: %d %s', async (body, status, code) => {
      expect(await fails(server, CATEGORY, body)).toEqual([status, code]);
    });
  });

  describe('the category filter of the clip lists', () => {
    it('frontpage: trending, top and new keep their order and list only the category’s public ready clips', async () => {
      for (const sort of ['trending', 'top', 'new'] as const) {
        const all = await ok(server, FRONTPAGE, { sort, period: 'all' });
        const filtered = await ok(server, FRONTPAGE, { sort, period: 'all', categorySlug: 'minecraft' });
        const expected = all.clipList.filter((c) => c.category?.slug === 'minecraft').map((c) => c.internalClipId);
        expect(filtered.clipList.map((c) => c.internalClipId)).toEqual(expected);
        expect(new Set(titles(filtered.clipList))).toEqual(new Set(['mc fresh few likes', 'mc old many likes', 'mc elsewhere']));
      }
      const top = await ok(server, FRONTPAGE, { sort: 'top', period: 'all', categorySlug: 'minecraft' });
      expect(titles(top.clipList)).toEqual(['mc old many likes', 'mc elsewhere', 'mc fresh few likes']);
      const newest = await ok(server, FRONTPAGE, { sort: 'new', period: 'all', categorySlug: 'minecraft' });
      expect(titles(newest.clipList)).toEqual(['mc fresh few likes', 'mc elsewhere', 'mc old many likes']);
      const day = await ok(server, FRONTPAGE, { sort: 'new', period: '24h', categorySlug: 'minecraft' });
      expect(titles(day.clipList)).toEqual(['mc fresh few likes']);
    });

    it('frontpage trending from the ranking (ADR 0140) filters the same ranking, and pages within the category', async () => {
      const ranking = await refreshTrendingRanks(server.db, { minAgeMs: 0 });
      expect(ranking).not.toBeNull();
      const all = await ok(server, FRONTPAGE, { sort: 'trending', period: 'all' });
      const expected = all.clipList.filter((c) => c.category?.slug === 'minecraft').map((c) => c.internalClipId);
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 5; page++) {
        const answer: { clipList: Clip[]; nextCursor: string | null } = await ok(server, FRONTPAGE, { sort: 'trending', period: 'all', categorySlug: 'minecraft', limit: 2, cursor });
        seen.push(...answer.clipList.map((c) => c.internalClipId));
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(expected);
      expect(seen).toHaveLength(3);
    });

    it('every clip carries its category (id, slug, names) or null', async () => {
      const { clipList } = await ok(server, FRONTPAGE, { sort: 'new', period: 'all' });
      expect(clipList.find((c) => c.internalClipId === ids.art)!.category).toEqual({
        categoryId: category.art,
        slug: 'art',
        nameEn: 'Art',
        nameJa: 'アート',
        twitchGameId: '509660',
      });
      expect(clipList.find((c) => c.internalClipId === ids.none)!.category).toBeNull();
    });

    it('channel page: newest and top of one channel within the category', async () => {
      const newest = await ok(server, BY_CHANNEL, { channelLoginList: [mine], categorySlug: 'minecraft' });
      expect(titles(newest.clipList)).toEqual(['mc fresh few likes', 'mc old many likes']);
      const top = await ok(server, BY_CHANNEL, { channelLoginList: [mine], sort: 'top', categorySlug: 'art' });
      expect(titles(top.clipList)).toEqual(['art speedpaint']);
      const empty = await ok(server, BY_CHANNEL, { channelLoginList: [other], categorySlug: 'art' });
      expect(empty.clipList).toEqual([]);
    });

    it('search: only the category’s matching clips; channels are not filtered', async () => {
      expect(titles((await ok(server, SEARCH, { query: 'likes' })).clipList)).toEqual(['mc fresh few likes', 'mc old many likes']);
      expect(titles((await ok(server, SEARCH, { query: 'likes', categorySlug: 'minecraft' })).clipList)).toEqual(['mc fresh few likes', 'mc old many likes']);
      expect(titles((await ok(server, SEARCH, { query: 'without' })).clipList)).toEqual(['mc without a category']);
      expect((await ok(server, SEARCH, { query: 'without', categorySlug: 'minecraft' })).clipList).toEqual([]);
      expect(titles((await ok(server, SEARCH, { query: 'speedpaint', categorySlug: 'art' })).clipList)).toEqual(['art speedpaint']);
      expect((await ok(server, SEARCH, { query: 'speedpaint', categorySlug: 'minecraft' })).clipList).toEqual([]);
      // Channels are found whatever the category.
      expect((await ok(server, SEARCH, { query: mine, categorySlug: 'art' })).channelList.map((c) => c.channelLogin)).toContain(mine);
    });

    it.each([
      [FRONTPAGE, { sort: 'new', period: 'all', categorySlug: 'no-such-category' }, 404, 'CATEGORY_NOT_FOUND'],
      [BY_CHANNEL, { channelLoginList: ['abc'], categorySlug: 'no-such-category' }, 404, 'CATEGORY_NOT_FOUND'],
      [SEARCH, { query: 'mc clip', categorySlug: 'no-such-category' }, 404, 'CATEGORY_NOT_FOUND'],
      [FRONTPAGE, { categorySlug: 'x'.repeat(300) }, 404, 'CATEGORY_NOT_FOUND'],
      [FRONTPAGE, { categorySlug: 'art\u0000' }, 400, 'BAD_REQUEST'],
      [BY_CHANNEL, { channelLoginList: ['abc'], categorySlug: ['art'] }, 400, 'BAD_REQUEST'],
      [SEARCH, { query: 'mc clip', categorySlug: null }, 400, 'BAD_REQUEST'],
    ] as const)('%s refuses %j: %d %s', async (path, body, status, code) => {
      expect(await fails(server, path, body as Record<string, unknown>)).toEqual([status, code]);
    });
  });

  describe('setClipCategory', () => {
    it('lets the clip’s streamer set and clear its category; lists follow', async () => {
      // A clip still being made: every count and list of the other tests stays as it is, whatever their order.
      const clipId = await insertClip(server.db, { channel: mine, title: 'being made', status: 'processing' });
      const set = await ok(server, SET_CATEGORY, { internalClipId: clipId, categoryId: category.art! }, streamer.token);
      expect(set).toMatchObject({ internalClipId: clipId, category: { slug: 'art', nameJa: 'アート' } });
      const manager = await ok(server, 'client/clipManage/getChannelClips', {}, streamer.token);
      expect(manager.clipList.find((c) => c.internalClipId === clipId)!.category).toMatchObject({ slug: 'art' });
      const cleared = await ok(server, SET_CATEGORY, { internalClipId: clipId, categoryId: null }, streamer.token);
      expect(cleared.category).toBeNull();
      const row = await server.db.selectFrom('clips').select('category_id').where('id', '=', clipId).executeTakeFirstOrThrow();
      expect(row.category_id).toBeNull();
    });

    it('refuses the signed out, a viewer, another channel’s streamer, and leaves the clip as it was', async () => {
      const otherStreamer = await registeredUser(server, { streamerOf: uniqueLogin('elsewhere') });
      const body = { internalClipId: ids.art!, categoryId: category.minecraft! };
      expect((await fails(server, SET_CATEGORY, body))[1]).toBe('NOT_AUTHORISED');
      expect(await fails(server, SET_CATEGORY, body, viewer.token)).toEqual([403, 'NOT_STREAMER']);
      expect(await fails(server, SET_CATEGORY, body, otherStreamer.token)).toEqual([403, 'FORBIDDEN']);
      expect(await fails(server, SET_CATEGORY, { internalClipId: ids.mcOther!, categoryId: category.art! }, streamer.token)).toEqual([403, 'FORBIDDEN']);
      const row = await server.db.selectFrom('clips').select('category_id').where('id', '=', ids.art!).executeTakeFirstOrThrow();
      expect(row.category_id).toBe(category.art);
    });

    it.each([
      [{ categoryId: 2_000_000_000 }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categoryId: 0 }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categoryId: 99_999_999_999 }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categoryId: 'minecraft' }, 400, 'BAD_REQUEST'],
      [{ categoryId: 1.5 }, 400, 'BAD_REQUEST'],
      [{ categoryId: undefined }, 400, 'BAD_REQUEST'],
      [{ categoryId: 1, internalClipId: 'bad\u0000id' }, 400, 'BAD_REQUEST'],
      [{ categoryId: 1, internalClipId: 'nosuchclip00' }, 404, 'CLIP_NOT_FOUND'],
      [{ categoryId: 1, surprise: 'field' }, 400, 'BAD_REQUEST'],
    ])('refuses %j: %d %s', async (fields, status, code) => {
      const body = { internalClipId: ids.art, ...fields };
      expect(await fails(server, SET_CATEGORY, body, streamer.token)).toEqual([status, code]);
    });

    it('is rate limited per user: 60 in 10 minutes', async () => {
      const busy = await registeredUser(server, { streamerOf: uniqueLogin('busy') });
      const login = busy.user.streamer_channel_login!;
      const clipId = await insertClip(server.db, { channel: login });
      for (let i = 0; i < 60; i++) await ok(server, SET_CATEGORY, { internalClipId: clipId, categoryId: null }, busy.token);
      expect((await fails(server, SET_CATEGORY, { internalClipId: clipId, categoryId: null }, busy.token))[1]).toBe('RATE_LIMITED');
      // Another streamer is not affected (the same category again: nothing changes for the other tests).
      await ok(server, SET_CATEGORY, { internalClipId: ids.art!, categoryId: category.art! }, streamer.token);
    });
  });

  describe('submitClip’s categoryId', () => {
    it.each([
      [{ categoryId: 2_000_000_000 }, 404, 'CATEGORY_NOT_FOUND'],
      [{ categoryId: '3' }, 400, 'BAD_REQUEST'],
      [{ categoryId: -1 }, 404, 'CATEGORY_NOT_FOUND'],
    ])('refuses %j before anything is stored: %d %s', async (fields, status, code) => {
      const before = (await server.db.selectFrom('clips').select('id').execute()).length;
      const body = { clipUrl: 'https://example.com/a.mp4', channelLogin: 'somechan', clipTitle: 'With a category', ...fields };
      expect(await fails(server, 'client/userSubmission/submitClip', body, viewer.token)).toEqual([status, code]);
      expect((await server.db.selectFrom('clips').select('id').execute()).length).toBe(before);
    });
  });

  it('answers a signed-out read of the categories as a cacheable GET', async () => {
    const answer = await rawRequest(server, { method: 'GET', path: `${CATEGORIES}${publicReadQuery({ withClipsOnly: true })}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect((answer.json as { categoryList: { slug: string }[] }).categoryList.map((c) => c.slug)).toEqual(['minecraft', 'art']);
  });
});
