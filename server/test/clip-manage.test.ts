import { createTestServer, type TestServer } from './support/test-server';
import { fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const RENAME = 'client/clipManage/renameClip';
const DELETE = 'client/clipManage/deleteClip';
const LIST = 'client/clipManage/getChannelClips';

describe('clip management', () => {
  let server: TestServer;
  let streamer: TestAccount;
  let rival: TestAccount;
  let own: string;
  let foreign: string;

  beforeAll(async () => {
    server = await createTestServer();
    own = uniqueLogin('mine');
    streamer = await registeredUser(server, { streamerOf: own });
    rival = await registeredUser(server, { streamerOf: uniqueLogin('rival') });
    foreign = await insertChannel(server.db, uniqueLogin('foreign'));
  });
  afterAll(() => server.close());

  describe('renameClip', () => {
    it('renames a clip of the streamer’s own channel, trimmed', async () => {
      const c = await insertClip(server.db, { channel: own });
      expect(await ok(server, RENAME, { internalClipId: c, clipTitle: '  新しいタイトル  ' }, streamer.token)).toEqual({ isSuccessful: true, internalClipId: c, clipTitle: '新しいタイトル' });
      expect((await clipRow(server.db, c)).title).toBe('新しいタイトル');
    });

    it('refuses another channel’s clip with FORBIDDEN and leaves it as it was', async () => {
      const c = await insertClip(server.db, { channel: foreign, title: 'original title' });
      expect(await fails(server, RENAME, { internalClipId: c, clipTitle: 'hijacked' }, streamer.token)).toEqual([403, 'FORBIDDEN']);
      expect(await fails(server, RENAME, { internalClipId: c, clipTitle: 'hijacked' }, rival.token)).toEqual([403, 'FORBIDDEN']);
      expect((await clipRow(server.db, c)).title).toBe('original title');
    });

    it.each([
      ['ab', 'TITLE_TOO_SHORT'],
      ['   ab   ', 'TITLE_TOO_SHORT'],
      ['x'.repeat(101), 'TITLE_TOO_LONG'],
    ])('refuses the title %j with %s', async (clipTitle, code) => {
      const c = await insertClip(server.db, { channel: own });
      expect(await fails(server, RENAME, { internalClipId: c, clipTitle }, streamer.token)).toEqual([400, code]);
    });

    it('answers CLIP_NOT_FOUND, NOT_STREAMER and NOT_AUTHORISED', async () => {
      const gone = await insertClip(server.db, { channel: own, status: 'deleted' });
      expect(await fails(server, RENAME, { internalClipId: gone, clipTitle: 'a title' }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
      expect(await fails(server, RENAME, { internalClipId: 'unknownclip', clipTitle: 'a title' }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
      const viewer = await registeredUser(server);
      const c = await insertClip(server.db, { channel: own });
      expect(await fails(server, RENAME, { internalClipId: c, clipTitle: 'a title' }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
      expect(await fails(server, RENAME, { internalClipId: c, clipTitle: 'a title' })).toEqual([401, 'NOT_AUTHORISED']);
    });
  });

  describe('deleteClip', () => {
    it('deletes the streamer’s own clip: gone from listings, featured lists and the media host', async () => {
      const c = await insertClip(server.db, { channel: own });
      await server.db.updateTable('channels').set({ featured_clip_ids: JSON.stringify([c]) as never }).where('login', '=', own).execute();
      const keys = [`clips/${own}/${c}-source.mp4`, `clips/${own}/${c}.webp`];
      for (const key of keys) await server.media.storage.put(key, Buffer.from('media'), 'application/octet-stream');

      expect(await ok(server, DELETE, { internalClipId: c }, streamer.token)).toEqual({ isSuccessful: true, internalClipId: c });
      expect((await clipRow(server.db, c)).status).toBe('deleted');
      for (const key of keys) expect(await server.media.storage.exists(key)).toBe(false);
      expect((await ok(server, 'client/videoListing/fetchClipsById', { internalClipIdList: [c] })).clipList).toEqual([]);
      expect((await ok(server, 'client/channel/getChannelProfile', { channelLogin: own })).channelProfile.featuredClipIds).toEqual([]);
      expect(await fails(server, DELETE, { internalClipId: c }, streamer.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    });

    it('refuses another channel’s clip with FORBIDDEN and keeps it and its media', async () => {
      const c = await insertClip(server.db, { channel: foreign });
      const key = `clips/${foreign}/${c}-source.mp4`;
      await server.media.storage.put(key, Buffer.from('media'), 'video/mp4');
      expect(await fails(server, DELETE, { internalClipId: c }, streamer.token)).toEqual([403, 'FORBIDDEN']);
      expect((await clipRow(server.db, c)).status).toBe('ready');
      expect(await server.media.storage.exists(key)).toBe(true);
    });

    it('answers NOT_AUTHORISED signed out, NOT_STREAMER for a viewer and 400 for a malformed id', async () => {
      const c = await insertClip(server.db, { channel: own });
      expect(await fails(server, DELETE, { internalClipId: c })).toEqual([401, 'NOT_AUTHORISED']);
      const viewer = await registeredUser(server);
      expect(await fails(server, DELETE, { internalClipId: c }, viewer.token)).toEqual([403, 'NOT_STREAMER']);
      expect((await fails(server, DELETE, { internalClipId: '../../etc' }, streamer.token))[0]).toBeGreaterThanOrEqual(400);
      expect((await clipRow(server.db, c)).status).toBe('ready');
    });
  });
  describe('getChannelClips', () => {
    it('lists every clip of the own channel in any encode status, newest first, never deleted or foreign ones', async () => {
      const channel = uniqueLogin('list');
      const owner = await registeredUser(server, { streamerOf: channel });
      const ready = await insertClip(server.db, { channel, hoursAgo: 3, views: 7, likes: 2 });
      const failed = await insertClip(server.db, { channel, hoursAgo: 2, status: 'failed' });
      const processing = await insertClip(server.db, { channel, hoursAgo: 1, status: 'processing' });
      await insertClip(server.db, { channel, status: 'deleted' });
      await insertClip(server.db, { channel: foreign });
      const answer = await ok(server, LIST, {}, owner.token);
      expect(answer.isTruncated).toBe(false);
      expect(answer.clipList.map((c) => [c.internalClipId, c.status])).toEqual([
        [processing, 'processing'],
        [failed, 'failed'],
        [ready, 'ready'],
      ]);
      expect(answer.clipList[2]).toMatchObject({ channelLogin: channel, viewCount: 7, likeCount: 2 });
    });

    it('answers NOT_AUTHORISED signed out, NOT_STREAMER for a viewer and 400 for unknown fields', async () => {
      expect(await fails(server, LIST, {})).toEqual([401, 'NOT_AUTHORISED']);
      const viewer = await registeredUser(server);
      expect(await fails(server, LIST, {}, viewer.token)).toEqual([403, 'NOT_STREAMER']);
      expect((await fails(server, LIST, { channelLogin: foreign }, streamer.token))[0]).toBe(400);
      expect((await fails(server, LIST, { x: 'a\u0000b' }, rival.token))[0]).toBe(400);
    });
  });
});
