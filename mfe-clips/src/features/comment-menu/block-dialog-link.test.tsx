import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { ClipPage } from '../clip-page';

/** Issue 19 item 3: the block dialogs promise a place to unblock and link to it (/account/blocks), in both languages. */
const api = setupFakeApi();
const clip = sampleClip({ channelLogin: 'somechannel' });
const comments = [{ commentId: 'c1', internalClipId: clip.internalClipId, commenterUserName: 'troll_99', commentText: 'rude words', createdAt: '2026-11-20T10:00:00.000Z' }];

beforeEach(() => {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [clip] } }));
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: comments, nextCursor: null } }));
  api.server.on('client/chat/getClipChat', () => ({ json: { isSuccessful: true, chatMessageList: [] } }));
  api.server.on('client/clipAudioTranscript/getTranscript', () => ({ json: { isSuccessful: true, language: null, transcriptCueList: [] } }));
});

test.each([
  ['en-US', 'Comment menu for troll_99', 'Block User', 'Block troll_99?', 'on your blocks page', 'Manage your blocks'],
  ['ja', 'troll_99 のコメントメニュー', 'ユーザーをブロック', 'troll_99 をブロックしますか？', 'ブロックの管理ページ', 'ブロックを管理'],
] as const)('%s: Block User’s dialog names the blocks page and links to it, not to Settings', async (language, menuName, blockItem, title, promise, linkName) => {
  renderScreen(<ClipPage />, { path: '/:channelLogin/clip/:internalClipId', url: `/somechannel/clip/${clip.internalClipId}`, language });
  fireEvent.click(await screen.findByRole('button', { name: menuName }));
  fireEvent.click(await screen.findByText(blockItem));
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(new RegExp(promise))).toBeTruthy();
  expect(within(dialog).queryByText(/Settings|設定/)).toBeNull();
  expect(within(dialog).getByRole('link', { name: linkName }).getAttribute('href')).toBe('/account/blocks');
});
