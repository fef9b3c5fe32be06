import { createTestServer, type TestServer } from './support/test-server';
import { api, emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { clearRecommendationCache } from '../src/features/channels';

const PROFILE = 'client/channel/getChannelProfile';
const SET_PROFILE = 'client/channel/setChannelProfile';
const SEARCH = 'client/search/channelLoginList';
const DETAILS = 'client/search/channelDetails';
const RECOMMEND = 'client/recommendation/channelRecommendationList';

describe('channels', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let own: string;
  let ownClip: string;

  beforeAll(async () => {
    server = await createTestServer();
    own = uniqueLogin('own');
    streamer = await registeredUser(server, { streamerOf: own });
    ownClip = await insertClip(server.db, { channel: own, likes: 2 });
  });
  afterAll(() => server.close());

  const validPage = (channelLogin: string) => ({
    channelLogin,
    displayName: 'My Channel',
    description: 'Speedruns and チャット',
    links: [{ label: 'Site', url: 'https://example.com/me' }],
    tipLinks: [{ platform: 'kofi', url: 'https://ko-fi.com/me' }],
    requestPolicy: 'approval',
    featuredClipIds: [] as string[],
  });

  describe('getChannelProfile', () => {
    it('answers the page with counts to anyone', async () => {
      const login = await insertChannel(server.db, uniqueLogin('prof'), 'プロフィール');
      await insertClip(server.db, { channel: login });
      await insertClip(server.db, { channel: login, status: 'processing' });
      const fan = await registeredUser(server);
      await ok(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: login, isFollow: true }, fan.token);
      const { channelProfile } = await ok(server, PROFILE, { channelLogin: login });
      expect(channelProfile).toMatchObject({
        channelLogin: login,
        displayName: 'プロフィール',
        description: '',
        links: [],
        tipLinks: [],
        requestPolicy: 'open',
        featuredClipIds: [],
        isClaimed: false,
        clipCount: 1,
        followerCount: 1,
      });
    });

    it('answers CHANNEL_NOT_FOUND for a login without a page and CHANNEL_INVALID for a bad login', async () => {
      expect(await fails(server, PROFILE, { channelLogin: 'nobody_here_1' })).toEqual([404, 'CHANNEL_NOT_FOUND']);
      expect(await fails(server, PROFILE, { channelLogin: 'x' })).toEqual([400, 'CHANNEL_INVALID']);
    });
  });

  describe('setChannelProfile', () => {
    it('saves the streamer’s own page, featured clips included', async () => {
      const page = { ...validPage(own), featuredClipIds: [ownClip] };
      const { channelProfile } = await ok(server, SET_PROFILE, page, streamer.token);
      expect(channelProfile).toMatchObject({ ...page, isClaimed: true, clipCount: 1 });
      expect((await ok(server, PROFILE, { channelLogin: own })).channelProfile.featuredClipIds).toEqual([ownClip]);
    });

    it('refuses another channel’s page (FORBIDDEN) and changes nothing', async () => {
      const victim = await insertChannel(server.db, uniqueLogin('victim'), 'Victim');
      expect(await fails(server, SET_PROFILE, validPage(victim), streamer.token)).toEqual([403, 'FORBIDDEN']);
      expect((await ok(server, PROFILE, { channelLogin: victim })).channelProfile.displayName).toBe('Victim');
    });

    it('refuses signed-out callers and users who are not streamers', async () => {
      expect(await fails(server, SET_PROFILE, validPage(own))).toEqual([401, 'NOT_AUTHORISED']);
      const viewer = await registeredUser(server);
      expect(await fails(server, SET_PROFILE, validPage(own), viewer.token)).toEqual([403, 'NOT_STREAMER']);
    });

    it.each([
      ['a javascript: link', { links: [{ label: 'x', url: 'javascript:alert(1)' }] }],
      ['a link with a user name (reads as one host, goes to another)', { links: [{ label: 'x', url: 'https://twitch.tv@evil.example/' }] }],
      ['a link with user:pass@', { links: [{ label: 'x', url: 'https://user:pass@example.com/' }] }],
      ['a link that is no URL', { links: [{ label: 'x', url: 'not a url' }] }],
    ])('answers INVALID_URL for %s', async (_label, change) => {
      expect(await fails(server, SET_PROFILE, { ...validPage(own), ...change }, streamer.token)).toEqual([400, 'INVALID_URL']);
    });

    it.each([
      ['a data: tip link', 'data:text/html,hi'],
      ['a plain http tip link', 'http://ko-fi.com/me'],
      ['a tip link with credentials', 'https://user:pw@ko-fi.com/me'],
      ['a tip link that is no URL', 'ko-fi me'],
    ])('answers TIP_LINK_INVALID for %s and keeps the saved page', async (_label, url) => {
      const before = (await ok(server, 'client/channel/getChannelProfile', { channelLogin: own })).channelProfile;
      expect(await fails(server, SET_PROFILE, { ...validPage(own), description: 'changed?', tipLinks: [{ platform: 'other', url }] }, streamer.token)).toEqual([400, 'TIP_LINK_INVALID']);
      expect((await ok(server, 'client/channel/getChannelProfile', { channelLogin: own })).channelProfile).toEqual(before);
    });

    it('keeps tip links in the order given', async () => {
      const tipLinks = [
        { platform: 'paypal', url: 'https://paypal.me/me' },
        { platform: 'kofi', url: 'https://ko-fi.com/me' },
        { platform: 'other', url: 'https://tips.example.com/me' },
      ];
      const saved = await ok(server, SET_PROFILE, { ...validPage(own), tipLinks }, streamer.token);
      expect(saved.channelProfile.tipLinks).toEqual(tipLinks);
    });

    it('answers CLIP_NOT_FOUND for a featured clip of another channel or one not ready', async () => {
      const elsewhere = await insertChannel(server.db, uniqueLogin('else'));
      const foreign = await insertClip(server.db, { channel: elsewhere });
      const pending = await insertClip(server.db, { channel: own, status: 'processing' });
      for (const id of [foreign, pending, 'nosuchclip']) {
        expect(await fails(server, SET_PROFILE, { ...validPage(own), featuredClipIds: [id] }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
      }
    });

    it('saves a kana reading in hiragana, which search then finds; an absent reading is kept, an empty one clears it', async () => {
      const saved = await ok(server, SET_PROFILE, { ...validPage(own), reading: ' オウンチャンネル・てすと ' }, streamer.token);
      expect(saved.channelProfile.reading).toBe('おうんちゃんねる・てすと');
      expect((await ok(server, SEARCH, { query: 'オウンチャン' })).channelLoginList).toContain(own);
      expect((await ok(server, SEARCH, { query: 'おうんちゃん' })).channelLoginList).toContain(own);
      // An older client's save (no reading field) keeps it.
      expect((await ok(server, SET_PROFILE, validPage(own), streamer.token)).channelProfile.reading).toBe('おうんちゃんねる・てすと');
      expect((await ok(server, SET_PROFILE, { ...validPage(own), reading: '' }, streamer.token)).channelProfile.reading).toBe('');
      expect((await ok(server, SEARCH, { query: 'おうんちゃん' })).channelLoginList).not.toContain(own);
    });

    it.each([
      ['latin letters', 'own channel'],
      ['kanji', '雪花'],
      ['a NUL character', 'おうん\u0000'],
      ['61 kana', 'あ'.repeat(61)],
      ['a number', 42],
    ])('answers CHANNEL_READING_INVALID (or 400) for %s and keeps the saved page', async (_label, reading) => {
      await ok(server, SET_PROFILE, { ...validPage(own), reading: 'まえ' }, streamer.token);
      const [status, code] = await fails(server, SET_PROFILE, { ...validPage(own), reading, description: 'changed?' }, streamer.token);
      expect(status).toBe(400);
      if (typeof reading === 'string' && !reading.includes('\u0000')) expect(code).toBe('CHANNEL_READING_INVALID');
      const after = (await ok(server, PROFILE, { channelLogin: own })).channelProfile;
      expect(after).toMatchObject({ reading: 'まえ', description: 'Speedruns and チャット' });
    });

    it('refuses another channel’s reading (FORBIDDEN)', async () => {
      const victim = await insertChannel(server.db, uniqueLogin('victim'), 'Victim');
      expect(await fails(server, SET_PROFILE, { ...validPage(victim), reading: 'ぬすみ' }, streamer.token)).toEqual([403, 'FORBIDDEN']);
      expect((await ok(server, PROFILE, { channelLogin: victim })).channelProfile.reading).toBe('');
    });

    it('saves who may submit (issue 23 item 4); an absent rule is kept; days count only for followers', async () => {
      const fresh = await ok(server, PROFILE, { channelLogin: await insertChannel(server.db, uniqueLogin('fresh'), 'Fresh') });
      expect(fresh.channelProfile.submitRule).toEqual({ audience: 'anyone', minFollowDays: 0 });
      const saved = await ok(server, SET_PROFILE, { ...validPage(own), submitRule: { audience: 'followers', minFollowDays: 14 } }, streamer.token);
      expect(saved.channelProfile.submitRule).toEqual({ audience: 'followers', minFollowDays: 14 });
      expect((await ok(server, PROFILE, { channelLogin: own })).channelProfile.submitRule).toEqual({ audience: 'followers', minFollowDays: 14 });
      // An older page editor's save (no submitRule) keeps the rule.
      expect((await ok(server, SET_PROFILE, validPage(own), streamer.token)).channelProfile.submitRule).toEqual({ audience: 'followers', minFollowDays: 14 });
      const anyone = await ok(server, SET_PROFILE, { ...validPage(own), submitRule: { audience: 'anyone', minFollowDays: 30 } }, streamer.token);
      expect(anyone.channelProfile.submitRule).toEqual({ audience: 'anyone', minFollowDays: 0 });
    });

    it.each([
      ['an audience the contract does not know', { audience: 'subscribers', minFollowDays: 0 }],
      ['more than a year of days', { audience: 'followers', minFollowDays: 366 }],
      ['negative days', { audience: 'followers', minFollowDays: -1 }],
      ['days that are no whole number', { audience: 'followers', minFollowDays: 1.5 }],
      ['days as a string', { audience: 'followers', minFollowDays: '7' }],
      ['a NUL in the audience', { audience: 'followers\u0000', minFollowDays: 0 }],
      ['an unknown field', { audience: 'followers', minFollowDays: 0, subscribersOnly: true }],
      ['no object', 'followers'],
    ])('refuses a submit rule with %s (400) and keeps the saved one', async (_label, submitRule) => {
      await ok(server, SET_PROFILE, { ...validPage(own), submitRule: { audience: 'followers', minFollowDays: 2 } }, streamer.token);
      expect(await fails(server, SET_PROFILE, { ...validPage(own), submitRule }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
      expect((await ok(server, PROFILE, { channelLogin: own })).channelProfile.submitRule).toEqual({ audience: 'followers', minFollowDays: 2 });
    });

    it('refuses another channel’s submit rule (FORBIDDEN)', async () => {
      const victim = await insertChannel(server.db, uniqueLogin('victim'), 'Victim');
      expect(await fails(server, SET_PROFILE, { ...validPage(victim), submitRule: { audience: 'followers', minFollowDays: 365 } }, streamer.token)).toEqual([403, 'FORBIDDEN']);
      expect((await ok(server, PROFILE, { channelLogin: victim })).channelProfile.submitRule).toEqual({ audience: 'anyone', minFollowDays: 0 });
    });

    it('refuses malformed bodies with 400', async () => {
      expect((await fails(server, SET_PROFILE, { ...validPage(own), requestPolicy: 'anyone' }, streamer.token))[0]).toBe(400);
      expect((await fails(server, SET_PROFILE, { ...validPage(own), description: 'x'.repeat(1001) }, streamer.token))[0]).toBe(400);
    });
  });

  describe('search', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await createTestServer();
      await insertChannel(s.db, 'speedrun_sam', 'SpeedrunSam');
      await insertChannel(s.db, 'speedy_gonzo', 'Speedy');
      await insertChannel(s.db, 'sam_speed', 'Sam');
      await insertChannel(s.db, 'yukihana_ch', '雪花チャンネル');
      await insertChannel(s.db, 'tanuki_gaming', 'たぬきゲーム実況');
      await insertChannel(s.db, 'under_score', '100%_real');
    });
    afterAll(() => s.close());

    it('puts prefix matches first (shorter, then alphabetical), then substring matches', async () => {
      expect((await ok(s, SEARCH, { query: 'speed' })).channelLoginList).toEqual(['speedrun_sam', 'speedy_gonzo', 'sam_speed']);
      // Case does not matter; fuzzy matches may follow the exact one.
      expect((await ok(s, SEARCH, { query: 'SPEEDRUN' })).channelLoginList[0]).toBe('speedrun_sam');
    });

    it('finds Japanese display names by prefix or any part', async () => {
      expect((await ok(s, SEARCH, { query: '雪花' })).channelLoginList).toEqual(['yukihana_ch']);
      expect((await ok(s, SEARCH, { query: 'チャンネル' })).channelLoginList).toEqual(['yukihana_ch']);
      expect((await ok(s, SEARCH, { query: 'ゲーム実況' })).channelLoginList).toEqual(['tanuki_gaming']);
    });

    it('still finds a channel with a typo (trigram similarity)', async () => {
      expect((await ok(s, SEARCH, { query: 'spedrun_sam' })).channelLoginList).toContain('speedrun_sam');
      expect((await ok(s, SEARCH, { query: 'tanuki_gamign' })).channelLoginList).toContain('tanuki_gaming');
    });

    it('matches LIKE wildcards literally', async () => {
      expect((await ok(s, SEARCH, { query: '%' })).channelLoginList).toEqual(['under_score']);
      expect((await ok(s, SEARCH, { query: '' })).channelLoginList).toEqual([]);
    });

    it('leaves out channels the signed-in viewer blocks, and honours the limit', async () => {
      const viewer = await registeredUser(s);
      await ok(s, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: 'speedy_gonzo', isBlock: true }, viewer.token);
      expect((await ok(s, SEARCH, { query: 'speed' }, viewer.token)).channelLoginList).toEqual(['speedrun_sam', 'sam_speed']);
      expect((await ok(s, SEARCH, { query: 'speed', limit: 1 })).channelLoginList).toEqual(['speedrun_sam']);
    });

    it('refuses a query over 50 characters and a limit out of range', async () => {
      expect((await fails(s, SEARCH, { query: 'x'.repeat(51) }))[0]).toBe(400);
      expect((await fails(s, SEARCH, { query: 'x', limit: 26 }))[0]).toBe(400);
    });

    it('answers cards in the order asked, leaving out unknown channels', async () => {
      await insertClip(s.db, { channel: 'tanuki_gaming', title: 'たぬきの新作', hoursAgo: 1 });
      await insertClip(s.db, { channel: 'tanuki_gaming', title: 'older', hoursAgo: 5 });
      const { channelDetailsList } = await ok(s, DETAILS, { channelLoginList: ['tanuki_gaming', 'nobody_x', 'yukihana_ch'] });
      expect(channelDetailsList.map((c) => c.channelLogin)).toEqual(['tanuki_gaming', 'yukihana_ch']);
      expect(channelDetailsList[0]).toMatchObject({ displayName: 'たぬきゲーム実況', clipCount: 2, followerCount: 0, isClaimed: false });
      expect(channelDetailsList[0].latestClip?.clipTitle).toBe('たぬきの新作');
      expect(channelDetailsList[1].latestClip).toBeNull();
      expect(await fails(s, DETAILS, { channelLoginList: ['BAD LOGIN'] })).toEqual([400, 'CHANNEL_INVALID']);
    });
  });

  describe('channelRecommendationList', () => {
    let s: TestServer;
    const logins: string[] = [];
    beforeAll(async () => {
      s = await createTestServer();
      // 14 channels, more active ones first: activity = recent clips weighted by likes and views.
      for (let i = 0; i < 14; i++) {
        const login = await insertChannel(s.db, `rec_${String(i).padStart(2, '0')}`);
        await insertClip(s.db, { channel: login, likes: 100 - i * 5, views: 10, hoursAgo: 2 });
        logins.push(login);
      }
    });
    afterAll(() => s.close());

    it('answers a capped list ranked by activity to anyone, by GET', async () => {
      const answer = await ok(s, RECOMMEND, undefined);
      expect(answer.maxDisplayCount).toBe(12);
      expect(answer.channelRecommendationItemList.map((i) => i.channelLogin)).toEqual(logins.slice(0, 12));
      expect(answer.followedChannelItemList).toEqual([]);
      const item = answer.channelRecommendationItemList[0];
      expect(item).toMatchObject({ channelLogin: 'rec_00', clipCount: 1 });
      expect(Date.now() - Date.parse(item.generatedAt)).toBeLessThan(120_000);
      expect(item.latestClip?.channelLogin).toBe('rec_00');
    });

    it('keeps the anonymous ranking cached (5 minutes) even when activity changes', async () => {
      clearRecommendationCache(s.db);
      const first = await ok(s, RECOMMEND, undefined);
      const late = await insertChannel(s.db, 'rec_latecomer');
      await insertClip(s.db, { channel: late, likes: 10_000, hoursAgo: 1 });
      const second = await ok(s, RECOMMEND, undefined);
      expect(second.channelRecommendationItemList).toEqual(first.channelRecommendationItemList);
      clearRecommendationCache(s.db);
      const fresh = await ok(s, RECOMMEND, undefined);
      expect(fresh.channelRecommendationItemList[0].channelLogin).toBe('rec_latecomer');
      await s.db.updateTable('clips').set({ status: 'deleted' }).where('channel_login', '=', late).execute();
      clearRecommendationCache(s.db);
    });

    it('does not keep an empty ranking for 5 minutes (a fresh site whose clips are still encoding)', async () => {
      const empty = await createTestServer();
      try {
        expect((await ok(empty, RECOMMEND, undefined)).channelRecommendationItemList).toEqual([]);
        const login = await insertChannel(empty.db, 'rec_first');
        await insertClip(empty.db, { channel: login });
        const realNow = Date.now;
        const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 11_000);
        try {
          expect((await ok(empty, RECOMMEND, undefined)).channelRecommendationItemList.map((i) => i.channelLogin)).toEqual(['rec_first']);
        } finally {
          spy.mockRestore();
        }
      } finally {
        await empty.close();
      }
    });

    it('leaves out blocked and followed channels for a signed-in viewer and lists the followed ones apart', async () => {
      const viewer = await registeredUser(s);
      await ok(s, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: 'rec_00', isBlock: true }, viewer.token);
      await ok(s, 'client/follows/modifyUserFollowedChannel', { channelLogin: 'rec_01', isFollow: true }, viewer.token);
      const answer = await ok(s, RECOMMEND, undefined, viewer.token);
      const recommended = answer.channelRecommendationItemList.map((i) => i.channelLogin);
      expect(recommended).toEqual(logins.slice(2, 14));
      expect(answer.followedChannelItemList.map((i) => i.channelLogin)).toEqual(['rec_01']);
    });

    it('treats an unregistered or forged token as anonymous', async () => {
      const account = await emulatorAccount();
      const answer = await ok(s, RECOMMEND, undefined, account.token);
      expect(answer.channelRecommendationItemList.map((i) => i.channelLogin)).toEqual(logins.slice(0, 12));
      const { status } = await api(s, RECOMMEND, undefined, 'forged');
      expect(status).toBe(200);
    });
  });
});
