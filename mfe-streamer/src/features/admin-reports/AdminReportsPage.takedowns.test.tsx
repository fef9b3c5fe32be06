import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import type { TakedownNotice } from './TakedownNotices';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';

/**
 * Issue 22 item 3: the copyright notices under the report queue: the notice as filed, its clips, the counter-notice,
 * the channel's repeat-infringer count, and Restore or Remove.
 */
const api = setupFakeApi();
const PATH = '/admin/reports';

const notice = (n: number, extra: Partial<TakedownNotice> = {}): TakedownNotice => ({
  noticeId: `n${n}`,
  channelLogin: 'somechan',
  status: 'countered',
  workDescription: 'My song "Blue Hour"',
  claimantName: 'Rights Holder',
  claimantEmail: 'rights@example.com',
  signature: 'R. Holder',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  clipList: [{ internalClipId: `clip00${n}`, channelLogin: 'somechan', clipTitle: `Song cover ${n}`, visibility: 'hidden' }],
  counterNotice: { statement: 'It is my own song.', fullName: 'Stream Er', contact: 'streamer@example.com', filedAt: '2026-11-28T11:00:00.000Z', filerUserName: 'streamer1' },
  repeatInfringerCount: 2,
  ...extra,
});

async function openQueue(language: 'en-US' | 'ja' = 'en-US') {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [], hasMore: false } }));
  api.server.on('client/admin/getClipAppeals', () => ({ json: { isSuccessful: true, appealList: [], nextCursor: null } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language });
}
const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

test('a waiting notice shows its text, clips, counter-notice and the channel’s count; Restore restores with a reason and the notice leaves', async () => {
  api.server.on('client/admin/getTakedownNotices', () => ({ json: { isSuccessful: true, noticeList: [notice(1)], nextCursor: null } }));
  api.server.on('client/admin/decideTakedownNotice', () => ({ json: { isSuccessful: true, noticeId: 'n1', status: 'restored' } }));
  await openQueue();
  const section = await screen.findByTestId('takedown-notices');
  const item = await within(section).findByTestId('takedown-notice');
  expect(within(item).getByText('Channel: somechan')).toBeTruthy();
  expect(within(item).getByText('Notices upheld against this channel: 2')).toBeTruthy();
  expect(within(item).getByText('My song "Blue Hour"')).toBeTruthy();
  expect(within(item).getByText(/by Rights Holder \(rights@example.com\), signed “R. Holder”/)).toBeTruthy();
  expect(within(item).getByRole('link', { name: 'Song cover 1' }).getAttribute('href')).toBe('/somechan/clip/clip001');
  expect(within(item).getByText('Counter-notice filed')).toBeTruthy();
  expect(within(item).getByText('It is my own song.')).toBeTruthy();
  expect(within(item).getByText(/contact: streamer@example.com/)).toBeTruthy();

  fireEvent.click(within(item).getByRole('button', { name: 'Restore the clips of the notice on somechan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore the clips of this notice?' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /reason/i }), { target: { value: 'The streamer owns the song' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(within(section).queryByTestId('takedown-notice')).toBeNull());
  expect(bodiesOf('client/admin/decideTakedownNotice')).toEqual([{ noticeId: 'n1', decision: 'restore', publicReason: 'The streamer owns the song' }]);
  expect(shownNotifications()).toContain('The clips were restored');
});

test('Remove on a notice decided meanwhile says so and reads the list again', async () => {
  let reads = 0;
  api.server.on('client/admin/getTakedownNotices', () => {
    reads += 1;
    return { json: { isSuccessful: true, noticeList: reads === 1 ? [notice(2, { status: 'open', counterNotice: null })] : [], nextCursor: null } };
  });
  api.server.on('client/admin/decideTakedownNotice', failWith('TAKEDOWN_NOT_FOUND', 404));
  await openQueue();
  const item = await screen.findByTestId('takedown-notice');
  expect(within(item).getByText('The streamer has not filed a counter-notice.')).toBeTruthy();
  fireEvent.click(within(item).getByRole('button', { name: 'Remove the clips of the notice on somechan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove the clips of this notice?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(shownNotifications()).toContain('This notice was already decided. The list was reloaded.'));
  await waitFor(() => expect(reads).toBe(2));
});

test('the notices read in Japanese', async () => {
  api.server.on('client/admin/getTakedownNotices', () => ({ json: { isSuccessful: true, noticeList: [notice(3)], nextCursor: null } }));
  await openQueue('ja');
  const section = await screen.findByTestId('takedown-notices');
  expect(within(section).getByRole('heading', { name: '著作権侵害の通知' })).toBeTruthy();
  const item = await within(section).findByTestId('takedown-notice');
  expect(within(item).getByText('このチャンネルに対して認められた通知：2件')).toBeTruthy();
  expect(within(item).getByRole('button', { name: 'somechan への通知のクリップを復元' })).toBeTruthy();
});
