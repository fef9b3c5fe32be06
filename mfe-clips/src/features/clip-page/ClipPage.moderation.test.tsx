import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type Clip } from '@clipyard/shared';
import type { ClipModeration } from './ModerationBanner';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics } from '@clipyard/testing';
import { ClipPage } from './ClipPage';
import { setupQuietClipPage } from './quiet-clip-page.test-support';

/** Issue 22 item 2: the banner a moderator's unlisting or hiding puts on the clip page of its people, and the appeal. */
const api = setupQuietClipPage();

const path = '/:channelLogin/clip/:internalClipId';
const decision = (overrides: Partial<ClipModeration> = {}): ClipModeration => ({
  visibility: 'hidden',
  publicReason: 'Shows a private address',
  moderatedAt: '2026-11-28T10:00:00.000Z',
  appealStatus: null,
  canAppeal: true,
  ...overrides,
});

/** The clip as the server answers it to the signed-in streamer: `answers` in turn, the last one from then on. */
async function openAsStreamer(...answers: Clip[]) {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [answers.length > 1 ? answers.shift() : answers[0]] } }));
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${answers[0].internalClipId}`, language: 'en-US' });
  return screen.findByTestId('clip-moderation-banner');
}

const hiddenClip = (moderation: Partial<ClipModeration> = {}) => sampleClip({ internalClipId: 'modclip1', visibility: moderation.visibility ?? 'hidden', moderation: decision(moderation) });

test('the streamer of a hidden clip reads the decision and its reason, appeals once, and is told the appeal was sent', async () => {
  api.server.on('client/report/appealClipModeration', () => ({ json: { isSuccessful: true, appealId: 'ap1', reopenedReportCount: 2 } }));
  const banner = await openAsStreamer(hiddenClip());
  expect(banner.getAttribute('role')).toBe('status');
  expect(within(banner).getByText('A moderator hid this clip. Only you and the moderators can see it.')).toBeTruthy();
  expect(within(banner).getByText('Reason: Shows a private address')).toBeTruthy();

  fireEvent.click(within(banner).getByRole('button', { name: 'Appeal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Appeal the moderator’s decision' });
  // Nothing written: the field says why, and nothing is sent.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Say why the decision should be changed before sending the appeal.')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/report/appealClipModeration')).toBe(false);

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why should the decision change?' }), { target: { value: '  It is my own address, shown on purpose.  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(banner).findByText('Your appeal was sent. A moderator will review it.')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(banner).queryByRole('button', { name: 'Appeal' })).toBeNull();
  const call = api.server.calls.find((c) => c.path === 'client/report/appealClipModeration');
  expect(call?.body).toEqual({ internalClipId: hiddenClip().internalClipId, message: 'It is my own address, shown on purpose.' });
  expect(call?.authorization).toBe('Bearer token-u1');
});

test('an unlisted clip without a reason and an appeal waiting say so, with no Appeal button', async () => {
  const banner = await openAsStreamer(hiddenClip({ visibility: 'unlisted', publicReason: null, canAppeal: false, appealStatus: 'open' }));
  expect(banner.getAttribute('data-visibility')).toBe('unlisted');
  expect(within(banner).getByText('A moderator unlisted this clip: it is not in lists or search, but anyone with the link can watch it.')).toBeTruthy();
  expect(within(banner).getByText('No reason was given.')).toBeTruthy();
  expect(within(banner).getByText('Your appeal is waiting for a moderator.')).toBeTruthy();
  expect(within(banner).queryByRole('button')).toBeNull();
});

test('an appeal denied says so', async () => {
  const banner = await openAsStreamer(hiddenClip({ canAppeal: false, appealStatus: 'denied' }));
  expect(within(banner).getByText('Your appeal was denied.')).toBeTruthy();
  expect(within(banner).queryByRole('button', { name: 'Appeal' })).toBeNull();
});

test('a moderator reads the decision only: who can see the clip, the reason, and no appeal', async () => {
  const banner = await openAsStreamer(hiddenClip({ canAppeal: false, appealStatus: null }));
  expect(within(banner).getByText('A moderator hid this clip. Only its streamer, its submitter and the moderators can see it.')).toBeTruthy();
  expect(within(banner).getByText('Reason: Shows a private address')).toBeTruthy();
  expect(within(banner).queryByRole('button')).toBeNull();
  expect(screen.queryByTestId('appeal-state')).toBeNull();
});

test('a public clip has no banner', async () => {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [sampleClip({ internalClipId: 'plainclip1', clipTitle: 'Plain' })] } }));
  renderScreen(<ClipPage />, { path, url: '/somechannel/clip/plainclip1' });
  expect(await screen.findByRole('heading', { name: 'Plain' })).toBeTruthy();
  expect(screen.queryByTestId('clip-moderation-banner')).toBeNull();
});

test('an appeal already filed (in another tab) is said in the dialog, and the page reads the decision again', async () => {
  api.server.on('client/report/appealClipModeration', failWith('APPEAL_ALREADY_FILED', 409));
  const banner = await openAsStreamer(hiddenClip(), hiddenClip({ canAppeal: false, appealStatus: 'open' }));
  fireEvent.click(within(banner).getByRole('button', { name: 'Appeal' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why should the decision change?' }), { target: { value: 'Please look again' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('You already appealed this decision. A moderator will look at it.')).toBeTruthy();
  expect(await within(screen.getByTestId('clip-moderation-banner')).findByText('Your appeal is waiting for a moderator.')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the banner and the appeal read in Japanese', async () => {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [hiddenClip({ publicReason: null })] } }));
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${hiddenClip().internalClipId}`, language: 'ja' });
  const banner = await screen.findByTestId('clip-moderation-banner');
  expect(within(banner).getByText('モデレーターがこのクリップを非表示にしました。あなたとモデレーターだけが見られます。')).toBeTruthy();
  expect(within(banner).getByText('理由は示されていません。')).toBeTruthy();
  fireEvent.click(within(banner).getByRole('button', { name: '異議を申し立てる' }));
  const dialog = await screen.findByRole('dialog', { name: 'モデレーターの判断に異議を申し立てる' });
  expect(within(dialog).getByRole('textbox', { name: '判断を見直すべき理由' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: '送信' })).toBeTruthy();
});

test('a hidden clip opened before the identity provider restored its streamer is read again once they are signed in', async () => {
  const clip = hiddenClip();
  // As a visitor the server does not know the clip; as its streamer it answers the clip, the decision, its chat.
  api.server.on('client/videoListing/fetchClipsById', (call) => ({ json: { isSuccessful: true, clipList: call.authorization ? [clip] : [] } }));
  api.server.on('client/chat/getClipChat', (call) =>
    call.authorization
      ? { json: { isSuccessful: true, chatMessageList: [{ offsetSeconds: 1, userName: 'viewer9', message: 'what a play', color: null }] } }
      : failWith('CLIP_NOT_FOUND', 404)(),
  );
  serveSignedInBasics(api.server, null);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}`, language: 'en-US' });
  await waitFor(() => expect(api.server.calls.filter((c) => c.path === 'client/videoListing/fetchClipsById')).toHaveLength(1));
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const banner = await screen.findByTestId('clip-moderation-banner');
  expect(within(banner).getByText('Reason: Shows a private address')).toBeTruthy();
  expect(screen.getByRole('heading', { name: clip.clipTitle })).toBeTruthy();
  // The chat replay, refused as not found before, is asked again as the streamer.
  await waitFor(() => expect(api.server.calls.filter((c) => c.path === 'client/chat/getClipChat' && c.authorization)).toHaveLength(1));
});

test('signing out on a hidden clip’s page reads it again as a visitor: it is then not found', async () => {
  const clip = hiddenClip();
  api.server.on('client/videoListing/fetchClipsById', (call) => ({ json: { isSuccessful: true, clipList: call.authorization ? [clip] : [] } }));
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}`, language: 'en-US' });
  expect(await screen.findByTestId('clip-moderation-banner')).toBeTruthy();
  act(() => getSession().authSignedOut());
  expect(await screen.findByText('This clip does not exist or was removed.')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: clip.clipTitle })).toBeNull();
});
