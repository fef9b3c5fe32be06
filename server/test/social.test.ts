import { createTestServer, type TestServer } from './support/test-server';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { clipRow, insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

const LIKE = 'client/clipLikes/modifyLikeClipPreference';
const LIKES = 'client/userLikes/getUserLikedClips';
const FOLLOW = 'client/follows/modifyUserFollowedChannel';
const FOLLOWS = 'client/follows/getUserFollowedChannels';
const BLOCK_CHANNEL = 'client/channelBlocking/modifyChannelBlockPreference';
const BLOCKED_CHANNELS = 'client/channelBlocking/getUserBlockedChannels';
const BLOCK_USER = 'client/userAccountBlocking/modifyUserBlockPreference';
const BLOCKED_USERS = 'client/userAccountBlocking/getUserBlockedUserList';

describe('social', () => {
  let server: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let unregistered: { token: string };
  let channel: string;
  let clip: string;

  beforeAll(async () => {
    server = await createTestServer();
    alice = await registeredUser(server);
    bob = await registeredUser(server, { username: 'Bob_ボブ' });
    unregistered = await emulatorAccount();
    channel = await insertChannel(server.db, uniqueLogin('soc'));
    clip = await insertClip(server.db, { channel });
  });
  afterAll(() => server.close());

  describe('likes', () => {
    it('likes idempotently, keeps like_count consistent and lists the user’s own likes only', async () => {
      expect(await ok(server, LIKE, { internalClipId: clip, isLike: true }, alice.token)).toEqual({ isSuccessful: true, internalClipId: clip, isLike: true, likeCount: 1 });
      expect((await ok(server, LIKE, { internalClipId: clip, isLike: true }, alice.token)).likeCount).toBe(1);
      expect((await ok(server, LIKE, { internalClipId: clip, isLike: true }, bob.token)).likeCount).toBe(2);
      expect((await ok(server, LIKES, {}, alice.token)).userLikeSet).toEqual([clip]);
      // Unliking removes only the caller's like: Bob's stays.
      expect((await ok(server, LIKE, { internalClipId: clip, isLike: false }, alice.token)).likeCount).toBe(1);
      expect((await ok(server, LIKE, { internalClipId: clip, isLike: false }, alice.token)).likeCount).toBe(1);
      expect((await ok(server, LIKES, {}, alice.token)).userLikeSet).toEqual([]);
      expect((await ok(server, LIKES, {}, bob.token)).userLikeSet).toEqual([clip]);
      expect((await clipRow(server.db, clip)).like_count).toBe(1);
    });

    it('keeps the count exact under concurrent toggles', async () => {
      const c = await insertClip(server.db, { channel });
      const users = await Promise.all([1, 2, 3, 4].map(() => registeredUser(server)));
      await Promise.all(users.flatMap((u) => [ok(server, LIKE, { internalClipId: c, isLike: true }, u.token), ok(server, LIKE, { internalClipId: c, isLike: true }, u.token)]));
      expect((await clipRow(server.db, c)).like_count).toBe(4);
    });

    it('answers CLIP_NOT_FOUND for an unknown or unpublished clip', async () => {
      const pending = await insertClip(server.db, { channel, status: 'processing' });
      expect(await fails(server, LIKE, { internalClipId: 'unknown_clip', isLike: true }, alice.token)).toEqual([404, 'CLIP_NOT_FOUND']);
      expect(await fails(server, LIKE, { internalClipId: pending, isLike: true }, alice.token)).toEqual([404, 'CLIP_NOT_FOUND']);
    });

    it('refuses signed-out and unregistered callers and bad bodies', async () => {
      expect(await fails(server, LIKE, { internalClipId: clip, isLike: true })).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, LIKE, { internalClipId: clip, isLike: true }, 'forged-token')).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, LIKE, { internalClipId: clip, isLike: true }, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
      expect(await fails(server, LIKES, {}, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
      expect((await fails(server, LIKE, { internalClipId: clip, isLike: 'yes' }, alice.token))[0]).toBe(400);
      expect((await fails(server, LIKE, { internalClipId: clip }, alice.token))[0]).toBe(400);
    });
  });

  describe('follows', () => {
    it('follows and unfollows idempotently, per user', async () => {
      await ok(server, FOLLOW, { channelLogin: channel, isFollow: true }, alice.token);
      await ok(server, FOLLOW, { channelLogin: channel, isFollow: true }, alice.token);
      expect((await ok(server, FOLLOWS, {}, alice.token)).followedChannelLoginList).toEqual([channel]);
      expect((await ok(server, FOLLOWS, {}, bob.token)).followedChannelLoginList).toEqual([]);
      await ok(server, FOLLOW, { channelLogin: channel, isFollow: false }, alice.token);
      await ok(server, FOLLOW, { channelLogin: channel, isFollow: false }, alice.token);
      expect((await ok(server, FOLLOWS, {}, alice.token)).followedChannelLoginList).toEqual([]);
    });

    it('answers CHANNEL_NOT_FOUND when following a login without a page, CHANNEL_INVALID for a bad login', async () => {
      expect(await fails(server, FOLLOW, { channelLogin: 'no_such_channel', isFollow: true }, alice.token)).toEqual([404, 'CHANNEL_NOT_FOUND']);
      expect(await fails(server, FOLLOW, { channelLogin: 'Bad Login', isFollow: true }, alice.token)).toEqual([400, 'CHANNEL_INVALID']);
    });

    it('refuses signed-out and unregistered callers', async () => {
      expect(await fails(server, FOLLOW, { channelLogin: channel, isFollow: true })).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, FOLLOWS, {}, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    });
  });

  describe('channel blocks', () => {
    it('blocks any valid login, unfollows a blocked channel, and unblocks', async () => {
      await ok(server, FOLLOW, { channelLogin: channel, isFollow: true }, alice.token);
      expect(await ok(server, BLOCK_CHANNEL, { channelLogin: channel, isBlock: true }, alice.token)).toEqual({ isSuccessful: true, channelLogin: channel, isBlock: true });
      await ok(server, BLOCK_CHANNEL, { channelLogin: 'no_page_yet', isBlock: true }, alice.token);
      await ok(server, BLOCK_CHANNEL, { channelLogin: 'no_page_yet', isBlock: true }, alice.token);
      expect((await ok(server, BLOCKED_CHANNELS, {}, alice.token)).blockedChannelLoginList.sort()).toEqual([channel, 'no_page_yet'].sort());
      expect((await ok(server, FOLLOWS, {}, alice.token)).followedChannelLoginList).toEqual([]);
      expect((await ok(server, BLOCKED_CHANNELS, {}, bob.token)).blockedChannelLoginList).toEqual([]);
      await ok(server, BLOCK_CHANNEL, { channelLogin: channel, isBlock: false }, alice.token);
      expect((await ok(server, BLOCKED_CHANNELS, {}, alice.token)).blockedChannelLoginList).toEqual(['no_page_yet']);
    });

    it('refuses signed-out callers and invalid logins', async () => {
      expect(await fails(server, BLOCK_CHANNEL, { channelLogin: channel, isBlock: true })).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, BLOCK_CHANNEL, { channelLogin: 'a', isBlock: true }, alice.token)).toEqual([400, 'CHANNEL_INVALID']);
      expect(await fails(server, BLOCKED_CHANNELS, {}, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
    });
  });

  describe('user blocks', () => {
    it('blocks by username ignoring case, answers the stored spelling, and unblocks', async () => {
      expect(await ok(server, BLOCK_USER, { userName: 'bob_ボブ', isBlock: true }, alice.token)).toEqual({ isSuccessful: true, userName: 'Bob_ボブ', isBlock: true });
      await ok(server, BLOCK_USER, { userName: 'Bob_ボブ', isBlock: true }, alice.token);
      expect((await ok(server, BLOCKED_USERS, {}, alice.token)).blockedUserNameList).toEqual(['Bob_ボブ']);
      expect((await ok(server, BLOCKED_USERS, {}, bob.token)).blockedUserNameList).toEqual([]);
      await ok(server, BLOCK_USER, { userName: 'Bob_ボブ', isBlock: false }, alice.token);
      expect((await ok(server, BLOCKED_USERS, {}, alice.token)).blockedUserNameList).toEqual([]);
    });

    it('answers USER_NOT_FOUND, CANNOT_BLOCK_SELF and USERNAME_INVALID', async () => {
      expect(await fails(server, BLOCK_USER, { userName: 'nobody_at_all', isBlock: true }, alice.token)).toEqual([404, 'USER_NOT_FOUND']);
      expect(await fails(server, BLOCK_USER, { userName: alice.user.username.toUpperCase(), isBlock: true }, alice.token)).toEqual([400, 'CANNOT_BLOCK_SELF']);
      expect(await fails(server, BLOCK_USER, { userName: 'no spaces!', isBlock: true }, alice.token)).toEqual([400, 'USERNAME_INVALID']);
    });

    it('refuses signed-out and unregistered callers', async () => {
      expect(await fails(server, BLOCK_USER, { userName: 'Bob_ボブ', isBlock: true })).toEqual([401, 'NOT_AUTHORISED']);
      expect(await fails(server, BLOCK_USER, { userName: 'Bob_ボブ', isBlock: true }, unregistered.token)).toEqual([403, 'ACCOUNT_NOT_REGISTERED']);
      expect(await fails(server, BLOCKED_USERS, {})).toEqual([401, 'NOT_AUTHORISED']);
    });
  });
});
