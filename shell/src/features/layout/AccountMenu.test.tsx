import { getSession, registerAuthActions } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { setupShellI18n } from '../../i18n/setup';
import { AccountMenu } from './AccountMenu';

const api = setupFakeApi();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function signIn(profile: Record<string, unknown>) {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', ...profile });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

async function renderMenu(language: 'en-US' | 'ja' = 'en-US') {
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <AccountMenu />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

test('a viewer: picture and name in the header; the menu leads to the profile and signs out', async () => {
  const signOut = jest.fn(async () => ({ ok: true as const, value: undefined }));
  registerAuthActions({ signOut });
  await signIn({ username: 'taro', hasProfilePicture: true, profileImageKey: 'profiles/user-9.webp', profileImageVersion: 3 });
  await renderMenu();
  const button = screen.getByRole('button', { name: 'Account of taro' });
  expect(button.textContent).toContain('taro');
  expect(screen.getByTestId('header-avatar').querySelector('img')?.getAttribute('src')).toMatch(/\/media\/profiles\/user-9\.webp\?version=3$/);

  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Your profile', 'Connections', 'Blocked users and channels', 'Your submissions', 'Your lists', 'My reports', 'Log out']);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Your profile' }));
  expect(screen.getByTestId('where').textContent).toBe('/account/userProfile');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

  fireEvent.click(button);
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
  expect(signOut).toHaveBeenCalled();
});

test('a streamer who is an admin also gets the studio and the reports; no picture shows the initial (ja)', async () => {
  await signIn({ username: 'hanako', isStreamer: true, streamerChannelLogin: 'hanako_live', isAdmin: true });
  await renderMenu('ja');
  const button = screen.getByRole('button', { name: 'hanako のアカウント' });
  // The initial is drawn (CSS), not text: the button's visible text stays inside its accessible name (WCAG 2.5.3).
  expect(screen.getByTestId('header-avatar').querySelector('[data-initial]')?.getAttribute('data-initial')).toBe('H');
  expect(screen.getByTestId('header-avatar').textContent).toBe('');
  expect(button.getAttribute('aria-label')).toContain(button.textContent!.trim());
  expect(screen.getByTestId('header-avatar').querySelector('img')).toBeNull();
  fireEvent.click(button);
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['プロフィール', '連携', 'ブロックしたユーザーとチャンネル', '投稿したクリップ', 'あなたのリスト', '自分の報告', 'スタジオ', '報告', 'ログアウト']);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'スタジオ' }));
  expect(screen.getByTestId('where').textContent).toBe('/overview');
});

test('“My reports” leads to /account/reports, where a moderator’s answer is read', async () => {
  await signIn({ username: 'taro' });
  await renderMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Account of taro' }));
  const menu = await screen.findByRole('menu');
  const item = within(menu).getByRole('menuitem', { name: 'My reports' });
  expect(item.getAttribute('href')).toBe('/account/reports');
  fireEvent.click(item);
  expect(screen.getByTestId('where').textContent).toBe('/account/reports');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});
