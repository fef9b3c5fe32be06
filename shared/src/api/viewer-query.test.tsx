/**
 * @jest-environment @clipyard/testing/jsdom-with-fetch
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { callApiResult, configureApi, queryClient, useViewerQuery } from './index';
import { setQueryViewer } from './server-state';
import { startFakeApiServer, type FakeApiServer } from '@clipyard/testing/fixtures';

/** useViewerQuery (issue 21 item 2): one answer in the one cache, made stale by the writes it names, from any remote. */
let server: FakeApiServer;
let followers = 10;
let token = '';

beforeAll(async () => {
  server = await startFakeApiServer();
  configureApi({ baseUrl: () => server.baseUrl, idToken: async () => token, timeoutMs: 10_000, validateAnswers: false });
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  setQueryViewer(null);
  server.calls.length = 0;
  followers = 10;
  token = '';
  server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: { channelLogin: 'somechannel', followerCount: followers } } }));
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const profileCalls = () => server.calls.filter((call) => call.path === 'client/channel/getChannelProfile').length;

function Followers() {
  const { query, update } = useViewerQuery<{ followerCount: number }>({
    key: ['client/channel/getChannelProfile', 'somechannel'],
    fetch: async () => {
      const result = await callApiResult('client/channel/getChannelProfile', { channelLogin: 'somechannel' });
      return result.ok ? { ok: true, data: result.data.channelProfile } : result;
    },
    changedBy: ['client/channel/setChannelProfile'],
  });
  if (!query.data) return <p>{query.error ? `failed ${query.error.errorCode}` : 'loading'}</p>;
  return (
    <button onClick={() => update((profile) => ({ ...profile, followerCount: profile.followerCount + 1 }))}>followers {query.data.followerCount}</button>
  );
}

test('shown again, the answer comes from the cache; a page update changes it there', async () => {
  const first = render(<Followers />);
  expect(await screen.findByText('followers 10')).toBeTruthy();
  act(() => screen.getByRole('button').click());
  expect(await screen.findByText('followers 11')).toBeTruthy();
  first.unmount();
  render(<Followers />);
  expect(await screen.findByText('followers 11')).toBeTruthy();
  expect(profileCalls()).toBe(1);
});

test('a write it names, made by anyone through the API client, makes it stale: asked again while on screen', async () => {
  render(<Followers />);
  expect(await screen.findByText('followers 10')).toBeTruthy();
  followers = 12;
  token = 'token-streamer';
  server.on('client/channel/setChannelProfile', () => ({ json: { isSuccessful: true } }));
  server.on('client/follows/getUserFollowedChannels', () => ({ json: { isSuccessful: true, channelList: [] } }));
  // Another call does not touch it; the named write does.
  await callApiResult('client/follows/getUserFollowedChannels', {});
  expect(profileCalls()).toBe(1);
  await callApiResult('client/channel/setChannelProfile', {} as never);
  expect(await screen.findByText('followers 12')).toBeTruthy();
  expect(profileCalls()).toBe(2);
});

test('another viewer asks again, with the answer on screen meanwhile; a failure is the call’s error code', async () => {
  render(<Followers />);
  expect(await screen.findByText('followers 10')).toBeTruthy();
  followers = 20;
  act(() => setQueryViewer('uid-1'));
  expect(screen.getByText('followers 10')).toBeTruthy();
  await waitFor(() => expect(screen.getByText('followers 20')).toBeTruthy());
  expect(profileCalls()).toBe(2);

  server.on('client/channel/getChannelProfile', () => ({ status: 404, json: { isSuccessful: false, errorCode: 'CHANNEL_NOT_FOUND', message: 'gone' } }));
  act(() => setQueryViewer('uid-2'));
  expect(await screen.findByText('failed CHANNEL_NOT_FOUND')).toBeTruthy();
});
