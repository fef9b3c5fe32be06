import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type Clip } from '@clipyard/shared';
import type { ClipModeration } from './ModerationBanner';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics } from '@clipyard/testing';
import { ClipPage } from './ClipPage';
import { setupQuietClipPage } from './quiet-clip-page.test-support';

/** Issue 22 item 3: a clip a copyright notice hid, on its streamer's clip page: the notice and the counter-notice. */
const api = setupQuietClipPage();

const path = '/:channelLogin/clip/:internalClipId';
const moderation = (overrides: Partial<ClipModeration> = {}): ClipModeration => ({
  visibility: 'hidden',
  publicReason: 'Copyright takedown notice',
  moderatedAt: '2026-11-28T10:00:00.000Z',
  appealStatus: null,
  canAppeal: false,
  takedownNoticeId: 'notice1',
  ...overrides,
});
const clip = (overrides: Partial<ClipModeration> = {}) => sampleClip({ internalClipId: 'tkdclip1', clipTitle: 'Song cover', visibility: 'hidden', moderation: moderation(overrides) });
const notice = (status: 'open' | 'countered', counterNotice: unknown = null) => ({
  noticeId: 'notice1',
  channelLogin: 'somechannel',
  status,
  workDescription: 'My song "Blue Hour"',
  claimantName: 'Rights Holder',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  clipList: [{ internalClipId: 'tkdclip1', channelLogin: 'somechannel', clipTitle: 'Song cover', visibility: 'hidden' }],
  counterNotice,
});

async function open(answer: Clip, language: 'en-US' | 'ja' = 'en-US') {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [answer] } }));
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${answer.internalClipId}`, language });
  return screen.findByTestId('clip-moderation-banner');
}

test('the streamer reads the notice and files a counter-notice, which needs every field and the consent statement', async () => {
  api.server.on('client/report/getTakedownNotice', () => ({ json: { isSuccessful: true, notice: notice('open'), canCounter: true } }));
  api.server.on('client/report/fileCounterNotice', () => ({ json: { isSuccessful: true, noticeId: 'notice1', status: 'countered' } }));
  const banner = await open(clip());
  expect(within(banner).getByText('A copyright notice hid this clip while a moderator reviews it.')).toBeTruthy();
  expect(within(banner).queryByRole('button', { name: 'Appeal' })).toBeNull();
  expect(within(banner).queryByText(/Copyright takedown notice/)).toBeNull();

  fireEvent.click(within(banner).getByRole('button', { name: 'Read the notice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Copyright notice' });
  expect(await within(dialog).findByText('My song "Blue Hour"')).toBeTruthy();
  expect(within(dialog).getByText(/Filed by Rights Holder/)).toBeTruthy();
  expect(within(dialog).getByText('Waiting for your counter-notice or a moderator’s decision.')).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('button', { name: 'File the counter-notice' }));
  expect(await within(dialog).findByText('Tick the statement to file the counter-notice')).toBeTruthy();
  expect(api.server.calls.some((c) => c.path === 'client/report/fileCounterNotice')).toBe(false);

  fireEvent.change(within(dialog).getByRole('textbox', { name: /Why the clips should be restored/ }), { target: { value: 'It is my own song.' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Your full name/ }), { target: { value: 'Stream Er' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /How to reach you/ }), { target: { value: 'streamer@example.com' } });
  fireEvent.click(within(dialog).getByRole('checkbox'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'File the counter-notice' }));
  expect(await within(dialog).findByText('Your counter-notice was sent. A moderator will review it.')).toBeTruthy();
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'File the counter-notice' })).toBeNull());
  expect(api.server.calls.find((c) => c.path === 'client/report/fileCounterNotice')?.body).toEqual({
    noticeId: 'notice1',
    statement: 'It is my own song.',
    fullName: 'Stream Er',
    contact: 'streamer@example.com',
    consent: true,
  });
});

test('a counter-notice filed: the streamer reads it and where the notice stands, in Japanese', async () => {
  const counter = { statement: '自分の曲です。', fullName: 'Stream Er', contact: 'streamer@example.com', filedAt: '2026-11-28T11:00:00.000Z', filerUserName: 'streamer' };
  api.server.on('client/report/getTakedownNotice', () => ({ json: { isSuccessful: true, notice: notice('countered', counter), canCounter: false } }));
  const banner = await open(clip(), 'ja');
  fireEvent.click(within(banner).getByRole('button', { name: '通知を読む' }));
  const dialog = await screen.findByRole('dialog', { name: '著作権侵害の通知' });
  expect(await within(dialog).findByText('自分の曲です。')).toBeTruthy();
  expect(within(dialog).getByText('異議通知を送りました。モデレーターがクリップを復元するか削除するかを判断します。')).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: '異議通知を提出する' })).toBeNull();
});

test('the submitter is told a notice hid the clip, with no notice to read', async () => {
  const banner = await open(clip({ takedownNoticeId: null }));
  expect(within(banner).getByText('A copyright notice hid this clip while a moderator reviews it. Its streamer can answer the notice.')).toBeTruthy();
  expect(within(banner).queryByRole('button')).toBeNull();
});
