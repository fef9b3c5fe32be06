import { getSession, type NotificationItem } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { setupShellI18n } from '../../i18n/setup';
import NotificationPanel from './NotificationPanel';

/**
 * REGISTRATION=approval (issue 22 item 5, ADR 0136): a registration approved or rejected reads right in both
 * languages, a rejection with its reason; opening the approval reads the profile again (no longer pending).
 */
const api = setupFakeApi();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const base = { createdAt: '2026-11-29T10:00:00.000Z', isRead: false, channelLogin: null, internalClipId: null, clipTitle: null, actorName: null, reason: null, itemCount: null, clipGone: false };
const entries: NotificationItem[] = [
  { ...base, notificationId: '2', kind: 'registration_approved' },
  { ...base, notificationId: '1', kind: 'registration_rejected', reason: 'Advertising' },
];

async function renderPanel(language: 'en-US' | 'ja') {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'newbie', registration: { status: 'pending', reason: 'hi', decisionReason: null } });
  api.server.on('client/notifications/getNotifications', () => ({ json: { isSuccessful: true, notificationList: entries, nextCursor: null, unreadCount: 2 } }));
  api.server.on('client/notifications/markRead', () => ({ json: { isSuccessful: true, unreadCount: 1 } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <NotificationPanel id="panel" anchor={document.body} onClose={() => undefined} />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const list = await screen.findByTestId('notification-list');
  return within(list).getAllByTestId('notification-entry');
}

test('in English: approved leads to the frontpage, rejected to the welcome page with the reason; opening re-reads the profile', async () => {
  const rows = await renderPanel('en-US');
  expect(rows.map((row) => [row.getAttribute('data-kind'), row.querySelector('.MuiListItemText-primary')?.textContent, within(row).queryByRole('link')?.getAttribute('href')])).toEqual([
    ['registration_approved', 'Your registration was approved: welcome to Clipyard! You can now comment, like and follow.', '/'],
    ['registration_rejected', 'Your registration was not approved', '/account/register/welcome'],
  ]);
  expect(rows[1]!.textContent).toContain('Reason: Advertising');
  expect(within(rows[0]!).getByTestId('notification-icon-registration_approved').getAttribute('aria-hidden')).toBe('true');

  expect(getSession().userProfile?.registration?.status).toBe('pending');
  const reads = api.server.calls.filter((call) => call.path === 'client/profile/profileDetails').length;
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'newbie', registration: null });
  fireEvent.click(within(rows[0]!).getByRole('link'));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  await waitFor(() => expect(api.server.calls.filter((call) => call.path === 'client/profile/profileDetails').length).toBe(reads + 1));
  await waitFor(() => expect(getSession().userProfile?.registration ?? null).toBeNull());
});

test('in Japanese', async () => {
  const rows = await renderPanel('ja');
  expect(rows.map((row) => row.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
    '登録が承認されました。Clipyard へようこそ！コメント、いいね、フォローができるようになりました。',
    '登録は承認されませんでした',
  ]);
});
