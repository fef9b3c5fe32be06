import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { UserDataPage, exportFileName } from './UserDataPage';

const api = setupFakeApi();
let saved: { name: string; blob: Blob } | null;

beforeEach(() => {
  saved = null;
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = { name: this.download, blob: lastBlob! };
  });
});
afterEach(() => jest.restoreAllMocks());

async function signIn() {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

test('the file name holds the username and the day of the export', () => {
  expect(exportFileName('taro', '2026-11-23T09:00:00.000Z')).toBe('clipyard-data-taro-2026-11-23.json');
  expect(exportFileName('はる/か', '2026-01-02T00:00:00.000Z')).toBe('clipyard-data-はる_か-2026-01-02.json');
});

test('signed out: the sections are explained and a log-in link replaces the download', () => {
  getSession().authLoaded();
  renderScreen(<UserDataPage />, { path: '/about/userData', url: '/about/userData' });
  expect(screen.getByRole('heading', { name: 'Likes, follows and comments' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
});

test('Download my data saves the export as a dated JSON file', async () => {
  await signIn();
  const answer = { isSuccessful: true, exportedAt: '2026-11-23T09:00:00.000Z', userData: { account: { username: 'taro' }, likes: [{ clipId: 'c1' }] } };
  api.server.on('client/userData/exportUserData', () => ({ json: answer }));
  renderScreen(<UserDataPage />, { path: '/about/userData', url: '/about/userData' });
  fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(saved).not.toBeNull());
  expect(saved!.name).toBe('clipyard-data-taro-2026-11-23.json');
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(saved!.blob);
  });
  const parsed = JSON.parse(text) as { userData: { likes: unknown[] } };
  expect(parsed.userData.likes).toEqual([{ clipId: 'c1' }]);
  expect(shownNotifications()).toContain('Your data was downloaded as clipyard-data-taro-2026-11-23.json');
  expect(screen.getByRole('link', { name: 'Delete my account' }).getAttribute('href')).toBe('/account/deleteAccount');
});

test('a failed export says so (ja) and saves nothing', async () => {
  await signIn();
  api.server.on('client/userData/exportUserData', () => ({ status: 429, json: { isSuccessful: false, errorCode: 'TOO_MANY_REQUESTS', message: 'x' } }));
  renderScreen(<UserDataPage />, { path: '/about/userData', url: '/about/userData', language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'データをダウンロード' }));
  expect((await screen.findByRole('alert')).textContent).toContain('データをダウンロードできませんでした');
  expect(saved).toBeNull();
});
