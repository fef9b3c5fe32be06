import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser } from './domain-support/api';
import { insertChannel, insertClip } from './domain-support/fixtures';

const SEARCH = 'client/search/clipSearch';
const LOGINS = 'client/search/channelLoginList';

describe('clipSearch', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
    await insertChannel(s.db, 'yukihana_ch', '雪花チャンネル', { reading: 'ゆきはなちゃんねる' });
    await insertChannel(s.db, 'tanuki_gaming', 'たぬきゲーム実況', { reading: 'たぬきげーむじっきょう' });
    await insertChannel(s.db, 'speedrun_sam', 'SpeedrunSam');
    await insertClip(s.db, { channel: 'speedrun_sam', title: 'World record speedrun', hoursAgo: 1 });
    await insertClip(s.db, { channel: 'tanuki_gaming', title: 'Speedrun fail compilation', hoursAgo: 2 });
    await insertClip(s.db, { channel: 'tanuki_gaming', title: 'たぬきの新作ゲーム', hoursAgo: 3 });
    await insertClip(s.db, { channel: 'speedrun_sam', title: 'Hidden speedrun', status: 'processing' });
  });
  afterAll(() => s.close());

  it('answers channels and ready clips by title, newest clips first, to anyone', async () => {
    const answer = await ok(s, SEARCH, { query: 'Speedrun' });
    expect(answer.channelList.map((c) => c.channelLogin)).toEqual(['speedrun_sam']);
    expect(answer.channelList[0]).toMatchObject({ displayName: 'SpeedrunSam', clipCount: 1 });
    expect(answer.clipList.map((c) => c.clipTitle)).toEqual(['World record speedrun', 'Speedrun fail compilation']);
    expect(answer.nextCursor).toBeNull();
  });

  it('finds a Japanese channel by part of its name and by its kana reading (hiragana or katakana)', async () => {
    expect((await ok(s, SEARCH, { query: '雪花' })).channelList.map((c) => c.channelLogin)).toEqual(['yukihana_ch']);
    expect((await ok(s, SEARCH, { query: 'ゆきは' })).channelList.map((c) => c.channelLogin)).toEqual(['yukihana_ch']);
    expect((await ok(s, SEARCH, { query: 'ユキハナ' })).channelList.map((c) => c.channelLogin)).toEqual(['yukihana_ch']);
    expect((await ok(s, LOGINS, { query: 'じっきょう' })).channelLoginList).toEqual(['tanuki_gaming']);
  });

  it('skips clip titles under 3 characters but still answers channels', async () => {
    const answer = await ok(s, SEARCH, { query: 'sp' });
    expect(answer.channelList.map((c) => c.channelLogin)).toEqual(['speedrun_sam']);
    expect(answer.clipList).toEqual([]);
  });

  it('keyset-pages clips with the limit and cursor; later pages carry no channels', async () => {
    const first = await ok(s, SEARCH, { query: 'speedrun', limit: 1 });
    expect(first.clipList.map((c) => c.clipTitle)).toEqual(['World record speedrun']);
    expect(first.nextCursor).not.toBeNull();
    const second = await ok(s, SEARCH, { query: 'speedrun', limit: 1, cursor: first.nextCursor });
    expect(second.clipList.map((c) => c.clipTitle)).toEqual(['Speedrun fail compilation']);
    expect(second.channelList).toEqual([]);
    expect(second.nextCursor).toBeNull();
  });

  it('leaves out what a signed-in viewer blocks', async () => {
    const viewer = await registeredUser(s);
    await ok(s, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: 'tanuki_gaming', isBlock: true }, viewer.token);
    const answer = await ok(s, SEARCH, { query: 'speedrun' }, viewer.token);
    expect(answer.clipList.map((c) => c.channelLogin)).toEqual(['speedrun_sam']);
    expect((await ok(s, SEARCH, { query: 'たぬき' }, viewer.token)).channelList).toEqual([]);
  });

  it('answers an empty, SQL-looking or regex-looking query with clean lists, never a 500', async () => {
    expect(await ok(s, SEARCH, { query: '   ' })).toMatchObject({ channelList: [], clipList: [], nextCursor: null });
    for (const query of ["'; DROP TABLE clips; --", "' OR 1=1 --", '.*', '^(a+)+$', '[', '\\', '%_%', 'a\\%']) {
      const answer = await ok(s, SEARCH, { query });
      expect(answer.clipList).toEqual([]);
      expect(answer.channelList).toEqual([]);
    }
  });

  it('refuses bad input with a precise 400', async () => {
    expect(await fails(s, SEARCH, { query: 'x'.repeat(101) })).toEqual([400, 'SEARCH_QUERY_TOO_LONG']);
    expect(await fails(s, SEARCH, { query: 'a\u0000b' })).toEqual([400, 'SEARCH_QUERY_INVALID']);
    expect((await fails(s, SEARCH, { query: 42 } as never))[0]).toBe(400);
    expect((await fails(s, SEARCH, { query: 'x', extra: true } as never))[0]).toBe(400);
    expect((await fails(s, SEARCH, { query: 'x', limit: 26 }))[0]).toBe(400);
    expect(await fails(s, SEARCH, { query: 'speedrun', cursor: 'not-a-cursor' })).toEqual([400, 'BAD_REQUEST']);
  });
});
