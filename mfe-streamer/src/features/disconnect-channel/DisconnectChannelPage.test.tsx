import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, profileAnswer, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { Route, Routes } from 'react-router';
import { DisconnectChannelPage } from './DisconnectChannelPage';

const api = setupFakeApi();
const PATH = '/streamer/disconnectChannel';

async function signInAsStreamer() {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}

function renderWithFrontpage() {
  return renderScreen(
    <Routes>
      <Route path={PATH} element={<DisconnectChannelPage />} />
      <Route path="/" element={<h1>Frontpage</h1>} />
    </Routes>,
    { path: '*', url: PATH },
  );
}

test('signed out: asks to sign in and calls nothing', () => {
  getSession().authLoaded();
  renderScreen(<DisconnectChannelPage />, { path: PATH, url: PATH });
  expect(screen.getByRole('heading', { name: 'Disconnect your channel: log in to continue' })).toBeTruthy();
  expect(api.server.calls).toHaveLength(0);
});

test('explains the consequences; cancelling the confirm calls nothing', async () => {
  await signInAsStreamer();
  renderWithFrontpage();
  expect(await screen.findByRole('heading', { name: 'Disconnect your channel' })).toBeTruthy();
  expect(screen.getByText('The channel page and its clips stay on Clipyard, as viewers know them.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Disconnect mychan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Disconnect mychan?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.server.calls.some((call) => call.path === 'client/oauth/twitchDisconnect')).toBe(false);
});

test('confirmed: disconnects, clears isStreamer in the session and goes to the frontpage with a message', async () => {
  await signInAsStreamer();
  api.server.on('client/oauth/twitchDisconnect', () => {
    // From now on the server answers the profile without a channel.
    api.server.on('client/profile/profileDetails', () => ({ json: profileAnswer({ username: 'streamer1', firebaseUid: 's1', isStreamer: false, streamerChannelLogin: null }) }));
    return { json: { isSuccessful: true, isRevokedAtTwitch: true } };
  });
  renderWithFrontpage();
  fireEvent.click(await screen.findByRole('button', { name: 'Disconnect mychan' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
  expect(await screen.findByRole('heading', { name: 'Frontpage' })).toBeTruthy();
  expect(getSession().flags.isStreamer).toBe(false);
  expect(shownNotifications()).toContain('mychan is disconnected from your account.');
});

test('a failure stays on the page with the reason (ja)', async () => {
  await signInAsStreamer();
  api.server.on('client/oauth/twitchDisconnect', failWith('INTERNAL_ERROR'));
  renderScreen(<DisconnectChannelPage />, { path: PATH, url: PATH, language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'mychan の連携を解除' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '連携を解除' }));
  expect(await screen.findByText(/チャンネルの連携を解除できませんでした/)).toBeTruthy();
  expect(getSession().flags.isStreamer).toBe(true);
});
