import { SAVED_LIST_CLIPS_MAX, SAVED_LISTS_MAX } from '@clipyard/shared/contract';
import { newId } from '../src/db/ids';
import { createTestServer, rawRequest, type TestServer } from './support';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const LISTS = 'client/savedLists/getMyLists';
const CREATE = 'client/savedLists/createList';
const RENAME = 'client/savedLists/renameList';
const DELETE = 'client/savedLists/deleteList';
const SET = 'client/savedLists/setListClip';
const CLIPS = 'client/savedLists/getListClips';
const MOVE = 'client/savedLists/moveListClip';

describe('saved lists (ADR 0149)', () => {
  let server: TestServer;
  let channel: string;

  beforeAll(async () => {
    server = await createTestServer();
    channel = await insertChannel(server.db, uniqueLogin('saved'));
  });
  afterAll(() => server.close());

  const clipIdsOf = async (me: TestAccount, listId: string) => (await ok(server, CLIPS, { listId }, me.token)).clipList.map((c) => c.internalClipId);
  const summary = async (me: TestAccount, internalClipId?: string) =>
    (await ok(server, LISTS, internalClipId ? { internalClipId } : {}, me.token)).lists.map((l) => [l.name, l.clipCount, l.hasClip]);

  it('"Saved" is there before anything is saved, is made on the first save, and holds clips last saved first', async () => {
    const me = await registeredUser(server);
    const first = await insertClip(server.db, { channel });
    const second = await insertClip(server.db, { channel });
    const none = await ok(server, LISTS, {}, me.token);
    expect(none.lists).toEqual([{ listId: 'saved', name: null, isBuiltIn: true, clipCount: 0, hasClip: false }]);
    expect(none).toMatchObject({ maxLists: SAVED_LISTS_MAX, maxClipsPerList: SAVED_LIST_CLIPS_MAX });
    expect(await ok(server, CLIPS, { listId: 'saved' }, me.token)).toEqual({ isSuccessful: true, list: none.lists[0], clipList: [], nextCursor: null });
    expect(await server.db.selectFrom('saved_lists').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);

    expect(await ok(server, SET, { listId: 'saved', internalClipId: first, isSaved: true }, me.token)).toEqual({ isSuccessful: true, listId: 'saved', internalClipId: first, isSaved: true, clipCount: 1 });
    await ok(server, SET, { listId: 'saved', internalClipId: second, isSaved: true }, me.token);
    // Saving again changes nothing.
    expect((await ok(server, SET, { listId: 'saved', internalClipId: second, isSaved: true }, me.token)).clipCount).toBe(2);
    expect(await clipIdsOf(me, 'saved')).toEqual([second, first]);
    const page = await ok(server, CLIPS, { listId: 'saved' }, me.token);
    expect(page.clipList[0]).toMatchObject({ internalClipId: second, channelLogin: channel, status: 'ready' });
    expect(await summary(me, first)).toEqual([[null, 2, true]]);

    expect((await ok(server, SET, { listId: 'saved', internalClipId: first, isSaved: false }, me.token)).clipCount).toBe(1);
    expect(await summary(me, first)).toEqual([[null, 1, false]]);
    // Removing from a "Saved" never made makes nothing.
    const fresh = await registeredUser(server);
    expect(await ok(server, SET, { listId: 'saved', internalClipId: first, isSaved: false }, fresh.token)).toMatchObject({ clipCount: 0 });
    expect(await server.db.selectFrom('saved_lists').select('id').where('user_id', '=', fresh.user.id).execute()).toEqual([]);
  });

  it('named lists: made with a clip, renamed, deleted; "Saved" first, then newest first; names unique in any case', async () => {
    const me = await registeredUser(server);
    const clip = await insertClip(server.db, { channel });
    const speedruns = (await ok(server, CREATE, { name: '  Speedruns ', internalClipId: clip }, me.token)).list;
    expect(speedruns).toEqual({ listId: expect.any(String), name: 'Speedruns', isBuiltIn: false, clipCount: 1, hasClip: false });
    const funny = (await ok(server, CREATE, { name: 'おもしろ' }, me.token)).list;
    expect(await summary(me, clip)).toEqual([[null, 0, false], ['おもしろ', 0, false], ['Speedruns', 1, true]]);

    expect(await fails(server, CREATE, { name: 'SPEEDRUNS' }, me.token)).toEqual([409, 'LIST_NAME_TAKEN']);
    expect(await fails(server, CREATE, { name: 'saved' }, me.token)).toEqual([409, 'LIST_NAME_TAKEN']);
    expect(await fails(server, RENAME, { listId: funny.listId, name: 'speedRuns' }, me.token)).toEqual([409, 'LIST_NAME_TAKEN']);
    // Another person may use the same name.
    await ok(server, CREATE, { name: 'Speedruns' }, (await registeredUser(server)).token);

    expect((await ok(server, RENAME, { listId: speedruns.listId, name: 'Any% runs' }, me.token)).list).toMatchObject({ name: 'Any% runs', clipCount: 1 });
    // Renaming to its own name in another case is fine.
    expect((await ok(server, RENAME, { listId: speedruns.listId, name: 'ANY% RUNS' }, me.token)).list.name).toBe('ANY% RUNS');
    expect(await ok(server, DELETE, { listId: speedruns.listId }, me.token)).toEqual({ isSuccessful: true, listId: speedruns.listId });
    expect(await summary(me)).toEqual([[null, 0, false], ['おもしろ', 0, false]]);
    expect(await server.db.selectFrom('saved_list_clips').select('clip_id').where('list_id', '=', speedruns.listId).execute()).toEqual([]);
    expect(await fails(server, CLIPS, { listId: speedruns.listId }, me.token)).toEqual([404, 'LIST_NOT_FOUND']);
  });

  it('the built-in list cannot be renamed or deleted', async () => {
    const me = await registeredUser(server);
    await ok(server, SET, { listId: 'saved', internalClipId: await insertClip(server.db, { channel }), isSaved: true }, me.token);
    expect(await fails(server, RENAME, { listId: 'saved', name: 'Mine' }, me.token)).toEqual([409, 'LIST_BUILT_IN']);
    expect(await fails(server, DELETE, { listId: 'saved' }, me.token)).toEqual([409, 'LIST_BUILT_IN']);
    // Nor reached by its stored id.
    const row = await server.db.selectFrom('saved_lists').select('id').where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    expect(await fails(server, DELETE, { listId: row.id }, me.token)).toEqual([404, 'LIST_NOT_FOUND']);
    expect(await summary(me)).toEqual([[null, 1, false]]);
  });

  it('another person’s list answers exactly like a missing one, for every call, and stays as it was', async () => {
    const owner = await registeredUser(server);
    const other = await registeredUser(server);
    const clip = await insertClip(server.db, { channel });
    const { list } = await ok(server, CREATE, { name: 'Private', internalClipId: clip }, owner.token);
    const missing = newId();
    for (const listId of [list.listId, missing]) {
      expect(await fails(server, CLIPS, { listId }, other.token)).toEqual([404, 'LIST_NOT_FOUND']);
      expect(await fails(server, RENAME, { listId, name: 'Taken over' }, other.token)).toEqual([404, 'LIST_NOT_FOUND']);
      expect(await fails(server, DELETE, { listId }, other.token)).toEqual([404, 'LIST_NOT_FOUND']);
      expect(await fails(server, SET, { listId, internalClipId: clip, isSaved: false }, other.token)).toEqual([404, 'LIST_NOT_FOUND']);
      expect(await fails(server, SET, { listId, internalClipId: clip, isSaved: true }, other.token)).toEqual([404, 'LIST_NOT_FOUND']);
    }
    expect(await summary(other)).toEqual([[null, 0, false]]);
    expect(await summary(owner, clip)).toEqual([[null, 0, false], ['Private', 1, true]]);
    // Each person's "Saved" is their own.
    await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, other.token);
    expect(await clipIdsOf(owner, 'saved')).toEqual([]);
  });

  it('signed out and unregistered callers are refused', async () => {
    const unregistered = (await emulatorAccount()).token;
    const calls = [
      [LISTS, {}],
      [CREATE, { name: 'Nope' }],
      [RENAME, { listId: 'abcdefgh', name: 'Nope' }],
      [DELETE, { listId: 'abcdefgh' }],
      [SET, { listId: 'saved', internalClipId: 'abcdefgh', isSaved: true }],
      [CLIPS, { listId: 'saved' }],
    ] as const;
    for (const [path, body] of calls) {
      expect(await fails(server, path, body)).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, path, body, unregistered)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    }
  });

  it('bad input is a 400 with a translated code, never a 500, and stores nothing', async () => {
    const me = await registeredUser(server);
    const clip = await insertClip(server.db, { channel });
    const { list } = await ok(server, CREATE, { name: 'Kept' }, me.token);
    expect(await fails(server, CREATE, { name: '' }, me.token)).toEqual([400, 'LIST_NAME_INVALID']);
    expect(await fails(server, CREATE, { name: '    ' }, me.token)).toEqual([400, 'LIST_NAME_INVALID']);
    expect(await fails(server, CREATE, { name: 'x'.repeat(61) }, me.token)).toEqual([400, 'LIST_NAME_INVALID']);
    expect((await ok(server, CREATE, { name: 'x'.repeat(60) }, me.token)).list.name).toHaveLength(60);
    expect(await fails(server, CREATE, { name: 'x'.repeat(5_000) }, me.token)).toEqual([400, 'LIST_NAME_INVALID']);
    expect(await fails(server, CREATE, { name: 'x'.repeat(70_000) }, me.token)).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await fails(server, CREATE, { name: 'a\u0000b' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, CREATE, { name: 42 }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, CREATE, { name: 'Extra', isPublic: true }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, CREATE, { name: 'Bad clip', internalClipId: 'no such clip!' }, me.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, RENAME, { listId: list.listId, name: '' }, me.token)).toEqual([400, 'LIST_NAME_INVALID']);
    expect(await fails(server, RENAME, { listId: list.listId }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, RENAME, { listId: '../etc', name: 'Path' }, me.token)).toEqual([404, 'LIST_NOT_FOUND']);
    expect(await fails(server, DELETE, { listId: 'x'.repeat(65) }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, DELETE, { listId: ['saved'] }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, SET, { listId: 'saved', internalClipId: clip, isSaved: 'yes' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, SET, { listId: 'saved', internalClipId: clip }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, SET, { listId: 'saved', internalClipId: 'x\u0000y', isSaved: true }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, SET, { listId: 'saved', internalClipId: 'nosuchclip1', isSaved: true }, me.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, CLIPS, { listId: 'saved', cursor: 'not-a-cursor!' }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, CLIPS, { listId: 'saved', cursor: Buffer.from('{"v":"2026-13-40 00:00:00","id":"x"}').toString('base64url') }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, CLIPS, { listId: 'saved', limit: 0 }, me.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, LISTS, { internalClipId: 7 }, me.token)).toEqual([400, 'BAD_REQUEST']);
    const notJson = await rawRequest(server, { path: CREATE, headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` }, body: '{"name":' });
    expect([notJson.status, notJson.json?.errorCode]).toEqual([400, 'INVALID_JSON']);
    expect(await summary(me)).toEqual([[null, 0, false], ['x'.repeat(60), 0, false], ['Kept', 0, false]]);
  });

  it('only a published clip the person may read can be saved; a removed one can still be taken out', async () => {
    const me = await registeredUser(server);
    const processing = await insertClip(server.db, { channel, status: 'processing' });
    const hidden = await insertClip(server.db, { channel });
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', hidden).execute();
    expect(await fails(server, SET, { listId: 'saved', internalClipId: processing, isSaved: true }, me.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, SET, { listId: 'saved', internalClipId: hidden, isSaved: true }, me.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, CREATE, { name: 'With hidden', internalClipId: hidden }, me.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await summary(me)).toEqual([[null, 0, false]]);
    expect(await ok(server, SET, { listId: 'saved', internalClipId: hidden, isSaved: false }, me.token)).toMatchObject({ isSaved: false });
  });

  it('a list’s clips leave out what the person can no longer see: hidden later, blocked channel or submitter; they come back on unblock', async () => {
    const me = await registeredUser(server);
    const submitter = await registeredUser(server);
    const blockedChannel = await insertChannel(server.db, uniqueLogin('blk'));
    const plain = await insertClip(server.db, { channel });
    const ofBlockedChannel = await insertClip(server.db, { channel: blockedChannel });
    const ofBlockedUser = await insertClip(server.db, { channel, submitter: submitter.user.id });
    const laterHidden = await insertClip(server.db, { channel });
    for (const clip of [plain, ofBlockedChannel, ofBlockedUser, laterHidden]) await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([laterHidden, ofBlockedUser, ofBlockedChannel, plain]);

    await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: blockedChannel, isBlock: true }, me.token);
    await ok(server, 'client/userAccountBlocking/modifyUserBlockPreference', { userName: submitter.user.username, isBlock: true }, me.token);
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', laterHidden).execute();
    expect(await clipIdsOf(me, 'saved')).toEqual([plain]);
    expect((await ok(server, CLIPS, { listId: 'saved' }, me.token)).list.clipCount).toBe(1);
    expect(await summary(me)).toEqual([[null, 1, false]]);

    await ok(server, 'client/channelBlocking/modifyChannelBlockPreference', { channelLogin: blockedChannel, isBlock: false }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([ofBlockedChannel, plain]);
  });

  it('pages with a keyset cursor in the list’s order, never repeating or skipping a clip, even on equal positions', async () => {
    const me = await registeredUser(server);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertClip(server.db, { channel }));
    await ok(server, SET, { listId: 'saved', internalClipId: ids[0], isSaved: true }, me.token);
    const row = await server.db.selectFrom('saved_lists').select('id').where('user_id', '=', me.user.id).executeTakeFirstOrThrow();
    // Positions only tie when written by hand; the clip id still orders them, so no page repeats or skips one.
    await server.db.insertInto('saved_list_clips').values(ids.slice(1).map((clip_id) => ({ list_id: row.id, clip_id, position: 0 }))).execute();
    await server.db.updateTable('saved_list_clips').set({ position: 0 }).where('list_id', '=', row.id).execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer: { clipList: Array<{ internalClipId: string }>; nextCursor: string | null } = await ok(server, CLIPS, { listId: 'saved', limit: 2, cursor }, me.token);
      seen.push(...answer.clipList.map((c) => c.internalClipId));
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toEqual([...ids].sort());
  });

  it('a clip moves within one’s own list: after another clip or first; new saves go first; pages follow the order', async () => {
    const me = await registeredUser(server);
    const [a, b, c, d] = [await insertClip(server.db, { channel }), await insertClip(server.db, { channel }), await insertClip(server.db, { channel }), await insertClip(server.db, { channel })];
    for (const clip of [a, b, c]) await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([c, b, a]);

    expect(await ok(server, MOVE, { listId: 'saved', internalClipId: c, afterClipId: a }, me.token)).toEqual({ isSuccessful: true, listId: 'saved', internalClipId: c, afterClipId: a });
    expect(await clipIdsOf(me, 'saved')).toEqual([b, a, c]);
    await ok(server, MOVE, { listId: 'saved', internalClipId: a, afterClipId: null }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([a, b, c]);
    // Moving a clip after itself, or to where it is, changes nothing.
    await ok(server, MOVE, { listId: 'saved', internalClipId: b, afterClipId: b }, me.token);
    await ok(server, MOVE, { listId: 'saved', internalClipId: b, afterClipId: a }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([a, b, c]);

    // A new save goes first; the moved order below it is kept.
    await ok(server, SET, { listId: 'saved', internalClipId: d, isSaved: true }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([d, a, b, c]);
    // Saving again a clip already in the list leaves it where it is.
    await ok(server, SET, { listId: 'saved', internalClipId: c, isSaved: true }, me.token);
    expect(await clipIdsOf(me, 'saved')).toEqual([d, a, b, c]);

    // Pages follow the new order, and the export carries it.
    const first = await ok(server, CLIPS, { listId: 'saved', limit: 3 }, me.token);
    const rest = await ok(server, CLIPS, { listId: 'saved', limit: 3, cursor: first.nextCursor }, me.token);
    expect([...first.clipList, ...rest.clipList].map((x) => x.internalClipId)).toEqual([d, a, b, c]);
    expect(rest.nextCursor).toBeNull();
    const exported = await ok(server, 'client/userData/exportUserData', {}, me.token);
    const [savedExport] = exported.userData.savedLists as Array<{ clips: Array<{ internalClipId: string }> }>;
    expect(savedExport.clips.map((x) => x.internalClipId)).toEqual([d, a, b, c]);

    // A named list has its own order; a clip it holds hidden from its owner still keeps a place.
    const { list } = await ok(server, CREATE, { name: 'Ranked', internalClipId: a }, me.token);
    await ok(server, SET, { listId: list.listId, internalClipId: b, isSaved: true }, me.token);
    await ok(server, SET, { listId: list.listId, internalClipId: c, isSaved: true }, me.token);
    await server.db.updateTable('clips').set({ visibility: 'hidden' }).where('id', '=', b).execute();
    expect(await clipIdsOf(me, list.listId)).toEqual([c, a]);
    await ok(server, MOVE, { listId: list.listId, internalClipId: c, afterClipId: a }, me.token);
    expect(await clipIdsOf(me, list.listId)).toEqual([a, c]);
    await server.db.updateTable('clips').set({ visibility: 'public' }).where('id', '=', b).execute();
    expect(await clipIdsOf(me, list.listId)).toEqual([b, a, c]);
    expect(await clipIdsOf(me, 'saved')).toEqual([d, a, b, c]);
  });

  it('moving: another person’s list is a missing list; a clip or neighbour not in the list is not found; bad input is a 400', async () => {
    const owner = await registeredUser(server);
    const other = await registeredUser(server);
    const [a, b, outside] = [await insertClip(server.db, { channel }), await insertClip(server.db, { channel }), await insertClip(server.db, { channel })];
    const { list } = await ok(server, CREATE, { name: 'Mine', internalClipId: a }, owner.token);
    await ok(server, SET, { listId: list.listId, internalClipId: b, isSaved: true }, owner.token);
    await ok(server, SET, { listId: 'saved', internalClipId: a, isSaved: true }, owner.token);
    for (const listId of [list.listId, newId()]) {
      expect(await fails(server, MOVE, { listId, internalClipId: a, afterClipId: null }, other.token)).toEqual([404, 'LIST_NOT_FOUND']);
    }
    // The other person's own "Saved" never made holds nothing to move.
    expect(await fails(server, MOVE, { listId: 'saved', internalClipId: a, afterClipId: null }, other.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: outside, afterClipId: null }, owner.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: a, afterClipId: outside }, owner.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: a }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: a, afterClipId: 3 }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: 'a\u0000b', afterClipId: null }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    // A clip id that cannot be one is an unknown clip (the contract's field says so), never a 500.
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: 'x'.repeat(5_000), afterClipId: null }, owner.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: a, afterClipId: null, toIndex: 0 }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MOVE, { listId: 'x'.repeat(65), internalClipId: a, afterClipId: null }, owner.token)).toEqual([400, 'BAD_REQUEST']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: a, afterClipId: null })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, MOVE, { listId: list.listId, internalClipId: a, afterClipId: null }, (await emulatorAccount()).token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    expect(await clipIdsOf(owner, list.listId)).toEqual([b, a]);
  });

  it('moving is rate limited per person like saving', async () => {
    const me = await registeredUser(server);
    const [a, b] = [await insertClip(server.db, { channel }), await insertClip(server.db, { channel })];
    await ok(server, SET, { listId: 'saved', internalClipId: a, isSaved: true }, me.token);
    await ok(server, SET, { listId: 'saved', internalClipId: b, isSaved: true }, me.token);
    for (let i = 0; i < 60; i++) await ok(server, MOVE, { listId: 'saved', internalClipId: i % 2 === 0 ? a : b, afterClipId: null }, me.token);
    expect(await fails(server, MOVE, { listId: 'saved', internalClipId: a, afterClipId: null }, me.token)).toEqual([429, 'RATE_LIMITED']);
  });

  it('limits: 50 named lists, 500 clips a list', async () => {
    const me = await registeredUser(server);
    await server.db
      .insertInto('saved_lists')
      .values(Array.from({ length: SAVED_LISTS_MAX - 1 }, (_, i) => ({ id: newId(), user_id: me.user.id, name: `List ${i}` })))
      .execute();
    const { list } = await ok(server, CREATE, { name: 'The fiftieth' }, me.token);
    expect(await fails(server, CREATE, { name: 'One too many' }, me.token)).toEqual([409, 'SAVED_LISTS_FULL']);
    // "Saved" is not one of the 50.
    const clip = await insertClip(server.db, { channel });
    await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, me.token);

    const filler: string[] = [];
    for (let i = 0; i < SAVED_LIST_CLIPS_MAX; i++) filler.push(`fill${i.toString().padStart(4, '0')}${newId(4)}`);
    await server.db
      .insertInto('clips')
      .values(filler.map((id) => ({ id, channel_login: channel, title: `Filler ${id}`, status: 'ready' as const, published_at: new Date() })))
      .execute();
    await server.db.insertInto('saved_list_clips').values(filler.map((clip_id, position) => ({ list_id: list.listId, clip_id, position }))).execute();
    expect(await fails(server, SET, { listId: list.listId, internalClipId: clip, isSaved: true }, me.token)).toEqual([409, 'LIST_FULL']);
    // One already in it is fine (nothing to add), and taking one out makes room.
    expect((await ok(server, SET, { listId: list.listId, internalClipId: filler[0], isSaved: true }, me.token)).clipCount).toBe(SAVED_LIST_CLIPS_MAX);
    await ok(server, SET, { listId: list.listId, internalClipId: filler[0], isSaved: false }, me.token);
    expect((await ok(server, SET, { listId: list.listId, internalClipId: clip, isSaved: true }, me.token)).clipCount).toBe(SAVED_LIST_CLIPS_MAX);
  });

  it('a clip its streamer deletes leaves every list; a clip row that goes takes its entries with it', async () => {
    const streamerChannel = uniqueLogin('own');
    const streamer = await registeredUser(server, { streamerOf: streamerChannel });
    const a = await registeredUser(server);
    const b = await registeredUser(server);
    const clip = await insertClip(server.db, { channel: streamerChannel });
    const kept = await insertClip(server.db, { channel: streamerChannel });
    await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, a.token);
    await ok(server, SET, { listId: 'saved', internalClipId: kept, isSaved: true }, a.token);
    const { list } = await ok(server, CREATE, { name: 'Best', internalClipId: clip }, b.token);
    await ok(server, 'client/clipManage/deleteClip', { internalClipId: clip }, streamer.token);
    expect(await clipIdsOf(a, 'saved')).toEqual([kept]);
    expect(await clipIdsOf(b, list.listId)).toEqual([]);
    expect(await server.db.selectFrom('saved_list_clips').select('list_id').where('clip_id', '=', clip).execute()).toEqual([]);

    await server.db.deleteFrom('clips').where('id', '=', kept).execute();
    expect(await server.db.selectFrom('saved_list_clips').select('list_id').where('clip_id', '=', kept).execute()).toEqual([]);
  });

  it('the export carries the lists with their clips’ titles and addresses; deleting the account deletes the lists', async () => {
    const me = await registeredUser(server);
    const clip = await insertClip(server.db, { channel, title: 'Exported clip' });
    await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, me.token);
    await ok(server, CREATE, { name: 'Speedruns', internalClipId: clip }, me.token);
    await ok(server, CREATE, { name: 'Empty' }, me.token);
    const exported = await ok(server, 'client/userData/exportUserData', {}, me.token);
    const clipEntry = { internalClipId: clip, clipTitle: 'Exported clip', clipUrl: expect.stringMatching(new RegExp(`/${channel}/clip/${clip}$`)), savedAt: expect.anything() };
    expect(exported.userData.savedLists).toEqual([
      { name: 'Saved', isBuiltIn: true, createdAt: expect.anything(), clips: [clipEntry] },
      { name: 'Speedruns', isBuiltIn: false, createdAt: expect.anything(), clips: [clipEntry] },
      { name: 'Empty', isBuiltIn: false, createdAt: expect.anything(), clips: [] },
    ]);

    await ok(server, 'client/userLogins/deleteAccount', {}, me.token);
    expect(await server.db.selectFrom('saved_lists').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
  });

  it('saving is rate limited per person like following; managing lists more tightly', async () => {
    const me = await registeredUser(server);
    const clip = await insertClip(server.db, { channel });
    const codes: string[] = [];
    for (let i = 0; i < 61; i++) {
      const answer = await rawRequest(server, {
        path: SET,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
        body: JSON.stringify({ listId: 'saved', internalClipId: clip, isSaved: i % 2 === 0 }),
      });
      codes.push(answer.json?.isSuccessful ? 'ok' : `${answer.status} ${String(answer.json?.errorCode)}`);
    }
    expect(codes.slice(0, 60)).toEqual(Array(60).fill('ok'));
    expect(codes[60]).toBe('429 RATE_LIMITED');
    // Another person is not affected.
    await ok(server, SET, { listId: 'saved', internalClipId: clip, isSaved: true }, (await registeredUser(server)).token);

    const manager = await registeredUser(server);
    for (let i = 0; i < 30; i++) await ok(server, CREATE, { name: `L${i}` }, manager.token);
    expect(await fails(server, CREATE, { name: 'L30' }, manager.token)).toEqual([429, 'RATE_LIMITED']);
  });
});
