import sharp from 'sharp';
import { profileImageKey } from '@clipyard/shared/media';
import {
  call,
  callFail,
  callOk,
  changeEmailInEmulator,
  createTestServer,
  createTestUser,
  firebaseUserExists,
  makeStreamer,
  rawRequest,
  signIn,
  type TestServer,
  uniqueEmail,
  uniqueUsername,
  userRow,
  verifyEmailInEmulator,
} from './support';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';

async function pngBase64(width = 600, height = 400): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer();
  return png.toString('base64');
}

describe('accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('checkUsernameInUse and accountRegistration', () => {
    test('registers, links the row to the Firebase uid, and the name is then in use ignoring case', async () => {
      const name = uniqueUsername('Reg');
      expect(await callOk(server, 'client/userLogins/checkUsernameInUse', { username: name })).toMatchObject({ isInUse: false });
      const user = await createTestUser();
      expect(await callOk(server, 'client/userLogins/accountRegistration', { username: name }, user)).toMatchObject({ username: name });
      expect(await userRow(server, user.uid)).toMatchObject({ username: name, username_lower: name.toLowerCase(), email: user.email });
      expect(await callOk(server, 'client/userLogins/checkUsernameInUse', { username: name.toUpperCase() })).toMatchObject({ isInUse: true });
      expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ username: name, firebaseUid: user.uid });
    });

    test('accepts usernames in Japanese', async () => {
      const user = await createTestUser();
      const name = `配信者_${Math.floor(Math.random() * 1e6)}`;
      expect(await callOk(server, 'client/userLogins/accountRegistration', { username: name }, user)).toMatchObject({ username: name });
    });

    test('a username taken in another case is USERNAME_TAKEN; a second registration is ALREADY_REGISTERED', async () => {
      const first = await createTestUser({ server, username: uniqueUsername('Taken') });
      const second = await createTestUser();
      expect(await callFail(server, 'client/userLogins/accountRegistration', { username: first.username!.toLowerCase() }, second)).toMatchObject({
        status: 409,
        errorCode: 'USERNAME_TAKEN',
      });
      expect(await callFail(server, 'client/userLogins/accountRegistration', { username: uniqueUsername() }, first)).toMatchObject({
        status: 409,
        errorCode: 'ALREADY_REGISTERED',
      });
    });

    test('bad usernames are USERNAME_INVALID, with or without a token', async () => {
      const user = await createTestUser();
      for (const username of ['ab', 'x'.repeat(21), 'has space', 'semi;colon', '']) {
        expect(await callFail(server, 'client/userLogins/accountRegistration', { username }, user)).toMatchObject({ errorCode: 'USERNAME_INVALID' });
      }
      expect(await callFail(server, 'client/userLogins/checkUsernameInUse', { username: 'no/slash' })).toMatchObject({ status: 400, errorCode: 'USERNAME_INVALID' });
      expect(await callFail(server, 'client/userLogins/checkUsernameInUse', {})).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
      expect(await userRow(server, user.uid)).toBeUndefined();
    });

    test('registration signed out is NOT_AUTHORISED', async () => {
      expect(await callFail(server, 'client/userLogins/accountRegistration', { username: uniqueUsername() })).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    });
  });

  describe('profileDetails', () => {
    test("a Firebase user without an account gets a successful profile with username 'UNKNOWN'", async () => {
      const user = await createTestUser();
      expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toEqual({
        isSuccessful: true,
        isAdmin: false,
        username: 'UNKNOWN',
        isAnonEmail: false,
        hasProfilePicture: false,
        isStreamer: false,
        streamerChannelLogin: null,
        hasVerifiedEmail: false,
        firebaseUid: user.uid,
        profileImageVersion: 0,
        profileImageKey: null,
      });
    });

    test('an anonymous Firebase user has isAnonEmail', async () => {
      const anon = await createTestUser({ anonymous: true });
      expect(await callOk(server, 'client/profile/profileDetails', {}, anon)).toMatchObject({ isAnonEmail: true, username: 'UNKNOWN' });
      await callOk(server, 'client/userLogins/accountRegistration', { username: uniqueUsername('anon') }, anon);
      expect(await callOk(server, 'client/profile/profileDetails', {}, anon)).toMatchObject({ isAnonEmail: true });
    });

    test('a verified email and a claimed channel show in the profile', async () => {
      const user = await createTestUser({ server, username: uniqueUsername(), verified: true });
      const channel = uniqueLogin('prof');
      await makeStreamer(server, user, channel);
      expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({
        hasVerifiedEmail: true,
        isStreamer: true,
        streamerChannelLogin: channel,
        isAnonEmail: false,
      });
    });

    test('signed out is NOT_AUTHORISED; unknown fields are BAD_REQUEST', async () => {
      expect(await callFail(server, 'client/profile/profileDetails', {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
      const user = await createTestUser();
      expect(await callFail(server, 'client/profile/profileDetails', { firebaseUid: 'someone-else' }, user)).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
    });
  });

  describe('a changed email address', () => {
    test('a token with the new address (after the change link) updates the stored copy the data export reads', async () => {
      const user = await createTestUser({ server, username: uniqueUsername() });
      const newEmail = uniqueEmail('changed');
      await changeEmailInEmulator(user.uid, newEmail);
      // The old token still names the old address: nothing changes.
      await callOk(server, 'client/profile/profileDetails', {}, user);
      expect((await userRow(server, user.uid))?.email).toBe(user.email);
      const fresh = { ...user, idToken: await signIn(newEmail, user.password) };
      expect(await callOk(server, 'client/profile/profileDetails', {}, fresh)).toMatchObject({ isAnonEmail: false });
      expect((await userRow(server, user.uid))?.email).toBe(newEmail);
    });
  });

  describe('checkEmailVerification', () => {
    test('reads the flag from Firebase, not from the older token, and stores it', async () => {
      const user = await createTestUser({ server, username: uniqueUsername() });
      expect(await callOk(server, 'client/profile/checkEmailVerification', {}, user)).toMatchObject({ hasVerifiedEmail: false });
      await verifyEmailInEmulator(user.uid);
      // Same (old) token, whose email_verified claim is still false.
      expect(await callOk(server, 'client/profile/checkEmailVerification', {}, user)).toMatchObject({ hasVerifiedEmail: true });
      expect((await userRow(server, user.uid))?.has_verified_email).toBe(true);
      expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ hasVerifiedEmail: true });
    });

    test('signed out is NOT_AUTHORISED', async () => {
      expect(await callFail(server, 'client/profile/checkEmailVerification', {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    });
  });

  describe('uploadProfileImage and removeProfileImage', () => {
    test('re-encodes to a 256x256 webp served by the media host, bumping the version; remove deletes it', async () => {
      const user = await createTestUser({ server, username: uniqueUsername() });
      const first = await callOk(server, 'client/profile/uploadProfileImage', { imageBase64: await pngBase64() }, user);
      expect(first.profileImageVersion).toBe(1);
      const res = await fetch(`${server.url}/media/${profileImageKey(user.userId!)}?version=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ hasProfilePicture: true, profileImageVersion: 1, profileImageKey: profileImageKey(user.userId!) });

      // A data: URL prefix is tolerated, and a jpeg works too.
      const jpeg = await sharp({ create: { width: 100, height: 300, channels: 3, background: '#123456' } }).jpeg().toBuffer();
      const second = await callOk(server, 'client/profile/uploadProfileImage', { imageBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}` }, user);
      expect(second.profileImageVersion).toBe(2);

      const removed = await callOk(server, 'client/profile/removeProfileImage', {}, user);
      expect(removed.profileImageVersion).toBe(3);
      expect(await server.media.storage.exists(profileImageKey(user.userId!))).toBe(false);
      expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ hasProfilePicture: false, profileImageKey: null });
    });

    test('refuses what is not an image, forged magic bytes, bad base64 and images over 2 MiB', async () => {
      const user = await createTestUser({ server, username: uniqueUsername() });
      const text = Buffer.from('<?php echo "not an image"; ?>'.repeat(10)).toString('base64');
      expect(await callFail(server, 'client/profile/uploadProfileImage', { imageBase64: text }, user)).toMatchObject({ status: 400, errorCode: 'IMAGE_INVALID' });
      const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]).toString('base64');
      expect(await callFail(server, 'client/profile/uploadProfileImage', { imageBase64: forged }, user)).toMatchObject({ status: 400, errorCode: 'IMAGE_INVALID' });
      expect(await callFail(server, 'client/profile/uploadProfileImage', { imageBase64: '%%%not base64%%%' }, user)).toMatchObject({ errorCode: 'IMAGE_INVALID' });
      const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64');
      expect(await callFail(server, 'client/profile/uploadProfileImage', { imageBase64: big }, user)).toMatchObject({ status: 413, errorCode: 'IMAGE_TOO_LARGE' });
      const huge = await rawRequest(server, {
        path: 'client/profile/uploadProfileImage',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({ imageBase64: 'A'.repeat(6 * 1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
      expect(huge.json).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
      expect((await userRow(server, user.uid))?.profile_image_version).toBe(0);
    });

    test('needs a registered account, and a signed-in user', async () => {
      const unregistered = await createTestUser();
      expect(await callFail(server, 'client/profile/uploadProfileImage', { imageBase64: await pngBase64(10, 10) }, unregistered)).toMatchObject({
        status: 403,
        errorCode: 'ACCOUNT_NOT_REGISTERED',
      });
      expect(await callFail(server, 'client/profile/removeProfileImage', {}, unregistered)).toMatchObject({ errorCode: 'ACCOUNT_NOT_REGISTERED' });
      expect(await callFail(server, 'client/profile/uploadProfileImage', { imageBase64: await pngBase64(10, 10) })).toMatchObject({ status: 401 });
      expect(await callFail(server, 'client/profile/removeProfileImage', {})).toMatchObject({ status: 401 });
    });
  });

  describe('deleteAccount', () => {
    test('deletes the Firebase user and personal data; submitted clips stay without submitter; the channel is unclaimed', async () => {
      const user = await createTestUser({ server, username: uniqueUsername('Del') });
      const other = await createTestUser({ server, username: uniqueUsername('Keep') });
      const channel = await insertChannel(server.db, uniqueLogin('del'));
      const clipId = await insertClip(server.db, { channel, submitter: user.userId });
      const ownChannel = uniqueLogin('own');
      await makeStreamer(server, user, ownChannel);
      await callOk(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: clipId, isLike: true }, user);
      await callOk(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: clipId, isLike: true }, other);
      await callOk(server, 'client/clipComment/submitComment', { internalClipId: clipId, commentText: 'mine, personal' }, user);
      await callOk(server, 'client/clipComment/submitComment', { internalClipId: clipId, commentText: 'theirs, stays' }, other);
      await callOk(server, 'client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }, user);
      await callOk(server, 'client/profile/uploadProfileImage', { imageBase64: await pngBase64(20, 20) }, user);
      await callOk(
        server,
        'client/activity/reportActivity',
        { activityName: 'signIn', platformData: { browserName: 'x', platformName: 'y', browserVersion: '1', isMobile: false, isCapacitor: false, hasTouch: false } },
        user,
      );

      expect(await callOk(server, 'client/userLogins/deleteAccount', {}, user)).toEqual({ isSuccessful: true });

      expect(await firebaseUserExists(user.uid)).toBe(false);
      expect(await userRow(server, user.uid)).toBeUndefined();
      const clip = await server.db.selectFrom('clips').selectAll().where('id', '=', clipId).executeTakeFirstOrThrow();
      expect(clip.submitter_user_id).toBeNull();
      expect(clip.like_count).toBe(1);
      const comments = await server.db.selectFrom('comments').select(['text', 'user_id']).where('clip_id', '=', clipId).execute();
      expect(comments.map((c) => c.text)).toEqual(['theirs, stays']);
      expect(await server.db.selectFrom('follows').selectAll().where('user_id', '=', user.userId!).execute()).toHaveLength(0);
      expect(await server.db.selectFrom('activity_events').selectAll().where('user_id', '=', user.userId!).execute()).toHaveLength(0);
      expect((await server.db.selectFrom('channels').selectAll().where('login', '=', ownChannel).executeTakeFirstOrThrow()).claimed_by_user_id).toBeNull();
      expect(await server.media.storage.exists(profileImageKey(user.userId!))).toBe(false);
      // The other user is untouched.
      expect(await userRow(server, other.uid)).toBeDefined();
      expect(await callOk(server, 'client/userLikes/getUserLikedClips', {}, other)).toMatchObject({ userLikeSet: [clipId] });
      // The old token no longer works.
      expect((await call(server, 'client/profile/profileDetails', {}, user)).status).toBe(401);
    });

    test('a Firebase user who never registered can delete too', async () => {
      const user = await createTestUser();
      await callOk(server, 'client/userLogins/deleteAccount', {}, user);
      expect(await firebaseUserExists(user.uid)).toBe(false);
    });

    test('signed out is NOT_AUTHORISED; a body is refused', async () => {
      expect(await callFail(server, 'client/userLogins/deleteAccount', {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
      const user = await createTestUser({ server, username: uniqueUsername() });
      expect(await callFail(server, 'client/userLogins/deleteAccount', { userId: 'someone' }, user)).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
      expect(await firebaseUserExists(user.uid)).toBe(true);
    });
  });
});
