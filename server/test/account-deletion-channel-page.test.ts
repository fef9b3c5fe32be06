import { callOk, createTestServer, createTestUser, makeStreamer, type TestServer, uniqueUsername } from './support';
import { insertClip, uniqueLogin } from './domain-support/fixtures';

/**
 * Issue 19 item 5 (ADR 0119): when a streamer deletes their account, their channel page goes back at once to what a
 * never-claimed channel shows: its name and its clips, without the description, links and tip links they wrote.
 */
describe('deleting a streamer’s account takes their channel page out of public view', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const page = {
    displayName: 'さくらの配信',
    reading: 'さくら',
    description: 'Speedruns every night. Say hi!',
    links: [{ label: 'YouTube', url: 'https://youtube.example/sakura' }],
    tipLinks: [{ platform: 'kofi' as const, url: 'https://ko-fi.example/sakura' }],
    requestPolicy: 'open' as const,
    submitRule: { audience: 'followers' as const, minFollowDays: 30 },
  };

  test('the description, links, tip links, featured clips and chosen name are gone; the clips stay; other channels are untouched', async () => {
    const streamer = await createTestUser({ server, username: uniqueUsername('Gone') });
    const neighbour = await createTestUser({ server, username: uniqueUsername('Stay') });
    const login = uniqueLogin('gone');
    const neighbourLogin = uniqueLogin('stay');
    await makeStreamer(server, streamer, login);
    await makeStreamer(server, neighbour, neighbourLogin);
    const clipId = await insertClip(server.db, { channel: login, title: 'Still here' });
    await callOk(server, 'client/channel/setChannelProfile', { channelLogin: login, ...page, featuredClipIds: [clipId] }, streamer);
    await callOk(server, 'client/channel/setChannelProfile', { channelLogin: neighbourLogin, ...page, featuredClipIds: [] }, neighbour);
    const before = (await callOk(server, 'client/channel/getChannelProfile', { channelLogin: login })).channelProfile;
    expect(before).toMatchObject({ description: page.description, tipLinks: page.tipLinks, isClaimed: true });

    await callOk(server, 'client/userLogins/deleteAccount', {}, streamer);

    const after = (await callOk(server, 'client/channel/getChannelProfile', { channelLogin: login })).channelProfile;
    expect(after).toMatchObject({
      channelLogin: login,
      displayName: login,
      reading: '',
      description: '',
      links: [],
      tipLinks: [],
      featuredClipIds: [],
      isClaimed: false,
      clipCount: 1,
    });
    const json = JSON.stringify(after);
    expect(json).not.toContain('ko-fi.example');
    expect(json).not.toContain('さくら');
    // Its clips are still listed on it.
    const listed = await callOk(server, 'client/videoListing/fetchByChannelLogins', { channelLoginList: [login] });
    expect(JSON.stringify(listed)).toContain(clipId);
    // Someone else's page keeps everything.
    expect((await callOk(server, 'client/channel/getChannelProfile', { channelLogin: neighbourLogin })).channelProfile).toMatchObject({
      description: page.description,
      tipLinks: page.tipLinks,
      isClaimed: true,
    });
  });

  test('the channel can be claimed again afresh, in Approval', async () => {
    const streamer = await createTestUser({ server, username: uniqueUsername('Gone') });
    const login = uniqueLogin('again');
    await makeStreamer(server, streamer, login);
    await callOk(server, 'client/channel/setChannelProfile', { channelLogin: login, ...page, featuredClipIds: [] }, streamer);
    await callOk(server, 'client/userLogins/deleteAccount', {}, streamer);
    const successor = await createTestUser({ server, username: uniqueUsername('Next') });
    const { state } = await callOk(server, 'client/oauth/reserveOauthState', {}, successor);
    const code = server.twitch.authorize({ id: '987654', login, displayName: login });
    await callOk(server, 'client/oauth/twitchConnect', { code, state }, successor);
    expect((await callOk(server, 'client/channel/getChannelProfile', { channelLogin: login })).channelProfile).toMatchObject({
      description: '',
      tipLinks: [],
      requestPolicy: 'approval',
      // The old streamer's rule of who may submit goes with them (issue 23 item 4).
      submitRule: { audience: 'anyone', minFollowDays: 0 },
      isClaimed: true,
    });
  });
});
