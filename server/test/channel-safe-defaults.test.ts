import { sql } from 'kysely';
import { callFail, callOk, createTestServer, createTestUser, type TestServer, type TestUser, uniqueUsername } from './support';
import { insertChannel, uniqueLogin } from './domain-support/fixtures';

/**
 * Issue 19 item 4 (ADR 0119): a channel someone connects starts in Approval, so a stranger's submission becomes a
 * clip request; the connect page's one-step choice saves through setChannelProfile; existing settings are kept.
 */
let twitchIds = 5000;

describe('safe defaults for a newly connected channel', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connect(user: TestUser, login: string) {
    const { state } = await callOk(server, 'client/oauth/reserveOauthState', {}, user);
    const code = server.twitch.authorize({ id: String(++twitchIds), login, displayName: login });
    return callOk(server, 'client/oauth/twitchConnect', { code, state }, user);
  }
  const policyOf = async (login: string) => (await callOk(server, 'client/channel/getChannelProfile', { channelLogin: login })).channelProfile.requestPolicy;
  // Submissions are answered before any download (the workers are not running here): the answer says where it went.
  const submit = (user: TestUser, channelLogin: string) =>
    callOk(server, 'client/userSubmission/submitClip', { clipUrl: 'http://127.0.0.1:9/clip.mp4', channelLogin, clipTitle: 'A stranger’s clip' }, user);

  test('a channel connected for the first time is in Approval, and a stranger’s submission becomes a request', async () => {
    const streamer = await createTestUser({ server, username: uniqueUsername('Str') });
    const stranger = await createTestUser({ server, username: uniqueUsername('Stg') });
    const login = uniqueLogin('fresh');
    await connect(streamer, login);
    expect(await policyOf(login)).toBe('approval');

    const answer = await submit(stranger, login);
    expect(answer).toMatchObject({ status: 'awaiting_decision' });
    expect(answer.requestId).toEqual(expect.any(String));
    const queue = await callOk(server, 'client/clipRequests/getAllClipRequests', {}, streamer);
    expect(JSON.stringify(queue)).toContain(answer.internalClipId);
  });

  test('claiming a channel that submissions had already named (unclaimed, open) also starts it in Approval', async () => {
    const login = await insertChannel(server.db, uniqueLogin('named'), undefined, { requestPolicy: 'open' });
    const streamer = await createTestUser({ server, username: uniqueUsername('Str') });
    await connect(streamer, login);
    expect(await policyOf(login)).toBe('approval');
  });

  test('the one-step choice: the streamer may choose to publish at once, and reconnecting keeps that choice', async () => {
    const streamer = await createTestUser({ server, username: uniqueUsername('Str') });
    const stranger = await createTestUser({ server, username: uniqueUsername('Stg') });
    const login = uniqueLogin('chose');
    await connect(streamer, login);
    const { channelProfile } = await callOk(server, 'client/channel/getChannelProfile', { channelLogin: login });
    const { isClaimed: _c, clipCount: _n, followerCount: _f, createdAt: _t, ...editable } = channelProfile;
    await callOk(server, 'client/channel/setChannelProfile', { ...editable, requestPolicy: 'open' }, streamer);
    expect(await policyOf(login)).toBe('open');
    expect(await submit(stranger, login)).toMatchObject({ status: 'processing', requestId: null });

    await connect(streamer, login); // the same channel again: the streamer's own setting stays
    expect(await policyOf(login)).toBe('open');
  });

  test('an existing claimed channel keeps its setting; a channel first named by a submission now defaults to Approval', async () => {
    const streamer = await createTestUser({ server, username: uniqueUsername('Old') });
    const login = await insertChannel(server.db, uniqueLogin('old'), undefined, { claimedBy: streamer.userId!, requestPolicy: 'open' });
    expect(await policyOf(login)).toBe('open');
    // The column default (migration 112): a row written without a policy.
    const named = uniqueLogin('new');
    await server.db.insertInto('channels').values({ login: named, display_name: named }).execute();
    expect(await policyOf(named)).toBe('approval');
    const stranger = await createTestUser({ server, username: uniqueUsername('Stg') });
    // Unclaimed: nobody could approve, so the clip is published as before.
    expect(await submit(stranger, named)).toMatchObject({ status: 'processing' });
    const column = await sql<{ d: string }>`SELECT column_default AS d FROM information_schema.columns WHERE table_name = 'channels' AND column_name = 'request_policy'`.execute(server.db);
    expect(column.rows[0]?.d).toContain('approval');
  });

  test('the choice is saved only on one’s own channel; signed out and bad input are refused', async () => {
    const owner = await createTestUser({ server, username: uniqueUsername('Own') });
    const other = await createTestUser({ server, username: uniqueUsername('Oth') });
    const login = uniqueLogin('mine');
    const otherLogin = uniqueLogin('theirs');
    await connect(owner, login);
    await connect(other, otherLogin);
    const { channelProfile } = await callOk(server, 'client/channel/getChannelProfile', { channelLogin: login });
    const { isClaimed: _c, clipCount: _n, followerCount: _f, createdAt: _t, ...editable } = channelProfile;

    expect(await callFail(server, 'client/channel/setChannelProfile', { ...editable, requestPolicy: 'open' }, other)).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect(await callFail(server, 'client/channel/setChannelProfile', { ...editable, requestPolicy: 'open' })).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    for (const bad of [
      { ...editable, requestPolicy: 'yolo' },
      { ...editable, requestPolicy: 1 },
      { ...editable, requestPolicy: 'open', extra: true },
      { ...editable, requestPolicy: 'open', description: 'a\u0000b' },
      { ...editable, requestPolicy: 'open', description: 'x'.repeat(1001) },
    ]) {
      expect(await callFail(server, 'client/channel/setChannelProfile', bad, owner)).toMatchObject({ status: 400 });
    }
    // A body past the server's limit is refused before it is read, with its own clear code.
    expect(await callFail(server, 'client/channel/setChannelProfile', { ...editable, requestPolicy: 'open', description: 'x'.repeat(100_000) }, owner)).toMatchObject({
      status: 413,
      errorCode: 'PAYLOAD_TOO_LARGE',
    });
    expect(await policyOf(login)).toBe('approval');
    expect(await policyOf(otherLogin)).toBe('approval');
  });
});
