import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { BlocksPage } from './BlocksPage';

const api = setupFakeApi();

function openPage(language: 'en-US' | 'ja' = 'en-US') {
  renderScreen(<BlocksPage />, { path: '/account/blocks', url: '/account/blocks', language });
}

async function signIn(lists: { blockedChannels?: string[]; blockedUsers?: string[] }) {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' }, lists);
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

const blockCalls = () => api.server.calls.filter((c) => c.path.endsWith('modifyChannelBlockPreference') || c.path.endsWith('modifyUserBlockPreference'));

test('signed in: lists the blocked users and channels from the server; Unblock, then Undo', async () => {
  await signIn({ blockedChannels: ['speedrun_sam'], blockedUsers: ['troll_99'] });
  // The server echoes what it stored (the contract's answers).
  api.server.on('client/channelBlocking/modifyChannelBlockPreference', (call) => ({ json: { isSuccessful: true, ...(call.body as object) } }));
  api.server.on('client/userAccountBlocking/modifyUserBlockPreference', (call) => ({ json: { isSuccessful: true, ...(call.body as object) } }));
  openPage();

  expect(await screen.findByRole('heading', { name: 'Blocked users and channels', level: 1 })).toBeTruthy();
  const users = screen.getByRole('list', { name: 'Users' });
  const channels = screen.getByRole('list', { name: 'Channels' });
  expect(within(users).getByText('troll_99')).toBeTruthy();
  expect(within(channels).getByRole('link', { name: 'speedrun_sam' }).getAttribute('href')).toBe('/speedrun_sam');
  expect(screen.queryByText(/kept on this device only/)).toBeNull();

  fireEvent.click(within(channels).getByRole('button', { name: 'Unblock speedrun_sam' }));
  expect(await within(channels).findByText('speedrun_sam is unblocked.')).toBeTruthy();
  expect(blockCalls().at(-1)).toMatchObject({ path: 'client/channelBlocking/modifyChannelBlockPreference', body: { channelLogin: 'speedrun_sam', isBlock: false } });
  expect(getSession().blockedChannels).toEqual([]);
  expect(screen.getByTestId('blocks-announcement').textContent).toBe('speedrun_sam is unblocked.');

  fireEvent.click(within(channels).getByRole('button', { name: 'Undo (block speedrun_sam again)' }));
  expect(await within(channels).findByRole('button', { name: 'Unblock speedrun_sam' })).toBeTruthy();
  expect(blockCalls().at(-1)).toMatchObject({ body: { channelLogin: 'speedrun_sam', isBlock: true } });
  expect(getSession().blockedChannels).toEqual(['speedrun_sam']);

  fireEvent.click(within(users).getByRole('button', { name: 'Unblock troll_99' }));
  expect(await within(users).findByText('troll_99 is unblocked.')).toBeTruthy();
  expect(blockCalls().at(-1)).toMatchObject({ path: 'client/userAccountBlocking/modifyUserBlockPreference', body: { userName: 'troll_99', isBlock: false } });
  expect(getSession().blockedUsers).toEqual([]);
});

test('signed in: a refused unblock keeps the row blocked and says why', async () => {
  await signIn({ blockedUsers: ['troll_99'] });
  api.server.on('client/userAccountBlocking/modifyUserBlockPreference', failWith('INTERNAL_ERROR'));
  openPage();
  const users = await screen.findByRole('list', { name: 'Users' });
  fireEvent.click(within(users).getByRole('button', { name: 'Unblock troll_99' }));
  await waitFor(() => expect(shownNotifications()).toContain('troll_99 could not be unblocked'));
  expect(within(users).getByRole('button', { name: 'Unblock troll_99' })).toBeTruthy();
  expect(screen.getByText('You have not blocked any channel.')).toBeTruthy();
});

test('signed out: the blocks kept on this device are listed, and unblocking stays on the device', async () => {
  getSession().authLoaded();
  await getSession().toggleChannelBlock('speedrun_sam', true);
  await getSession().toggleUserBlock('troll_99', true);
  openPage();
  expect(await screen.findByText(/kept on this device only/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  const channels = screen.getByRole('list', { name: 'Channels' });
  expect(within(screen.getByRole('list', { name: 'Users' })).getByText('troll_99')).toBeTruthy();

  fireEvent.click(within(channels).getByRole('button', { name: 'Unblock speedrun_sam' }));
  expect(await within(channels).findByText('speedrun_sam is unblocked.')).toBeTruthy();
  expect(getSession().blockedChannels).toEqual([]);
  expect(JSON.parse(localStorage.getItem('blockedChannelLoginList') ?? 'null')).toEqual([]);
  expect(blockCalls()).toHaveLength(0);
});

test('nothing blocked: the page says so and how to block (ja)', async () => {
  getSession().authLoaded();
  openPage('ja');
  expect(await screen.findByRole('heading', { name: 'ブロックしたユーザーとチャンネル', level: 1 })).toBeTruthy();
  expect(screen.getByTestId('blocks-empty').textContent).toContain('まだ誰もブロックしていません');
  expect(screen.queryByRole('list')).toBeNull();
});

test('the lists cannot be read: an error with a retry that loads them', async () => {
  await signIn({});
  api.server.on('client/channelBlocking/getUserBlockedChannels', failWith('INTERNAL_ERROR'));
  openPage();
  expect(await screen.findByText(/Your blocks could not be loaded/)).toBeTruthy();
  api.server.on('client/channelBlocking/getUserBlockedChannels', () => ({ json: { isSuccessful: true, blockedChannelLoginList: ['speedrun_sam'] } }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const channels = await screen.findByRole('list', { name: 'Channels' });
  expect(within(channels).getByText('speedrun_sam')).toBeTruthy();
  expect(screen.getByText('You have not blocked any user.')).toBeTruthy();
});

test('loading: a status until the lists answer', async () => {
  await signIn({});
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  api.server.on('client/userAccountBlocking/getUserBlockedUserList', () => ({ json: { isSuccessful: true, blockedUserNameList: [] }, until: held }));
  openPage();
  expect(await screen.findByText('Loading your blocks…')).toBeTruthy();
  answer();
  expect(await screen.findByTestId('blocks-empty')).toBeTruthy();
});
