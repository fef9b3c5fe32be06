import { COLLECTION_CLIPS_MAX, COLLECTIONS_MAX } from '@clipyard/shared/contract';
import { createTestServer, type TestServer } from './support/test-server';
import { api, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const CREATE = 'client/collections/createCollection';
const RENAME = 'client/collections/renameCollection';
const DELETE = 'client/collections/deleteCollection';
const ADD = 'client/collections/addCollectionClips';
const REMOVE = 'client/collections/removeCollectionClip';
const MOVE = 'client/collections/moveCollectionClip';
const COVER = 'client/collections/setCollectionCover';
const MINE = 'client/collections/getMyCollections';
const MY_ONE = 'client/collections/getMyCollection';
const CHANNEL = 'client/collections/getChannelCollections';
const ONE = 'client/collections/getCollection';

/**
 * A channel's public collections (issue 23 item 5, ADR 0148): only the channel's streamer makes and changes them, only
 * with clips of that channel; visitors see the clips a listing would list them, in the streamer's order.
 */
describe('channel collections', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let viewer: TestAccount;
  let own: string;
  let rivalChannel: string;

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitEnabled = false) });
    own = uniqueLogin('col');
    rivalChannel = uniqueLogin('colr');
    streamer = await registeredUser(server, { streamerOf: own });
    rival = await registeredUser(server, { streamerOf: rivalChannel });
    viewer = await registeredUser(server);
  });
  afterAll(() => server.close());

  async function create(titleEn = 'Best of', titleJa = 'ベスト', token = streamer.token) {
    return (await ok(server, CREATE, { titleEn, titleJa }, token)).collection;
  }
  const ids = (clips: { internalClipId: string }[]) => clips.map((c) => c.internalClipId);
  const publicOrder = async (collectionId: string, token?: string) => ids((await ok(server, ONE, { channelLogin: own, collectionId }, token)).collection.clipList);

  it('makes a collection with both titles, or one, trimmed; lists it to its streamer', async () => {
    const made = await create('  Speedruns  ', '  スピードラン ');
    expect(made).toMatchObject({ titleEn: 'Speedruns', titleJa: 'スピードラン', channelLogin: own, clipCount: 0, cover: null, clipList: [], coverClipId: null });
    const jaOnly = await create('', '日本語だけ');
    expect(jaOnly).toMatchObject({ titleEn: '', titleJa: '日本語だけ' });
    const mine = await ok(server, MINE, {}, streamer.token);
    expect(mine.maxCount).toBe(COLLECTIONS_MAX);
    expect(mine.collectionList.map((c) => c.collectionId)).toEqual(expect.arrayContaining([made.collectionId, jaOnly.collectionId]));
    expect((await ok(server, MY_ONE, { collectionId: made.collectionId }, streamer.token)).collection.titleEn).toBe('Speedruns');
  });

  it('adds clips of the channel in order, reorders them, and visitors read the new order', async () => {
    const [a, b, c] = [await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own })];
    const col = await create();
    const added = await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [a, b, c, a] }, streamer.token);
    expect(ids(added.collection.clipList)).toEqual([a, b, c]);
    // Adding one already in keeps its place.
    expect(ids((await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [b] }, streamer.token)).collection.clipList)).toEqual([a, b, c]);
    expect(ids((await ok(server, MOVE, { collectionId: col.collectionId, internalClipId: c, toIndex: 0 }, streamer.token)).collection.clipList)).toEqual([c, a, b]);
    expect(ids((await ok(server, MOVE, { collectionId: col.collectionId, internalClipId: c, toIndex: 99 }, streamer.token)).collection.clipList)).toEqual([a, b, c]);
    expect(ids((await ok(server, MOVE, { collectionId: col.collectionId, internalClipId: b, toIndex: 0 }, streamer.token)).collection.clipList)).toEqual([b, a, c]);
    expect(await publicOrder(col.collectionId)).toEqual([b, a, c]);
    const page = (await ok(server, ONE, { channelLogin: own, collectionId: col.collectionId })).collection;
    expect(page).toMatchObject({ titleEn: 'Best of', titleJa: 'ベスト', clipCount: 3, channelDisplayName: own, coverClipId: null });
    expect(page.cover?.internalClipId).toBe(b);
    const removed = await ok(server, REMOVE, { collectionId: col.collectionId, internalClipId: a }, streamer.token);
    expect(ids(removed.collection.clipList)).toEqual([b, c]);
    expect(await fails(server, REMOVE, { collectionId: col.collectionId, internalClipId: a }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, MOVE, { collectionId: col.collectionId, internalClipId: a, toIndex: 0 }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
  });

  it('the cover is the first clip until the streamer picks one; a removed cover falls back to the first', async () => {
    const [a, b] = [await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own })];
    const col = await create();
    await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [a, b] }, streamer.token);
    const cardOf = async () => (await ok(server, CHANNEL, { channelLogin: own })).collectionList.find((x) => x.collectionId === col.collectionId);
    expect((await cardOf())?.cover?.internalClipId).toBe(a);
    const chosen = await ok(server, COVER, { collectionId: col.collectionId, internalClipId: b }, streamer.token);
    expect(chosen.collection).toMatchObject({ coverClipId: b, cover: { internalClipId: b } });
    expect(await cardOf()).toMatchObject({ clipCount: 2, cover: { internalClipId: b } });
    const other = await insertClip(server.db, { channel: own });
    expect(await fails(server, COVER, { collectionId: col.collectionId, internalClipId: other }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    await ok(server, REMOVE, { collectionId: col.collectionId, internalClipId: b }, streamer.token);
    expect(await cardOf()).toMatchObject({ clipCount: 1, cover: { internalClipId: a } });
    expect((await ok(server, COVER, { collectionId: col.collectionId, internalClipId: null }, streamer.token)).collection.coverClipId).toBeNull();
  });

  it('renames and deletes; the clips stay on the channel', async () => {
    const clip = await insertClip(server.db, { channel: own });
    const col = await create();
    await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [clip] }, streamer.token);
    expect((await ok(server, RENAME, { collectionId: col.collectionId, titleEn: 'Renamed', titleJa: '' }, streamer.token)).collection).toMatchObject({ titleEn: 'Renamed', titleJa: '', clipCount: 1 });
    expect(await ok(server, DELETE, { collectionId: col.collectionId }, streamer.token)).toEqual({ isSuccessful: true, collectionId: col.collectionId });
    expect(await fails(server, ONE, { channelLogin: own, collectionId: col.collectionId })).toEqual([404, 'COLLECTION_NOT_FOUND']);
    expect(await fails(server, DELETE, { collectionId: col.collectionId }, streamer.token)).toEqual([404, 'COLLECTION_NOT_FOUND']);
    expect((await ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [clip] })).clipList).toHaveLength(1);
  });

  it('refuses every write on another streamer’s collection with FORBIDDEN and changes nothing', async () => {
    const clip = await insertClip(server.db, { channel: own });
    const col = await create('Mine', '');
    await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [clip] }, streamer.token);
    const collectionId = col.collectionId;
    const attempts = [
      [RENAME, { collectionId, titleEn: 'hijacked', titleJa: '' }],
      [DELETE, { collectionId }],
      [ADD, { collectionId, internalClipIdList: [clip] }],
      [REMOVE, { collectionId, internalClipId: clip }],
      [MOVE, { collectionId, internalClipId: clip, toIndex: 0 }],
      [COVER, { collectionId, internalClipId: clip }],
      [MY_ONE, { collectionId }],
    ] as const;
    for (const [path, body] of attempts) expect([path, await fails(server, path, body, rival.token)]).toEqual([path, [403, 'FORBIDDEN']]);
    expect((await ok(server, MY_ONE, { collectionId }, streamer.token)).collection).toMatchObject({ titleEn: 'Mine', clipCount: 1 });
    // A visitor's read names the channel: another channel's login does not find it.
    expect(await fails(server, ONE, { channelLogin: rivalChannel, collectionId })).toEqual([404, 'COLLECTION_NOT_FOUND']);
  });

  it('says which of the streamer’s own collections hold a clip, for the clip manager’s Add to collection', async () => {
    const me = uniqueLogin('colh');
    const owner = await registeredUser(server, { streamerOf: me });
    const [x, y] = [await insertClip(server.db, { channel: me }), await insertClip(server.db, { channel: me })];
    const one = await create('One', '', owner.token);
    const two = await create('Two', '', owner.token);
    const three = await create('Three', '', owner.token);
    await ok(server, ADD, { collectionId: one.collectionId, internalClipIdList: [x, y] }, owner.token);
    await ok(server, ADD, { collectionId: three.collectionId, internalClipIdList: [x] }, owner.token);
    expect((await ok(server, MINE, { internalClipId: x }, owner.token)).collectionIdsWithClip).toEqual([one.collectionId, three.collectionId]);
    expect((await ok(server, MINE, { internalClipId: y }, owner.token)).collectionIdsWithClip).toEqual([one.collectionId]);
    // Without a clip named the answer is as before.
    const plain = await ok(server, MINE, {}, owner.token);
    expect(plain.collectionIdsWithClip).toBeUndefined();
    expect(plain.collectionList.map((c) => c.collectionId)).toEqual([one.collectionId, two.collectionId, three.collectionId]);

    // Another streamer asking about this channel's clip reads only their own collections: none holds it.
    const rivalCol = await create('Rival', '', rival.token);
    expect((await ok(server, MINE, { internalClipId: x }, rival.token)).collectionIdsWithClip).toEqual([]);
    expect((await ok(server, MINE, { internalClipId: x }, rival.token)).collectionList.map((c) => c.collectionId)).toContain(rivalCol.collectionId);
    expect((await ok(server, MINE, { internalClipId: 'unknownclip1' }, owner.token)).collectionIdsWithClip).toEqual([]);
    expect(await fails(server, MINE, { internalClipId: x }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, MINE, { internalClipId: x })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, MINE, { internalClipId: 42 }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MINE, { internalClipId: 'x\u0000y' }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MINE, { internalClipId: x, channelLogin: rivalChannel }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MINE, { internalClipId: 'y'.repeat(5_000) }, owner.token)).toEqual([404, 'CLIP_NOT_FOUND']);
  });

  it('refuses the signed out, a viewer who is not a streamer, and unknown collections', async () => {
    const col = await create();
    expect(await fails(server, CREATE, { titleEn: 'x', titleJa: '' })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, RENAME, { collectionId: col.collectionId, titleEn: 'x', titleJa: '' })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, MINE, {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, CREATE, { titleEn: 'x', titleJa: '' }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, DELETE, { collectionId: col.collectionId }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
    expect(await fails(server, RENAME, { collectionId: 'nosuchcollection', titleEn: 'x', titleJa: '' }, streamer.token)).toEqual([404, 'COLLECTION_NOT_FOUND']);
    expect(await fails(server, ONE, { channelLogin: own, collectionId: 'not a valid id!' })).toEqual([404, 'COLLECTION_NOT_FOUND']);
  });

  it('adds only published, ready clips of the streamer’s own channel', async () => {
    const col = await create();
    const foreign = await insertClip(server.db, { channel: rivalChannel });
    const deleted = await insertClip(server.db, { channel: own, status: 'deleted' });
    const processing = await insertClip(server.db, { channel: own, status: 'processing' });
    const good = await insertClip(server.db, { channel: own });
    const add = (clip: string) => fails(server, ADD, { collectionId: col.collectionId, internalClipIdList: [good, clip] }, streamer.token);
    expect(await add(foreign)).toEqual([403, 'FORBIDDEN']);
    expect(await add(deleted)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await add('unknownclip1')).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await add(processing)).toEqual([409, 'CLIP_NOT_READY']);
    // All or nothing: the good clip of a refused call was not added.
    expect((await ok(server, MY_ONE, { collectionId: col.collectionId }, streamer.token)).collection.clipList).toEqual([]);
  });

  it.each([
    ['no title at all', { titleEn: '   ', titleJa: '' }, 400, 'COLLECTION_TITLE_REQUIRED'],
    ['a title too long', { titleEn: 'x'.repeat(101), titleJa: '' }, 400, 'COLLECTION_TITLE_TOO_LONG'],
    ['a huge title', { titleEn: 'x'.repeat(200_000), titleJa: '' }, 400, 'COLLECTION_TITLE_TOO_LONG'],
    ['a NUL character', { titleEn: 'bad\u0000title', titleJa: '' }, 400, 'BAD_REQUEST'],
    ['a wrong type', { titleEn: 42, titleJa: '' }, 400, 'BAD_REQUEST'],
    ['a missing field', { titleEn: 'only one' }, 400, 'BAD_REQUEST'],
    ['an unknown field', { titleEn: 'x', titleJa: '', channelLogin: 'someone_else' }, 400, 'BAD_REQUEST'],
  ])('createCollection refuses %s', async (_what, body, status, code) => {
    const [gotStatus, gotCode] = await fails(server, CREATE, body, streamer.token);
    // A body over the server's size limit may be refused before validation: still a clear 4xx, never a 500.
    if (gotStatus === 413) expect(gotCode).toBe('PAYLOAD_TOO_LARGE');
    else expect([gotStatus, gotCode]).toEqual([status, code]);
  });

  it('refuses bad input to the other calls with a clear error', async () => {
    const col = await create();
    const { collectionId } = col;
    expect(await fails(server, RENAME, { collectionId, titleEn: '', titleJa: '' }, streamer.token)).toEqual([400, 'COLLECTION_TITLE_REQUIRED']);
    expect(await fails(server, RENAME, { collectionId, titleEn: 'ok', titleJa: 'あ'.repeat(101) }, streamer.token)).toEqual([400, 'COLLECTION_TITLE_TOO_LONG']);
    expect(await fails(server, ADD, { collectionId, internalClipIdList: [] }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, ADD, { collectionId, internalClipIdList: 'abc' }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, ADD, { collectionId, internalClipIdList: Array(COLLECTION_CLIPS_MAX + 1).fill('abcdefgh') }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MOVE, { collectionId, internalClipId: 'abcdefgh', toIndex: -1 }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MOVE, { collectionId, internalClipId: 'abcdefgh', toIndex: 1.5 }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, COVER, { collectionId, internalClipId: 'x\u0000y' }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, DELETE, { collectionId, extra: true }, streamer.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, CHANNEL, { channelLogin: 'NOT A LOGIN!' })).toEqual([400, 'CHANNEL_INVALID']);
    expect((await ok(server, MY_ONE, { collectionId }, streamer.token)).collection.titleEn).toBe('Best of');
  });

  it('holds a channel to COLLECTIONS_MAX collections and a collection to COLLECTION_CLIPS_MAX clips', async () => {
    const login = uniqueLogin('colfull');
    const full = await registeredUser(server, { streamerOf: login });
    const existing = COLLECTIONS_MAX - 1;
    await server.db
      .insertInto('channel_collections')
      .values(Array.from({ length: existing }, (_, i) => ({ id: `full${login}${i}`.slice(0, 32), channel_login: login, title_en: `n${i}`, title_ja: '' })))
      .execute();
    const last = await create('The last one', '', full.token);
    expect(await fails(server, CREATE, { titleEn: 'One too many', titleJa: '' }, full.token)).toEqual([409, 'COLLECTIONS_FULL']);

    const clips = await Promise.all(Array.from({ length: COLLECTION_CLIPS_MAX }, () => insertClip(server.db, { channel: login })));
    await ok(server, ADD, { collectionId: last.collectionId, internalClipIdList: clips.slice(0, COLLECTION_CLIPS_MAX - 1) }, full.token);
    const extra = await insertClip(server.db, { channel: login });
    expect(await fails(server, ADD, { collectionId: last.collectionId, internalClipIdList: [clips[COLLECTION_CLIPS_MAX - 1], extra] }, full.token)).toEqual([409, 'COLLECTION_FULL']);
    const filled = await ok(server, ADD, { collectionId: last.collectionId, internalClipIdList: [clips[COLLECTION_CLIPS_MAX - 1]] }, full.token);
    expect(filled.collection.clipCount).toBe(COLLECTION_CLIPS_MAX);
    expect(await fails(server, ADD, { collectionId: last.collectionId, internalClipIdList: [extra] }, full.token)).toEqual([409, 'COLLECTION_FULL']);
  });

  it('shows visitors only clips a listing would (not hidden, unlisted or unpublished), the streamer all of them', async () => {
    const [shown, hidden, unlisted] = [await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own })];
    const col = await create();
    await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [hidden, unlisted, shown] }, streamer.token);
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', hidden).execute();
    await server.db.updateTable('clips').set({ visibility: 'unlisted' }).where('id', '=', unlisted).execute();
    expect(await publicOrder(col.collectionId)).toEqual([shown]);
    expect(await publicOrder(col.collectionId, viewer.token)).toEqual([shown]);
    const card = (await ok(server, CHANNEL, { channelLogin: own })).collectionList.find((x) => x.collectionId === col.collectionId);
    expect(card).toMatchObject({ clipCount: 1, cover: { internalClipId: shown } });
    const mine = (await ok(server, MY_ONE, { collectionId: col.collectionId }, streamer.token)).collection;
    expect(ids(mine.clipList)).toEqual([hidden, unlisted, shown]);
    // The hidden clip's media needs the streamer's grant (ADR 0114).
    expect(mine.clipList[0].mediaGrant).toEqual(expect.any(String));
    // A collection visitors would see empty is not on the channel page; its own address shows it empty.
    const empty = await create('Nothing public', '');
    await ok(server, ADD, { collectionId: empty.collectionId, internalClipIdList: [hidden] }, streamer.token);
    expect((await ok(server, CHANNEL, { channelLogin: own })).collectionList.map((x) => x.collectionId)).not.toContain(empty.collectionId);
    expect((await ok(server, ONE, { channelLogin: own, collectionId: empty.collectionId })).collection).toMatchObject({ clipCount: 0, clipList: [], cover: null });
  });

  it('hides what the signed-in reader blocks: the channel, or a clip’s submitter', async () => {
    const login = uniqueLogin('colblk');
    const owner = await registeredUser(server, { streamerOf: login });
    const submitter = await registeredUser(server);
    const reader = await registeredUser(server);
    const byOther = await insertClip(server.db, { channel: login, submitter: submitter.user.id });
    const plain = await insertClip(server.db, { channel: login });
    const col = await create('Blocks', '', owner.token);
    await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [byOther, plain] }, owner.token);
    const readOrder = async () => ids((await ok(server, ONE, { channelLogin: login, collectionId: col.collectionId }, reader.token)).collection.clipList);
    expect(await readOrder()).toEqual([byOther, plain]);
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: submitter.user.username, isBlock: true }, reader.token);
    expect(await readOrder()).toEqual([plain]);
    await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: login, isBlock: true }, reader.token);
    expect(await readOrder()).toEqual([]);
    expect((await ok(server, CHANNEL, { channelLogin: login }, reader.token)).collectionList).toEqual([]);
    expect((await ok(server, CHANNEL, { channelLogin: login })).collectionList).toHaveLength(1);
  });

  it('a clip taken off the site leaves every collection; a clip row deleted for good too (cascade)', async () => {
    const [a, b, c] = [await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own }), await insertClip(server.db, { channel: own })];
    const first = await create('First', '');
    const second = await create('Second', '');
    for (const col of [first, second]) await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [a, b, c] }, streamer.token);
    await ok(server, COVER, { collectionId: first.collectionId, internalClipId: a }, streamer.token);
    await ok(server, 'client/clipManage/deleteClip', { internalClipId: a }, streamer.token);
    for (const col of [first, second]) expect(ids((await ok(server, MY_ONE, { collectionId: col.collectionId }, streamer.token)).collection.clipList)).toEqual([b, c]);
    expect((await ok(server, MY_ONE, { collectionId: first.collectionId }, streamer.token)).collection.cover?.internalClipId).toBe(b);
    await server.db.deleteFrom('clips').where('id', '=', b).execute();
    expect(await publicOrder(second.collectionId)).toEqual([c]);
    const left = await server.db.selectFrom('channel_collection_clips').select('clip_id').where('clip_id', 'in', [a, b]).execute();
    expect(left).toEqual([]);
  });

  it('the streamer’s user-data export holds their collections; deleting the account deletes them', async () => {
    const login = uniqueLogin('colexp');
    const leaving = await registeredUser(server, { streamerOf: login });
    const [a, b] = [await insertClip(server.db, { channel: login }), await insertClip(server.db, { channel: login })];
    const col = await create('Export me', 'エクスポート', leaving.token);
    await ok(server, ADD, { collectionId: col.collectionId, internalClipIdList: [b, a] }, leaving.token);
    await ok(server, COVER, { collectionId: col.collectionId, internalClipId: a }, leaving.token);
    const exported = await ok(server, 'client/userData/exportUserData', {}, leaving.token);
    const channelPage = exported.userData.channelPage as { collections: unknown[] };
    expect(channelPage.collections).toEqual([
      expect.objectContaining({ collectionId: col.collectionId, titleEn: 'Export me', titleJa: 'エクスポート', coverClipId: a, internalClipIds: [b, a] }),
    ]);
    // A viewer's export has no channel page, so no collections.
    expect((await ok(server, 'client/userData/exportUserData', {}, viewer.token)).userData.channelPage).toBeNull();

    await ok(server, 'client/userLogins/deleteAccount', {}, leaving.token);
    expect(await fails(server, ONE, { channelLogin: login, collectionId: col.collectionId })).toEqual([404, 'COLLECTION_NOT_FOUND']);
    expect((await ok(server, CHANNEL, { channelLogin: login })).collectionList).toEqual([]);
    expect((await ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [a, b] })).clipList).toHaveLength(2);
  });

  it('answers a channel without collections, or an unknown channel, with an empty list', async () => {
    const quiet = await insertChannel(server.db, uniqueLogin('colnone'));
    expect(await ok(server, CHANNEL, { channelLogin: quiet })).toEqual({ isSuccessful: true, collectionList: [] });
    expect(await ok(server, CHANNEL, { channelLogin: uniqueLogin('nobody') })).toEqual({ isSuccessful: true, collectionList: [] });
  });
});

describe('channel collections: rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('counts each write call per streamer: 60 renames a minute, then RATE_LIMITED; another streamer is not affected', async () => {
    const busy = await registeredUser(server, { streamerOf: uniqueLogin('colrl') });
    const calm = await registeredUser(server, { streamerOf: uniqueLogin('colrl') });
    const { collection } = await ok(server, CREATE, { titleEn: 'Busy', titleJa: '' }, busy.token);
    const calmOne = (await ok(server, CREATE, { titleEn: 'Calm', titleJa: '' }, calm.token)).collection;
    const statuses: string[] = [];
    for (let i = 0; i < 61; i += 1) {
      const answer = await api(server, RENAME, { collectionId: collection.collectionId, titleEn: `Busy ${i}`, titleJa: '' }, busy.token);
      statuses.push(answer.body.isSuccessful ? 'ok' : answer.body.errorCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill('ok'));
    expect(statuses[60]).toBe('RATE_LIMITED');
    expect((await ok(server, RENAME, { collectionId: calmOne.collectionId, titleEn: 'Still calm', titleJa: '' }, calm.token)).collection.titleEn).toBe('Still calm');
  });
});
