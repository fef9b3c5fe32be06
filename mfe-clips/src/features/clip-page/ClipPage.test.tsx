import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications, useFakeApi } from '@clipyard/shared/testing';
import { ClipPage } from './ClipPage';

const api = useFakeApi();
beforeEach(() => {
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: null } }));
});

const path = '/:channelLogin/clip/:internalClipId';

function serveClip(clip: ReturnType<typeof sampleClip>) {
  api.server.on('client/videoListing/fetchClipsById', (call) => {
    const ids = (call.body as { internalClipIdList: string[] }).internalClipIdList;
    return { json: { isSuccessful: true, clipList: ids.includes(clip.internalClipId) ? [clip] : [] } };
  });
}

test('plays the best rendition this browser can play, with title, channel link and poster', async () => {
  const clip = sampleClip({ clipTitle: 'Big moment', mediaVersion: 3 });
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  expect(await screen.findByRole('heading', { name: 'Big moment' })).toBeTruthy();
  const video = screen.getByTestId('clip-video') as HTMLVideoElement;
  // jsdom's canPlayType answers '' for every type, so neither AV1 nor x265 qualifies: the h264 source plays.
  expect(video.getAttribute('data-rendition')).toBe('source');
  expect(video.getAttribute('src')).toMatch(new RegExp(`clips/somechannel/${clip.internalClipId}-source\\.mp4\\?version=3$`));
  expect(video.getAttribute('poster')).toMatch(/\.webp\?version=3$/);
  expect(screen.getByRole('link', { name: 'Some Channel' }).getAttribute('href')).toBe('/somechannel');
});

test('an unknown clip, or a clip under another channel, shows the not-found page', async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/otherchannel/clip/${clip.internalClipId}` });
  expect(await screen.findByRole('heading', { name: 'Clip not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the frontpage' }).getAttribute('href')).toBe('/');
});

test("liking while signed out says 'Login is required to like a clip' and sends nothing", async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
  await waitFor(() => expect(shownNotifications()).toContain('Login is required to like a clip'));
  expect(api.server.calls.some((call) => call.path === 'client/clipLikes/modifyLikeClipPreference')).toBe(false);
  // Signed out, the comment form's place is a way to sign in, not a dead sentence.
  expect(screen.getByRole('link', { name: 'Sign in to comment.' }).getAttribute('href')).toBe('/account/login');
});

test('liking while signed in updates the count and pressed state after the server agrees', async () => {
  const clip = sampleClip({ likeCount: 3 });
  serveClip(clip);
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u1'));
  api.server.on('client/clipLikes/modifyLikeClipPreference', () => ({ json: { isSuccessful: true, internalClipId: clip.internalClipId, isLike: true, likeCount: 4 } }));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true'));
  expect(screen.getByTestId('like-count').textContent).toBe('Likes: 4');
  expect(api.server.calls.find((call) => call.path === 'client/clipLikes/modifyLikeClipPreference')?.authorization).toBe('Bearer token-u1');
});

test('the clip page reads in Japanese', async () => {
  const clip = sampleClip({ renditions: [] });
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}`, language: 'ja' });
  expect(await screen.findByText('このクリップは処理中です。しばらくしてからもう一度ご確認ください。')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'いいね' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'クリップメニュー' })).toBeTruthy();
});
