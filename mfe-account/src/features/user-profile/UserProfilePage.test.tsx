import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { UserProfilePage, checkImageFile } from './UserProfilePage';

const api = setupFakeApi();

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

async function signIn(extra: Record<string, unknown> = {}) {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', ...extra });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1', { email: 'taro@example.com' }));
}

test('images are checked by type and size in the browser', () => {
  expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeNull();
  expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('notAnImage');
  expect(checkImageFile({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe('tooLarge');
});

test('signed out: asks to log in', () => {
  getSession().authLoaded();
  renderScreen(<UserProfilePage />, { path: '/account/userProfile', url: '/account/userProfile' });
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
});

test('shows the account and its links; a picture is previewed, then uploaded as base64', async () => {
  await signIn({ isStreamer: true, streamerChannelLogin: 'taro_live' });
  let sent: string | null = null;
  api.server.on('client/profile/uploadProfileImage', (call) => {
    sent = (call.body as { imageBase64: string }).imageBase64;
    return { json: { isSuccessful: true, profileImageVersion: 2 } };
  });
  renderScreen(<UserProfilePage />, { path: '/account/userProfile', url: '/account/userProfile' });
  expect((await screen.findByTestId('profile-username')).textContent).toBe('taro');
  expect(screen.getByText('taro@example.com')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'taro_live' }).getAttribute('href')).toBe('/taro_live');
  expect(screen.getByRole('link', { name: 'Delete account' }).getAttribute('href')).toBe('/account/deleteAccount');

  const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('profile-image-input'), { target: { files: [picture] } });
  expect(screen.getByRole('img', { name: 'Preview of the new profile picture' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save picture' }));
  await waitFor(() => expect(shownNotifications()).toContain('Profile picture saved'));
  expect(sent).toBe('iVBORw==');
});

test('a file that is not a picture is refused before upload (ja)', async () => {
  await signIn();
  renderScreen(<UserProfilePage />, { path: '/account/userProfile', url: '/account/userProfile', language: 'ja' });
  await screen.findByTestId('profile-username');
  fireEvent.change(screen.getByTestId('profile-image-input'), { target: { files: [new File(['hi'], 'a.txt', { type: 'text/plain' })] } });
  expect(screen.getByRole('alert').textContent).toBe('このファイルは画像ではありません。PNG、JPEG、WebP、GIF、AVIF を選んでください。');
  expect(screen.queryByRole('button', { name: '画像を保存' })).toBeNull();
});

test('a picture can be removed', async () => {
  await signIn({ hasProfilePicture: true });
  api.server.on('client/profile/removeProfileImage', () => ({ json: { isSuccessful: true, profileImageVersion: 3 } }));
  renderScreen(<UserProfilePage />, { path: '/account/userProfile', url: '/account/userProfile' });
  fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));
  await waitFor(() => expect(shownNotifications()).toContain('Profile picture removed'));
});

test('shows the saved picture from the media host; after removing it, the initial again', async () => {
  await signIn({ hasProfilePicture: true, profileImageKey: 'profiles/user-1.webp', profileImageVersion: 4 });
  api.server.on('client/profile/removeProfileImage', () => {
    serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasProfilePicture: false, profileImageKey: null, profileImageVersion: 5 });
    return { json: { isSuccessful: true, profileImageVersion: 5 } };
  });
  renderScreen(<UserProfilePage />, { path: '/account/userProfile', url: '/account/userProfile' });
  const saved = await screen.findByRole('img', { name: 'Your profile picture' });
  expect(saved.getAttribute('src')).toMatch(/\/media\/profiles\/user-1\.webp\?version=4$/);
  fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
  await waitFor(() => expect(screen.queryByRole('img', { name: 'Your profile picture' })).toBeNull());
  expect(screen.getByText('T')).toBeTruthy();
});
