import { fails, ok, registeredUser } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { call, createTestServer, revokeTokens, signIn, type TestServer } from './support';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** The emulator's record of when the user's sessions were last revoked (seconds), via its admin REST API. */
async function validSince(uid: string): Promise<number> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/demo-clipyard/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const answer = (await response.json()) as { users?: { validSince?: string }[] };
  return Number(answer.users?.[0]?.validSince ?? 0);
}

/**
 * Suspension (issue 22 item 5): a moderator suspends an account and its open session is refused within one request;
 * browsing goes on as a signed-out visitor; its refresh tokens are revoked; a restore gives the account back.
 */
describe('account suspension', () => {
  let server: TestServer;
  let clip: string;
  beforeAll(async () => {
    server = await createTestServer();
    clip = await insertClip(server.db, { channel: await insertChannel(server.db, uniqueLogin('sus')) });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a suspended person’s open session is refused on the very next request, with the public reason; browsing goes on signed out', async () => {
    const admin = await registeredUser(server, { admin: true });
    const person = await registeredUser(server);
    await ok(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: clip, isLike: true }, person.token);
    const before = await validSince(person.user.firebase_uid);

    expect(await ok(server, 'client/admin/suspendAccount', { userName: person.user.username, publicReason: 'Spam links in comments' }, admin.token)).toMatchObject({
      userName: person.user.username,
      wasSuspended: false,
    });

    // The same token, one request later.
    const refused = await call(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'still here?' }, person.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      isSuccessful: false,
      errorCode: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended: Spam links in comments',
      publicReason: 'Spam links in comments',
    });
    expect(await fails(server, 'client/profile/profileDetails', {}, person.token)).toEqual([403, 'ACCOUNT_SUSPENDED']);
    // However the session is found ended (here revoked at Firebase, a second later, as the suspension's revocation is
    // once the clock ticks over), the answer says why: ACCOUNT_SUSPENDED, not TOKEN_REVOKED.
    await revokeTokens(person.uid);
    expect(await fails(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'and now?' }, person.token)).toEqual([403, 'ACCOUNT_SUSPENDED']);
    // Browsing: answered as for a signed-out visitor (no personal data in it).
    const listing = await ok(server, 'client/videoListing/masterFrontpageList', { sort: 'new', period: 'all' }, person.token);
    expect(listing.clipList.map((c) => c.internalClipId)).toContain(clip);
    // Nothing it tried was written.
    expect(await server.db.selectFrom('comments').select('id').where('clip_id', '=', clip).execute()).toEqual([]);
    // Its sessions were ended at Firebase too (revokeRefreshTokens moves validSince to now).
    expect(await validSince(person.user.firebase_uid)).toBeGreaterThanOrEqual(Math.max(before, Math.floor(Date.now() / 1000) - 30));
    // A fresh sign-in is no way around it.
    const fresh = await signIn(person.user.email!, 'correct-horse-battery');
    expect(await fails(server, 'client/profile/profileDetails', {}, fresh)).toEqual([403, 'ACCOUNT_SUSPENDED']);

    const listed = await ok(server, 'client/admin/getSuspendedAccounts', {}, admin.token);
    expect(listed.suspendedAccountList).toEqual([
      { userName: person.user.username, suspendedAt: expect.any(String), suspendedByUserName: admin.user.username, reason: 'Spam links in comments' },
    ]);

    // Suspending again keeps the first suspension.
    expect(await ok(server, 'client/admin/suspendAccount', { userName: person.user.username.toUpperCase() }, admin.token)).toMatchObject({ wasSuspended: true });
    expect((await ok(server, 'client/admin/getSuspendedAccounts', {}, admin.token)).suspendedAccountList[0]?.reason).toBe('Spam links in comments');

    // Restored: the person signs in again and is who they were.
    expect(await ok(server, 'client/admin/restoreAccount', { userName: person.user.username }, admin.token)).toMatchObject({ wasSuspended: true });
    expect(await ok(server, 'client/admin/restoreAccount', { userName: person.user.username }, admin.token)).toMatchObject({ wasSuspended: false });
    const again = await signIn(person.user.email!, 'correct-horse-battery');
    expect(await ok(server, 'client/profile/profileDetails', {}, again)).toMatchObject({ username: person.user.username });
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'back, and behaving' }, again);
    expect((await ok(server, 'client/admin/getSuspendedAccounts', {}, admin.token)).suspendedAccountList).toEqual([]);
  });

  test('only an admin suspends; an admin cannot be suspended; unknown names and bad input are clear 4xx', async () => {
    const admin = await registeredUser(server, { admin: true });
    const otherAdmin = await registeredUser(server, { admin: true });
    const person = await registeredUser(server);
    const stranger = await registeredUser(server);
    expect(await fails(server, 'client/admin/suspendAccount', { userName: stranger.user.username })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, 'client/admin/suspendAccount', { userName: stranger.user.username }, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/restoreAccount', { userName: stranger.user.username }, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/getSuspendedAccounts', {}, person.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/suspendAccount', { userName: otherAdmin.user.username }, admin.token)).toEqual([403, 'FORBIDDEN']);
    expect(await fails(server, 'client/admin/suspendAccount', { userName: 'nobody_here_x' }, admin.token)).toEqual([404, 'USER_NOT_FOUND']);
    expect(await fails(server, 'client/admin/restoreAccount', { userName: 'nobody_here_x' }, admin.token)).toEqual([404, 'USER_NOT_FOUND']);
    for (const body of [
      { userName: 'a\u0000b' },
      { userName: 'x'.repeat(5000) },
      { userName: 42 },
      { userName: stranger.user.username, publicReason: 'r'.repeat(5000) },
      { userName: stranger.user.username, extra: true },
      {},
    ]) {
      const [status] = await fails(server, 'client/admin/suspendAccount', body as never, admin.token);
      expect([JSON.stringify(body).slice(0, 40), status >= 400 && status < 500]).toEqual([JSON.stringify(body).slice(0, 40), true]);
    }
    // None of that suspended anyone.
    expect(await ok(server, 'client/profile/profileDetails', {}, stranger.token)).toMatchObject({ username: stranger.user.username });
  });
});
