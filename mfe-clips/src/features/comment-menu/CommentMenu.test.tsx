import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { ClipPage } from '../clip-page';

const api = setupFakeApi();
const clip = sampleClip({ channelLogin: 'somechannel' });
const comments = [
  { commentId: 'c1', internalClipId: clip.internalClipId, commenterUserName: 'troll_99', commentText: 'rude words', createdAt: '2026-11-20T10:00:00.000Z' },
  { commentId: 'c2', internalClipId: clip.internalClipId, commenterUserName: 'me_myself', commentText: 'my own words', createdAt: '2026-11-20T09:00:00.000Z' },
];

beforeEach(() => {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [clip] } }));
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: comments, nextCursor: null } }));
  api.server.on('client/chat/getClipChat', () => ({ json: { isSuccessful: true, chatMessageList: [] } }));
  api.server.on('client/clipAudioTranscript/getTranscript', () => ({ json: { isSuccessful: true, language: null, transcriptCueList: [] } }));
});

async function chooseReason(reason: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Report Comment' });
  fireEvent.click(within(dialog).getByRole('radio', { name: reason }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
}

async function confirmBlock(user: string) {
  const dialog = await screen.findByRole('dialog', { name: `Block ${user}?` });
  expect(within(dialog).getByText(/comments and chat messages will be hidden/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block User' }));
}

function openPage() {
  renderScreen(<ClipPage />, { path: '/:channelLogin/clip/:internalClipId', url: `/somechannel/clip/${clip.internalClipId}` });
}

test('signed out: Report Comment asks to sign in; Block User hides the commenter on this device', async () => {
  openPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Comment menu for troll_99' }));
  fireEvent.click(await screen.findByText('Report Comment'));
  const dialog = await screen.findByRole('dialog', { name: 'Report Comment' });
  expect(within(dialog).getByText('Sign in to report inappropriate content')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  fireEvent.click(screen.getByRole('button', { name: 'Comment menu for troll_99' }));
  fireEvent.click(await screen.findByText('Block User'));
  await confirmBlock('troll_99');
  await waitFor(() => expect(shownNotifications()).toContain('User blocked'));
  await waitFor(() => expect(screen.queryByText('rude words')).toBeNull());
  expect(api.server.calls.some((call) => call.path === 'client/userAccountBlocking/modifyUserBlockPreference')).toBe(false);
});

test('signed in: reports go to the server; the own comment has no Block User; failures use the spec wording', async () => {
  serveSignedInBasics(api.server, { username: 'me_myself', firebaseUid: 'me' });
  await getSession().authSignedIn(fakeAuthUser('me'));
  api.server.on('client/report/reportComment', () => ({ json: { isSuccessful: true, reportId: 'r1' } }));
  api.server.on('client/userAccountBlocking/modifyUserBlockPreference', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  openPage();

  fireEvent.click(await screen.findByRole('button', { name: 'Comment menu for me_myself' }));
  expect(await screen.findByText('Delete Comment')).toBeTruthy();
  expect(screen.queryByText('Block User')).toBeNull();
  expect(screen.getByText('Report Comment')).toBeTruthy();
  fireEvent.click(screen.getByText('Cancel'));

  fireEvent.click(screen.getByRole('button', { name: 'Comment menu for troll_99' }));
  fireEvent.click(await screen.findByText('Report Comment'));
  await chooseReason('Harassment or bullying');
  await waitFor(() => expect(shownNotifications()).toContain('Thank you for the report'));
  expect(api.server.calls.find((call) => call.path === 'client/report/reportComment')?.body).toEqual({
    internalClipId: clip.internalClipId,
    commentText: 'rude words',
    commenterUserName: 'troll_99',
    commentId: 'c1',
    reason: 'harassment',
  });

  fireEvent.click(screen.getByRole('button', { name: 'Comment menu for troll_99' }));
  fireEvent.click(await screen.findByText('Block User'));
  await confirmBlock('troll_99');
  await waitFor(() => expect(shownNotifications()).toContain('Failed to block user'));
  expect(screen.getByText('rude words')).toBeTruthy();

  api.server.on('client/report/reportComment', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  fireEvent.click(screen.getByRole('button', { name: 'Comment menu for troll_99' }));
  fireEvent.click(await screen.findByText('Report Comment'));
  await chooseReason('Sexual content');
  await waitFor(() => expect(shownNotifications()).toContain('Failed to report the following user'));
});

test('the author deletes their own comment after confirming', async () => {
  serveSignedInBasics(api.server, { username: 'me_myself', firebaseUid: 'me2' });
  await getSession().authSignedIn(fakeAuthUser('me2'));
  api.server.on('client/clipComment/deleteComment', (call) => ({ json: { isSuccessful: true, commentId: (call.body as { commentId: string }).commentId } }));
  openPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Comment menu for me_myself' }));
  fireEvent.click(await screen.findByText('Delete Comment'));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
  await waitFor(() => expect(shownNotifications()).toContain('Comment deleted'));
  expect(api.server.calls.find((call) => call.path === 'client/clipComment/deleteComment')?.body).toEqual({ commentId: 'c2' });
  await waitFor(() => expect(screen.queryByText('my own words')).toBeNull());
  expect(screen.getByText('rude words')).toBeTruthy();
});
