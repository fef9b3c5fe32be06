import { screen, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { DeleteAccountPage } from './DeleteAccountPage';

/** Issue 19 item 5: the page states precisely what is deleted (the channel page too) and what stays, and why. */
const api = setupFakeApi();

async function open(language: 'en-US' | 'ja') {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', isStreamer: true, streamerChannelLogin: 'taro_live' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<DeleteAccountPage />, { path: '/account/deleteAccount', url: '/account/deleteAccount', language });
}

test('en: the channel page leaves public view at once; reports about you are kept for legal reasons', async () => {
  await open('en-US');
  const deleted = await screen.findByRole('list', { name: 'Deleted at once' });
  expect(within(deleted).getAllByRole('listitem')).toHaveLength(5);
  expect(within(deleted).getByText(/its page leaves public view at once/).textContent).toMatch(/description, links, tip links/);
  const kept = screen.getByRole('list', { name: 'What stays' });
  expect(within(kept).getByText(/kept for safety and legal reasons/)).toBeTruthy();
  expect(within(kept).getByText(/only its Twitch login and its clips are shown/)).toBeTruthy();
  // Issue 22 item 7: the reports the person sent stay, anonymised, and the username is held for 30 days.
  expect(within(kept).getByText(/Reports you sent, and the messages you wrote to the moderators about them, stay with the moderators without your name/)).toBeTruthy();
  expect(within(kept).getByText(/Your username stays reserved for 30 days/)).toBeTruthy();
  expect(within(deleted).getByText(/Your name is taken out of other people’s notifications/)).toBeTruthy();
});

test('ja: the same, in Japanese', async () => {
  await open('ja');
  const deleted = await screen.findByRole('list', { name: 'すぐに削除されるもの' });
  expect(within(deleted).getByText(/チャンネルページはすぐに非公開になります/)).toBeTruthy();
  const kept = screen.getByRole('list', { name: '残るもの' });
  expect(within(kept).getByText(/安全と法的な理由から保存されます/)).toBeTruthy();
  expect(within(kept).getByText(/あなたの名前を外してモデレーターのもとに残ります/)).toBeTruthy();
  expect(within(kept).getByText(/30 日間予約されたままになります/)).toBeTruthy();
});
