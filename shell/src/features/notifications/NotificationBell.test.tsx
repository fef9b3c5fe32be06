import { getSession } from '@clipyard/shared';
import { apiCallsAnswered, fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { setupShellI18n } from '../../i18n/setup';
import { NotificationBell } from './NotificationBell';

const api = setupFakeApi();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const entry = {
  notificationId: '7',
  kind: 'new_clip',
  createdAt: '2026-11-23T10:00:00.000Z',
  isRead: false,
  channelLogin: 'alice',
  internalClipId: 'clipabc',
  clipTitle: 'Great play',
  actorName: null,
};

async function renderBell(language: 'en-US' | 'ja', unread: number) {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'taro' });
  let count = unread;
  api.server.on('client/notifications/getUnreadCount', () => ({ json: { isSuccessful: true, unreadCount: count } }));
  api.server.on('client/notifications/getNotifications', () => ({
    json: { isSuccessful: true, notificationList: [{ ...entry, isRead: count === 0 }], nextCursor: null, unreadCount: count },
  }));
  api.server.on('client/notifications/markRead', () => ({ json: { isSuccessful: true, unreadCount: (count = 0) } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('the bell names its unread count; the lazy panel links the entry to its clip and opening it marks it read', async () => {
  await renderBell('en-US', 1);
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  fireEvent.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  const link = await within(panel).findByRole('link', { name: /New clip from alice: Great play/ });
  expect(link.getAttribute('href')).toBe('/alice/clip/clipabc');
  fireEvent.click(link);
  expect(screen.getByTestId('where').textContent).toBe('/alice/clip/clipabc');
  await screen.findByRole('button', { name: 'Notifications' });
  expect(api.server.calls.some((c) => c.path.endsWith('client/notifications/markRead') && JSON.stringify(c.body) === '{"notificationId":"7"}')).toBe(true);
});

test('in Japanese, the bell’s name and the entry text are Japanese; mark all read clears the count', async () => {
  api.server.on('client/notifications/markAllRead', () => ({ json: { isSuccessful: true, unreadCount: 0 } }));
  await renderBell('ja', 3);
  const bell = await screen.findByRole('button', { name: '通知（未読 3 件）' });
  fireEvent.click(bell);
  const panel = await screen.findByRole('dialog', { name: '通知' });
  await within(panel).findByRole('link', { name: /alice の新しいクリップ：Great play/ });
  fireEvent.click(within(panel).getByRole('button', { name: 'すべて既読にする' }));
  await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('通知'));
});

test('an empty list and a failed load say so', async () => {
  await renderBell('en-US', 0);
  api.server.on('client/notifications/getNotifications', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('Notifications could not be loaded.')).toBeTruthy();
  api.server.on('client/notifications/getNotifications', () => ({ json: { isSuccessful: true, notificationList: [], nextCursor: null, unreadCount: 0 } }));
  fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await within(panel).findByText(/No notifications yet/)).toBeTruthy();
});

test('an identity mid-registration (no Clipyard account yet) is never asked for its count; once registered it is', async () => {
  // Right after sign-up the identity exists but the account does not: profileDetails answers 'UNKNOWN'.
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'UNKNOWN' });
  api.server.on('client/notifications/getUnreadCount', () => ({ json: { isSuccessful: true, unreadCount: 2 } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const i18n = await setupShellI18n('en-US');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
      </MemoryRouter>
    </I18nextProvider>,
  );
  // Whatever the bell started on mounting has answered by now: it asked nothing (a 403 in the console otherwise).
  await apiCallsAnswered();
  const asked = () => api.server.calls.filter((c) => c.path.endsWith('client/notifications/getUnreadCount')).length;
  expect(asked()).toBe(0);
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  // accountRegistration done: the account remote refreshes the profile, which now names the account.
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'taro' });
  await act(async () => {
    await getSession().refreshProfile();
  });
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  expect(asked()).toBe(1);
});
