import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { ClipPage } from './ClipPage';
import { installFakeIdleCallbacks, type FakeIdleCallbacks } from './fake-idle-callbacks.test-support';

const api = setupFakeApi();
// The page starts the clip when the browser is idle: never here (jsdom plays no video).
let idle: FakeIdleCallbacks;
afterEach(() => idle.restore());
beforeEach(() => {
  idle = installFakeIdleCallbacks();
  document.title = 'Clip · Clipyard';
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: null } }));
  api.server.on('client/chat/getClipChat', () => ({ json: { isSuccessful: true, chatMessageList: [] } }));
  api.server.on('client/clipAudioTranscript/getTranscript', () => ({ json: { isSuccessful: true, language: null, transcriptCueList: [] } }));
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
});

const path = '/:channelLogin/clip/:internalClipId';

test("the tab's title is the clip's once it is loaded (the HTML host's format), and stays when the layout writes the route's title again", async () => {
  const clip = sampleClip({ clipTitle: 'Frame-perfect skip' });
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [clip] } }));
  const view = renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  // Still loading: the route's title stays.
  expect(document.title).toBe('Clip · Clipyard');
  await screen.findByRole('heading', { name: 'Frame-perfect skip' });
  await waitFor(() => expect(document.title).toBe('Frame-perfect skip · Clipyard'));

  // The shell writes the route's title after a navigation and on a language switch ("クリップ · Clipyard"): the page's stays.
  act(() => {
    document.title = 'クリップ · Clipyard';
  });
  await waitFor(() => expect(document.title).toBe('Frame-perfect skip · Clipyard'));

  // Gone from the page (another route): the next page's title is left alone.
  view.unmount();
  document.title = 'Channel · Clipyard';
  await Promise.resolve();
  expect(document.title).toBe('Channel · Clipyard');
});

test('a clip that is not found leaves the title to the layout', async () => {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [] } }));
  renderScreen(<ClipPage />, { path, url: '/somechannel/clip/nosuchclip1' });
  await screen.findByRole('heading', { name: 'Clip not found' });
  expect(document.title).toBe('Clip · Clipyard');
});
