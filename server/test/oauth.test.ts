import { createTwitchClient } from '../src/twitch/twitch-client';
import { callFail, callOk, createTestServer, createTestUser, type TestServer, type TestUser, uniqueUsername, userRow } from './support';
import { uniqueLogin } from './domain-support/fixtures';

let twitchIds = 1000;
function twitchUser(login = uniqueLogin('tw'), displayName = login) {
  return { id: String(++twitchIds), login, displayName };
}

describe('Twitch connection (OAuth authorization code)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connect(user: TestUser, tw = twitchUser()) {
    const { state } = await callOk(server, 'client/oauth/reserveOauthState', {}, user);
    const code = server.twitch.authorize(tw);
    return { tw, state, code, answer: await callOk(server, 'client/oauth/twitchConnect', { code, state }, user) };
  }

  test('reserveOauthState answers a state and the Twitch authorize URL with it', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const { state, authorizeUrl } = await callOk(server, 'client/oauth/reserveOauthState', {}, user);
    expect(state.length).toBeGreaterThanOrEqual(32);
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.twitch.url}/oauth2/authorize`);
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('client_id')).toBe(server.twitch.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(server.config.twitch.redirectUri);
  });

  test('twitchConnect claims the channel, keeps the tokens on the server, and the profile shows the streamer', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const tw = twitchUser(uniqueLogin('ja'), '日本の配信者');
    const { answer } = await connect(user, tw);
    expect(answer).toEqual({ isSuccessful: true, streamerChannelLogin: tw.login });
    expect(JSON.stringify(answer)).not.toContain('user-');
    expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ isStreamer: true, streamerChannelLogin: tw.login });
    const channel = await server.db.selectFrom('channels').selectAll().where('login', '=', tw.login).executeTakeFirstOrThrow();
    expect(channel).toMatchObject({ claimed_by_user_id: user.userId, twitch_user_id: tw.id, display_name: '日本の配信者' });
    const tokens = await server.db.selectFrom('twitch_tokens').selectAll().where('user_id', '=', user.userId!).executeTakeFirstOrThrow();
    expect(tokens.access_token).toMatch(/^user-/);
    // The code went to Twitch's token endpoint with our secret, server to server.
    const tokenCall = server.twitch.requests.find((r) => r.path === '/oauth2/token' && r.body.includes('authorization_code'));
    expect(new URLSearchParams(tokenCall!.body).get('client_secret')).toBe(server.twitch.clientSecret);
    // Now a streamer: streamer-only calls pass the auth step.
    expect(await callOk(server, 'client/streamer/getChannelStats', {}, user)).toMatchObject({ channelLogin: tw.login });
  });

  test('a state is single use, bound to its user, and expires', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const other = await createTestUser({ server, username: uniqueUsername() });
    const { state, code } = await connect(user);
    expect(await callFail(server, 'client/oauth/twitchConnect', { code, state }, user)).toMatchObject({ status: 400, errorCode: 'OAUTH_STATE_INVALID' });

    const mine = await callOk(server, 'client/oauth/reserveOauthState', {}, user);
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: server.twitch.authorize(twitchUser()), state: mine.state }, other)).toMatchObject({
      errorCode: 'OAUTH_STATE_INVALID',
    });

    const old = await callOk(server, 'client/oauth/reserveOauthState', {}, other);
    await server.db.updateTable('oauth_states').set({ expires_at: new Date(Date.now() - 1000) }).where('state', '=', old.state).execute();
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: server.twitch.authorize(twitchUser()), state: old.state }, other)).toMatchObject({
      errorCode: 'OAUTH_STATE_INVALID',
    });
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: 'abc', state: 'never-reserved' }, other)).toMatchObject({ errorCode: 'OAUTH_STATE_INVALID' });
    expect((await userRow(server, other.uid))?.streamer_channel_login).toBeNull();
  });

  test('a channel someone else claimed is CHANNEL_ALREADY_CLAIMED', async () => {
    const first = await createTestUser({ server, username: uniqueUsername() });
    const second = await createTestUser({ server, username: uniqueUsername() });
    const tw = twitchUser();
    await connect(first, tw);
    const { state } = await callOk(server, 'client/oauth/reserveOauthState', {}, second);
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: server.twitch.authorize(tw), state }, second)).toMatchObject({
      status: 409,
      errorCode: 'CHANNEL_ALREADY_CLAIMED',
    });
    expect((await userRow(server, second.uid))?.streamer_channel_login).toBeNull();
  });

  test('a code Twitch refuses is OAUTH_STATE_INVALID; a Twitch outage is TWITCH_FAILED', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const first = await callOk(server, 'client/oauth/reserveOauthState', {}, user);
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: 'made-up-code', state: first.state }, user)).toMatchObject({
      status: 400,
      errorCode: 'OAUTH_STATE_INVALID',
    });
    const second = await callOk(server, 'client/oauth/reserveOauthState', {}, user);
    const code = server.twitch.authorize(twitchUser());
    server.twitch.failWith(503);
    try {
      expect(await callFail(server, 'client/oauth/twitchConnect', { code, state: second.state }, user)).toMatchObject({ status: 502, errorCode: 'TWITCH_FAILED' });
    } finally {
      server.twitch.failWith(null);
    }
  });

  test('Twitch not configured is TWITCH_NOT_CONFIGURED', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const saved = server.config.twitch.clientId;
    server.config.twitch.clientId = undefined;
    try {
      expect(await callFail(server, 'client/oauth/reserveOauthState', {}, user)).toMatchObject({ status: 503, errorCode: 'TWITCH_NOT_CONFIGURED' });
    } finally {
      server.config.twitch.clientId = saved;
    }
  });

  test('signed out, unregistered and bad input', async () => {
    expect(await callFail(server, 'client/oauth/reserveOauthState', {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: 'a', state: 'b' })).toMatchObject({ status: 401 });
    expect(await callFail(server, 'client/oauth/twitchDisconnect', {})).toMatchObject({ status: 401 });
    const unregistered = await createTestUser();
    expect(await callFail(server, 'client/oauth/reserveOauthState', {}, unregistered)).toMatchObject({ status: 403, errorCode: 'ACCOUNT_NOT_REGISTERED' });
    const user = await createTestUser({ server, username: uniqueUsername() });
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: '', state: 'x' }, user)).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: 'x'.repeat(600), state: 'x' }, user)).toMatchObject({ status: 400 });
    expect(await callFail(server, 'client/oauth/twitchConnect', { code: 'x' }, user)).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
  });

  test('twitchDisconnect unclaims the channel and forgets the tokens; the clips stay; then NOT_CONNECTED', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const { tw } = await connect(user);
    const { access_token: token } = await server.db.selectFrom('twitch_tokens').select('access_token').where('user_id', '=', user.userId!).executeTakeFirstOrThrow();
    expect(server.twitch.isTokenValid(token)).toBe(true);
    expect(await callOk(server, 'client/oauth/twitchDisconnect', {}, user)).toEqual({ isSuccessful: true, isRevokedAtTwitch: true });
    // Revoked at Twitch itself, with our client id, not only forgotten here.
    expect(server.twitch.isTokenValid(token)).toBe(false);
    const revoke = server.twitch.requests.filter((r) => r.path === '/oauth2/revoke').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(revoke.body))).toEqual({ client_id: server.twitch.clientId, token });
    expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ isStreamer: false, streamerChannelLogin: null });
    const channel = await server.db.selectFrom('channels').selectAll().where('login', '=', tw.login).executeTakeFirstOrThrow();
    expect(channel.claimed_by_user_id).toBeNull();
    expect(await server.db.selectFrom('twitch_tokens').selectAll().where('user_id', '=', user.userId!).execute()).toHaveLength(0);
    expect(await callFail(server, 'client/oauth/twitchDisconnect', {}, user)).toMatchObject({ status: 409, errorCode: 'NOT_CONNECTED' });
    // The channel is free again for someone else.
    const next = await createTestUser({ server, username: uniqueUsername() });
    expect((await connect(next, tw)).answer.streamerChannelLogin).toBe(tw.login);
  });

  test('twitchDisconnect still disconnects when Twitch is down, and says the token was not revoked there', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const { tw } = await connect(user);
    server.twitch.failWith(503);
    try {
      expect(await callOk(server, 'client/oauth/twitchDisconnect', {}, user)).toEqual({ isSuccessful: true, isRevokedAtTwitch: false });
    } finally {
      server.twitch.failWith(null);
    }
    expect(await callOk(server, 'client/profile/profileDetails', {}, user)).toMatchObject({ isStreamer: false });
    expect((await server.db.selectFrom('channels').select('claimed_by_user_id').where('login', '=', tw.login).executeTakeFirstOrThrow()).claimed_by_user_id).toBeNull();
    expect(await server.db.selectFrom('twitch_tokens').selectAll().where('user_id', '=', user.userId!).execute()).toHaveLength(0);
  });

  test('twitchDisconnect of one streamer leaves another streamer’s connection and token alone', async () => {
    const one = await createTestUser({ server, username: uniqueUsername() });
    const other = await createTestUser({ server, username: uniqueUsername() });
    await connect(one);
    const { tw } = await connect(other);
    const { access_token: otherToken } = await server.db.selectFrom('twitch_tokens').select('access_token').where('user_id', '=', other.userId!).executeTakeFirstOrThrow();
    await callOk(server, 'client/oauth/twitchDisconnect', {}, one);
    expect(server.twitch.isTokenValid(otherToken)).toBe(true);
    expect(await callOk(server, 'client/profile/profileDetails', {}, other)).toMatchObject({ isStreamer: true, streamerChannelLogin: tw.login });
    expect((await callFail(server, 'client/oauth/twitchDisconnect', { channelLogin: tw.login }, one)).status).toBe(400);
  });
});

describe('Twitch client against the fake Twitch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('getClip resolves a clip with its broadcaster login and the mp4 beside the thumbnail; unknown is null', async () => {
    const { videoUrl } = server.twitch.addClip({
      id: 'AwkwardHelplessSalamanderSwiftRage',
      broadcasterId: '4242',
      broadcasterLogin: 'nihongo_streamer',
      broadcasterName: '日本語ストリーマー',
      title: 'すごいクリップ',
      durationSeconds: 12.5,
      video: { bytes: Buffer.from('fake mp4 bytes') },
    });
    const client = createTwitchClient(server.config.twitch);
    const clip = await client.getClip('AwkwardHelplessSalamanderSwiftRage');
    expect(clip).toMatchObject({
      id: 'AwkwardHelplessSalamanderSwiftRage',
      broadcasterLogin: 'nihongo_streamer',
      broadcasterName: '日本語ストリーマー',
      title: 'すごいクリップ',
      durationSeconds: 12.5,
      videoUrl,
    });
    expect(clip!.thumbnailUrl).toMatch(/-preview-480x272\.jpg$/);
    expect((await fetch(clip!.videoUrl)).status).toBe(200);
    expect(await client.getClip('NoSuchClip')).toBeNull();
    // The app token came from the client-credentials grant and is reused.
    expect(server.twitch.requests.filter((r) => r.body.includes('client_credentials'))).toHaveLength(1);
  });

  test('not configured: isConfigured is false and calls say TWITCH_NOT_CONFIGURED', async () => {
    const client = createTwitchClient({ ...server.config.twitch, clientId: undefined });
    expect(client.isConfigured()).toBe(false);
    await expect(client.getClip('x')).rejects.toMatchObject({ errorCode: 'TWITCH_NOT_CONFIGURED' });
  });
});
