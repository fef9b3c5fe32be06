import { callApiResult, getSession } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { useEffect } from 'react';
import { setupShellI18n } from '../../i18n/setup';
import { pollUnreadCount } from '../notifications';
import { AccountMenu } from './AccountMenu';

/**
 * Issue 19 (ADR 0118): a streamer sees how many clip requests wait for them on the studio link (and a dot on the
 * account button); the count is the server's, and it goes after a decision taken anywhere on the page.
 */
const api = setupFakeApi();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** What the header's bell does for a signed-in person: poll the counts. */
function Polling() {
  useEffect(() => pollUnreadCount(), []);
  return null;
}

async function renderMenu(profile: Record<string, unknown>, language: 'en-US' | 'ja', pending: { count: number }) {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', ...profile });
  api.server.on('client/notifications/getUnreadCount', () => ({ json: { isSuccessful: true, unreadCount: 1, pendingRequestCount: pending.count } }));
  api.server.on('client/clipRequests/respondClipRequestDecision', () => ({ json: { isSuccessful: true, requestId: 'r1', status: 'approved' } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <Polling />
        <AccountMenu />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('a streamer with requests waiting: the count on the studio link, which opens the queue; it goes after a decision', async () => {
  const pending = { count: 2 };
  await renderMenu({ username: 'hanako', isStreamer: true, streamerChannelLogin: 'hanako_live' }, 'en-US', pending);
  const button = await screen.findByRole('button', { name: 'Account of hanako (clip requests waiting: 2)' });
  fireEvent.click(button);
  const studio = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Studio (clip requests waiting: 2)' });
  expect(within(studio).getByTestId('studio-pending-badge').textContent).toBe('2');
  expect(studio.getAttribute('href')).toBe('/streamer/requests');

  // A decision taken elsewhere on the page (the streamer remote's queue): the shell asks again at once.
  pending.count = 0;
  await act(async () => {
    await callApiResult('client/clipRequests/respondClipRequestDecision', { requestId: 'r1', isApproved: true });
  });
  await waitFor(() => expect(screen.queryByTestId('studio-pending-badge')).toBeNull());
  const plain = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Studio' });
  expect(plain.getAttribute('href')).toBe('/overview');
  // The button (behind the open menu) no longer speaks of requests.
  expect(screen.getByTestId('profile-button').getAttribute('aria-label')).toBe('Account of hanako');
});

test('in Japanese; and a viewer never sees a count', async () => {
  await renderMenu({ username: 'hanako', isStreamer: true, streamerChannelLogin: 'hanako_live' }, 'ja', { count: 3 });
  fireEvent.click(await screen.findByRole('button', { name: 'hanako のアカウント（承認待ちのリクエスト 3 件）' }));
  expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'スタジオ （承認待ちのリクエスト 3 件）' })).toBeTruthy();
});

test('a viewer (not a streamer) gets no badge even if the server sent a count', async () => {
  await renderMenu({ username: 'taro' }, 'en-US', { count: 4 });
  await waitFor(() => expect(api.server.calls.some((c) => c.path.endsWith('client/notifications/getUnreadCount'))).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Account of taro' }));
  await screen.findByRole('menu');
  expect(screen.queryByTestId('studio-pending-badge')).toBeNull();
});
