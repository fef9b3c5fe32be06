import { screen } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { StreamerMenu } from './StreamerMenu';

const api = setupFakeApi();

async function signIn(profile: { isStreamer: boolean; isAdmin: boolean }) {
  serveSignedInBasics(api.server, { username: 'someone', firebaseUid: 'u1', streamerChannelLogin: profile.isStreamer ? 'mychan' : null, ...profile });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

function hrefs(name: string): (string | null)[] {
  return [...screen.getByRole('navigation', { name }).querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

test('a streamer gets the studio tools once, without the Upload entry the shell already shows, and no moderation', async () => {
  await signIn({ isStreamer: true, isAdmin: false });
  renderScreen(<StreamerMenu />, { path: '/menu', url: '/menu' });
  await screen.findByRole('navigation', { name: 'Streamer tools' });
  expect(hrefs('Streamer tools')).toEqual(['/overview', '/streamer/clips', '/streamer/collections', '/streamer/pageEditor', '/streamer/requests', '/streamer/disconnectChannel', '/streamer/watchedWords']);
  expect(screen.queryByRole('navigation', { name: 'Moderation' })).toBeNull();
});

test('an admin who is no streamer gets only the moderation entries', async () => {
  await signIn({ isStreamer: false, isAdmin: true });
  renderScreen(<StreamerMenu />, { path: '/menu', url: '/menu' });
  expect(screen.queryByRole('navigation', { name: 'Streamer tools' })).toBeNull();
  expect(hrefs('Moderation')).toEqual(['/admin/reports', '/admin/log', '/admin/watchedWords']);
});
