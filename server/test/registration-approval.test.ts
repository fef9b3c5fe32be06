import { api, emulatorAccount, fails, ok, registeredUser } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { setAdminByUsername } from '../src/domain/admins';
import { call, createTestServer, rawRequest, uniqueUsername, userRow, type TestServer } from './support';

/** A person registering in approval mode: a fresh emulator identity, then accountRegistration with a reason. */
async function applicant(server: TestServer, reason = 'I clip speedruns and want to comment on them') {
  const identity = await emulatorAccount();
  const username = uniqueUsername('ap');
  const answer = await ok(server, 'client/userLogins/accountRegistration', { username, reason }, identity.token);
  const user = (await userRow(server, identity.uid))!;
  return { ...identity, username, answer, user };
}

/** An admin in approval mode: registered (pending, with a reason) and given the role as the operator tool does, which approves it. */
async function approvalAdmin(server: TestServer) {
  const person = await applicant(server, 'I run this site');
  expect(await setAdminByUsername(server.db, person.username, true)).toBe(true);
  expect((await userRow(server, person.uid))?.registration_status).toBe('active');
  return person;
}

/**
 * Registration approval (REGISTRATION=approval, issue 22 item 5, ADR 0136): a new account says why it wants to join and
 * waits, pending, until a moderator approves or rejects it. Pending and rejected accounts read but never act (the
 * suspension gate in http/authenticate.ts). Open mode (the default) is what it always was.
 */
describe('registration approval', () => {
  let server: TestServer;
  let channel: string;
  let clip: string;
  beforeAll(async () => {
    server = await createTestServer({ configure: (config) => void (config.registration = 'approval') });
    channel = await insertChannel(server.db, uniqueLogin('ra'));
    clip = await insertClip(server.db, { channel });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('is-online says approval; registering needs a bounded reason; the account starts pending with it', async () => {
    expect(await ok(server, 'is-online', undefined)).toMatchObject({ isOnline: true, registration: 'approval' });

    const identity = await emulatorAccount();
    const username = uniqueUsername('ap');
    expect(await fails(server, 'client/userLogins/accountRegistration', { username }, identity.token)).toEqual([400, 'REGISTRATION_REASON_REQUIRED']);
    expect(await fails(server, 'client/userLogins/accountRegistration', { username, reason: '   ' }, identity.token)).toEqual([400, 'REGISTRATION_REASON_REQUIRED']);
    expect(await fails(server, 'client/userLogins/accountRegistration', { username, reason: 'r'.repeat(501) }, identity.token)).toEqual([400, 'REGISTRATION_REASON_TOO_LONG']);
    for (const body of [
      { username, reason: 'a\u0000b' },
      { username, reason: 42 },
      { username, reason: ['x'] },
      { username, reason: null },
      { username, reason: 'fine', extra: true },
      { username: 42, reason: 'fine' },
    ]) {
      const { status } = await api(server, 'client/userLogins/accountRegistration', body, identity.token);
      expect([JSON.stringify(body).slice(0, 50), status >= 400 && status < 500]).toEqual([JSON.stringify(body).slice(0, 50), true]);
    }
    // A huge body is refused before any parsing, never a 5xx.
    const huge = await rawRequest(server, {
      path: '/client/userLogins/accountRegistration',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${identity.token}` },
      body: JSON.stringify({ username, reason: 'x'.repeat(2_000_000) }),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    // None of that made an account.
    expect(await userRow(server, identity.uid)).toBeUndefined();

    // A fresh identity (registration is rate limited per identity, and the refusals above counted).
    const fresh = await emulatorAccount();
    expect(await ok(server, 'client/userLogins/accountRegistration', { username, reason: '  I make clips of my own streams  ' }, fresh.token)).toEqual({
      isSuccessful: true,
      username,
      registrationStatus: 'pending',
    });
    const row = await userRow(server, fresh.uid);
    expect(row).toMatchObject({ registration_status: 'pending', registration_reason: 'I make clips of my own streams' });
    expect(await ok(server, 'client/profile/profileDetails', {}, fresh.token)).toMatchObject({
      username,
      registration: { status: 'pending', reason: 'I make clips of my own streams', decisionReason: null },
    });
  });

  test('a pending account reads and leaves, but every write is refused with REGISTRATION_PENDING and nothing is written', async () => {
    const person = await applicant(server);
    const other = await applicant(server);
    const token = person.token;
    // Reading its own things, and the site, goes on.
    await ok(server, 'client/profile/profileDetails', {}, token);
    await ok(server, 'client/notifications/getUnreadCount', {}, token);
    await ok(server, 'client/notifications/getNotifications', {}, token);
    await ok(server, 'client/follows/getUserFollowedChannels', {}, token);
    await ok(server, 'client/channelBlocking/getUserBlockedChannels', {}, token);
    await ok(server, 'client/userLikes/getUserLikedClips', {}, token);
    await ok(server, 'client/report/getMyReports', {}, token);
    await ok(server, 'client/clipComment/getClipComments', { internalClipId: clip }, token);
    const listing = await ok(server, 'client/videoListing/masterFrontpageList', { sort: 'new', period: 'all' }, token);
    expect(listing.clipList.map((c) => c.internalClipId)).toContain(clip);

    // Every write the site offers members: refused, with the same code.
    const writes: [Parameters<typeof call>[1], unknown][] = [
      ['client/clipComment/submitComment', { internalClipId: clip, commentText: 'first!' }],
      ['client/clipLikes/modifyLikeClipPreference', { internalClipId: clip, isLike: true }],
      ['client/follows/modifyUserFollowedChannel', { channelLogin: channel, isFollow: true }],
      ['client/channelBlocking/modifyChannelBlockPreference', { channelLogin: channel, isBlock: true }],
      ['client/userAccountBlocking/modifyUserBlockPreference', { userName: other.username, isBlock: true }],
      ['client/report/reportClip', { internalClipId: clip, reason: 'spam' }],
      ['client/userSubmission/submitClip', { clipUrl: 'https://clips.twitch.tv/SomeClip', channelLogin: channel, clipTitle: 'A request' }],
      ['client/oauth/reserveOauthState', {}],
      ['client/profile/removeProfileImage', {}],
      ['client/clipComment/mentionSuggestions', { internalClipId: clip, query: 'ab' }],
    ];
    for (const [path, body] of writes) {
      expect([path, ...(await fails(server, path, body as never, token))]).toEqual([path, 403, 'REGISTRATION_PENDING']);
    }
    // Bad input from a pending account is the same clean refusal, never a 5xx.
    for (const body of [{ internalClipId: clip, commentText: 'a\u0000b' }, { commentText: 42 }, { internalClipId: clip, commentText: 'x', extra: 1 }]) {
      expect(await fails(server, 'client/clipComment/submitComment', body as never, token)).toEqual([403, 'REGISTRATION_PENDING']);
    }
    // Uploads (tus) authenticate without a call path: refused too.
    const upload = await rawRequest(server, { path: '/uploads', headers: { authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000' } });
    expect([upload.status, upload.text]).toEqual([403, expect.stringContaining('REGISTRATION_PENDING')]);

    // Nothing of this person's (the clip is shared by the file's tests, which run in a random order under CI).
    expect(await server.db.selectFrom('comments').select('id').where('clip_id', '=', clip).where('user_id', '=', person.user.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('follows').select('user_id').where('user_id', '=', person.user.id).execute()).toEqual([]);
    expect(await server.db.selectFrom('reports').select('id').where('reporter_user_id', '=', person.user.id).execute()).toEqual([]);

    // Leaving is allowed: the data export carries the reason, and the account can delete itself.
    const exported = await ok(server, 'client/userData/exportUserData', {}, token);
    expect(exported.userData.account).toMatchObject({ registrationStatus: 'pending', registrationReason: 'I clip speedruns and want to comment on them', registrationDecidedAt: null });
    await ok(server, 'client/userLogins/deleteAccount', {}, token);
    expect(await userRow(server, person.uid)).toBeUndefined();
  });

  test('pending → approved: listed with reason and age, approved, logged, told; the account acts from its next request', async () => {
    const admin = await approvalAdmin(server);
    const person = await applicant(server, 'Long-time viewer of this channel');
    const listed = await ok(server, 'client/admin/getRegistrationRequests', {}, admin.token);
    expect(listed.registrationRequestList).toContainEqual({ userName: person.username, reason: 'Long-time viewer of this channel', registeredAt: expect.any(String) });
    // The admin (approved by the role) is not in the list.
    expect(listed.registrationRequestList.map((r) => r.userName)).not.toContain(admin.username);
    // Longest waiting first.
    const times = listed.registrationRequestList.map((r) => Date.parse(r.registeredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    expect(await ok(server, 'client/admin/decideRegistration', { userName: person.username.toUpperCase(), decision: 'approve', privateNote: 'Known viewer' }, admin.token)).toMatchObject({
      userName: person.username,
      status: 'active',
    });
    // Deciding again: it is not pending any more.
    expect(await fails(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'reject' }, admin.token)).toEqual([409, 'REGISTRATION_NOT_PENDING']);
    expect((await ok(server, 'client/admin/getRegistrationRequests', {}, admin.token)).registrationRequestList.map((r) => r.userName)).not.toContain(person.username);

    // The same token acts now.
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'Approved and commenting' }, person.token);
    await ok(server, 'client/clipLikes/modifyLikeClipPreference', { internalClipId: clip, isLike: true }, person.token);
    expect((await ok(server, 'client/profile/profileDetails', {}, person.token)).registration).toBeNull();

    const log = await ok(server, 'client/admin/getModerationLog', { action: 'registration_approved', targetKey: `user:${person.user.id}` }, admin.token);
    expect(log.entryList).toEqual([
      expect.objectContaining({ action: 'registration_approved', targetKind: 'user', targetLabel: person.username, moderatorUserName: admin.username, privateNote: 'Known viewer' }),
    ]);
    const notices = await ok(server, 'client/notifications/getNotifications', {}, person.token);
    expect(notices.notificationList).toEqual([expect.objectContaining({ kind: 'registration_approved', isRead: false })]);

    const exported = await ok(server, 'client/userData/exportUserData', {}, person.token);
    expect(exported.userData.account).toMatchObject({ registrationStatus: 'active', registrationReason: 'Long-time viewer of this channel', registrationDecidedAt: expect.anything() });
  });

  test('pending → rejected: the public reason reaches the person, who stays refused but may read, export and delete', async () => {
    const admin = await approvalAdmin(server);
    const person = await applicant(server, 'buy cheap followers at example.com');
    expect(
      await ok(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'reject', publicReason: 'Advertising is not a reason to join', privateNote: 'spam wave' }, admin.token),
    ).toMatchObject({ userName: person.username, status: 'rejected' });
    expect(await fails(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'approve' }, admin.token)).toEqual([409, 'REGISTRATION_NOT_PENDING']);

    const refused = await call(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'let me in' }, person.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'REGISTRATION_REJECTED', publicReason: 'Advertising is not a reason to join' });
    expect(await ok(server, 'client/profile/profileDetails', {}, person.token)).toMatchObject({
      registration: { status: 'rejected', reason: 'buy cheap followers at example.com', decisionReason: 'Advertising is not a reason to join' },
    });
    const notices = await ok(server, 'client/notifications/getNotifications', {}, person.token);
    expect(notices.notificationList).toEqual([expect.objectContaining({ kind: 'registration_rejected', reason: 'Advertising is not a reason to join' })]);
    // The person never learns who decided.
    expect(JSON.stringify(notices)).not.toContain(admin.username);
    const log = await ok(server, 'client/admin/getModerationLog', { targetKey: `user:${person.user.id}` }, admin.token);
    expect(log.entryList).toEqual([
      expect.objectContaining({ action: 'registration_rejected', publicReason: 'Advertising is not a reason to join', privateNote: 'spam wave', moderatorUserName: admin.username }),
    ]);
    const exported = await ok(server, 'client/userData/exportUserData', {}, person.token);
    expect(exported.userData.account).toMatchObject({
      registrationStatus: 'rejected',
      registrationReason: 'buy cheap followers at example.com',
      registrationDecisionReason: 'Advertising is not a reason to join',
    });
    expect((exported.userData as { moderation?: unknown }).moderation ?? exported.userData).toBeDefined();
    // Leaving frees nothing it should not: the account deletes itself.
    await ok(server, 'client/userLogins/deleteAccount', {}, person.token);
    expect(await userRow(server, person.uid)).toBeUndefined();
  });

  test('only an admin lists or decides; a pending account cannot decide its own; bad input is a clear 4xx', async () => {
    const admin = await approvalAdmin(server);
    const person = await applicant(server);
    const member = await applicant(server);
    await ok(server, 'client/admin/decideRegistration', { userName: member.username, decision: 'approve' }, admin.token);

    expect(await fails(server, 'client/admin/getRegistrationRequests', {})).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'approve' })).toEqual([401, 'NOT_AUTHORISED']);
    expect(await fails(server, 'client/admin/getRegistrationRequests', {}, member.token)).toEqual([403, 'NOT_ADMIN']);
    expect(await fails(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'approve' }, member.token)).toEqual([403, 'NOT_ADMIN']);
    // Its own registration: refused before anything (a pending account acts on nothing), and it stays pending.
    const own = await fails(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'approve' }, person.token);
    expect(own[0]).toBe(403);
    expect(await fails(server, 'client/admin/getRegistrationRequests', {}, person.token)).toEqual([403, own[1]]);
    expect(await fails(server, 'client/admin/decideRegistration', { userName: 'nobody_here_x', decision: 'approve' }, admin.token)).toEqual([404, 'USER_NOT_FOUND']);
    expect(await fails(server, 'client/admin/decideRegistration', { userName: person.username, decision: 'reject', publicReason: 'r'.repeat(301) }, admin.token)).toEqual([
      400,
      'PUBLIC_REASON_TOO_LONG',
    ]);
    for (const body of [
      {},
      { userName: person.username },
      { userName: person.username, decision: 'maybe' },
      { userName: person.username, decision: 'approve', extra: true },
      { userName: person.username, decision: true },
      { userName: 42, decision: 'approve' },
      { userName: 'a\u0000b', decision: 'approve' },
      { userName: person.username, decision: 'reject', publicReason: 'a\u0000b' },
      { userName: person.username, decision: 'reject', privateNote: 'n'.repeat(5000) },
      { userName: 'x'.repeat(5000), decision: 'approve' },
    ]) {
      const { status } = await api(server, 'client/admin/decideRegistration', body, admin.token);
      expect([JSON.stringify(body).slice(0, 50), status >= 400 && status < 500]).toEqual([JSON.stringify(body).slice(0, 50), true]);
    }
    for (const body of [{ limit: 0 }, { limit: 'ten' }, { limit: 10, extra: 1 }]) {
      const { status } = await api(server, 'client/admin/getRegistrationRequests', body, admin.token);
      expect(status >= 400 && status < 500).toBe(true);
    }
    // None of that decided anything.
    expect((await userRow(server, person.uid))?.registration_status).toBe('pending');
  });
});

describe('registration approval off (REGISTRATION=open, the default)', () => {
  let server: TestServer;
  let clip: string;
  beforeAll(async () => {
    server = await createTestServer();
    clip = await insertClip(server.db, { channel: await insertChannel(server.db, uniqueLogin('ro')) });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a new account acts at once; a reason is not needed (and ignored); nothing waits for approval', async () => {
    expect(server.ctx.config.registration).toBe('open');
    expect(await ok(server, 'is-online', undefined)).toMatchObject({ registration: 'open' });
    const person = await registeredUser(server);
    expect(person.user.registration_status).toBe('active');
    expect((await ok(server, 'client/profile/profileDetails', {}, person.token)).registration).toBeNull();
    await ok(server, 'client/clipComment/submitComment', { internalClipId: clip, commentText: 'Open mode, straight in' }, person.token);

    const withReason = await emulatorAccount();
    const username = uniqueUsername('op');
    expect(await ok(server, 'client/userLogins/accountRegistration', { username, reason: 'Just because' }, withReason.token)).toMatchObject({ registrationStatus: 'active' });
    expect(await userRow(server, withReason.uid)).toMatchObject({ registration_status: 'active', registration_reason: null });

    const admin = await registeredUser(server, { admin: true });
    expect((await ok(server, 'client/admin/getRegistrationRequests', {}, admin.token)).registrationRequestList).toEqual([]);
    expect(await fails(server, 'client/admin/decideRegistration', { userName: person.user.username, decision: 'reject' }, admin.token)).toEqual([409, 'REGISTRATION_NOT_PENDING']);
  });
});
