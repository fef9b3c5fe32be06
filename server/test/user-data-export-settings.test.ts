import { callFail, callOk, createTestServer, createTestUser, makeAdmin, makeStreamer, type TestServer, type TokenLike, uniqueUsername, userRow, verifyEmailInEmulator } from './support';
import { uniqueLogin } from './domain-support/fixtures';

/**
 * Issue 19 item 16: the export's hasVerifiedEmail is Firebase's own state (what /account/email shows), and the export
 * holds the channel page settings of the person's channel and their notifications, never someone else's.
 */
describe('exportUserData: verification, channel page settings and notifications', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  type Exported = {
    account: { hasVerifiedEmail: boolean };
    channelPage: Record<string, unknown> | null;
    notifications: Record<string, unknown>[];
    moderationActionsTaken: Record<string, unknown>[];
  };
  const exportOf = async (user: TokenLike) => (await callOk(server, 'client/userData/exportUserData', {}, user)).userData as unknown as Exported;

  test('an address verified by the link (the old token still says unverified) is exported as verified', async () => {
    const user = await createTestUser({ server, username: uniqueUsername('Ver') });
    expect((await exportOf(user)).account.hasVerifiedEmail).toBe(false);
    await verifyEmailInEmulator(user.uid);
    // The token the client holds was minted before the link was opened: it still says email_verified false.
    expect((await exportOf(user)).account.hasVerifiedEmail).toBe(true);
    // The stored copy follows, as checkEmailVerification does.
    expect((await userRow(server, user.uid))?.has_verified_email).toBe(true);
  });

  test('a streamer’s export holds their channel page settings; a viewer’s has none', async () => {
    const streamer = await createTestUser({ server, username: uniqueUsername('Str') });
    const viewer = await createTestUser({ server, username: uniqueUsername('Vie') });
    const login = uniqueLogin('exp');
    await makeStreamer(server, streamer, login);
    await callOk(
      server,
      'client/channel/setChannelProfile',
      {
        channelLogin: login,
        displayName: 'Export Channel',
        description: '毎晩スピードラン',
        links: [{ label: 'Site', url: 'https://site.example/' }],
        tipLinks: [{ platform: 'kofi', url: 'https://ko-fi.example/exp' }],
        requestPolicy: 'approval',
        submitRule: { audience: 'followers', minFollowDays: 10 },
        featuredClipIds: [],
      },
      streamer,
    );
    expect((await exportOf(streamer)).channelPage).toEqual({
      channelLogin: login,
      displayName: 'Export Channel',
      reading: '',
      description: '毎晩スピードラン',
      links: [{ label: 'Site', url: 'https://site.example/' }],
      tipLinks: [{ platform: 'kofi', url: 'https://ko-fi.example/exp' }],
      requestPolicy: 'approval',
      submitRule: { audience: 'followers', minFollowDays: 10 },
      featuredClipIds: [],
      watchedWords: [],
      // The channel's collections (ADR 0148): none yet; channel-collections.test.ts exports some.
      collections: [],
    });
    // The channel's watched words are the streamer's (issue 22 item 8); another channel's list is not in it.
    await callOk(server, 'client/streamer/addWatchedWord', { pattern: 'ネタバレ', action: 'reject', rejectMessage: 'No spoilers here' }, streamer);
    const admin = await createTestUser({ server, username: uniqueUsername('Adm') });
    await makeAdmin(server, admin);
    await callOk(server, 'client/admin/addWatchedWord', { pattern: 'sitewide', action: 'hold' }, admin);
    const words = (await exportOf(streamer)).channelPage?.watchedWords as Record<string, unknown>[];
    expect(words).toEqual([{ pattern: 'ネタバレ', action: 'reject', rejectMessage: 'No spoilers here', createdAt: expect.any(String) }]);
    // Adding it is in the moderation log under the streamer's name: their own action, in their export; the admin's is not.
    const taken = (await exportOf(streamer)).moderationActionsTaken;
    expect(taken).toEqual([expect.objectContaining({ action: 'watched_word_added', targetLabel: 'ネタバレ' })]);
    const theirs = await exportOf(viewer);
    expect(theirs.channelPage).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('ko-fi.example');
  });

  test('the export holds the person’s notifications, without the delivery bookkeeping, and nobody else’s', async () => {
    const user = await createTestUser({ server, username: uniqueUsername('Not') });
    const other = await createTestUser({ server, username: uniqueUsername('Oth') });
    await server.db
      .insertInto('notifications')
      .values([
        { user_id: user.userId!, kind: 'request_approved', dedupe_key: 'mine-1', channel_login: 'somechan', clip_id: 'clipA', clip_title: 'My approved clip' },
        { user_id: other.userId!, kind: 'request_rejected', dedupe_key: 'theirs-1', channel_login: 'somechan', clip_id: 'clipB', clip_title: 'Their private clip' },
      ])
      .execute();
    const { notifications } = await exportOf(user);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: 'request_approved', channelLogin: 'somechan', clipId: 'clipA', clipTitle: 'My approved clip', isRead: false });
    expect(Object.keys(notifications[0]!)).not.toContain('dedupeKey');
    expect(Object.keys(notifications[0]!)).not.toContain('pushPending');
    expect(Object.keys(notifications[0]!)).not.toContain('userId');
    expect(JSON.stringify(notifications)).not.toContain('Their private clip');
  });

  test('signed out and a body naming someone else are refused', async () => {
    expect(await callFail(server, 'client/userData/exportUserData', {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    const user = await createTestUser({ server, username: uniqueUsername() });
    expect(await callFail(server, 'client/userData/exportUserData', { userId: 'someone-else' }, user)).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
  });
});
