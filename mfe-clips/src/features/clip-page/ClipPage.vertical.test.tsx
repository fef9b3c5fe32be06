import { screen } from '@testing-library/react';
import { renderScreen, sampleClip } from '@clipyard/testing';
import { ClipPage } from './ClipPage';
import { PHONE_PORTRAIT_QUERY } from './ClipPlayer';
import { setupQuietClipPage } from './quiet-clip-page.test-support';

/** Issue 23 item 3: a phone held upright plays the clip's vertical (9:16) version when it has one. */
const api = setupQuietClipPage();
const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** The screen the browser reports: a phone held upright, or a computer's window. */
function screenIs(kind: 'phone' | 'computer') {
  window.matchMedia = ((query: string) => ({
    matches: kind === 'phone' && query === PHONE_PORTRAIT_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

async function openClip(clip: ReturnType<typeof sampleClip>): Promise<HTMLVideoElement> {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [clip] } }));
  renderScreen(<ClipPage />, { path: '/:channelLogin/clip/:internalClipId', url: `/${clip.channelLogin}/clip/${clip.internalClipId}` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  return screen.getByTestId('clip-video') as HTMLVideoElement;
}

test('a phone held upright plays the vertical version of a clip that has one', async () => {
  screenIs('phone');
  const clip = sampleClip({ channelLogin: 'somechannel', clipTitle: 'Tall moment', mediaVersion: 4, verticalVersion: true });
  const video = await openClip(clip);
  expect(video.getAttribute('data-rendition')).toBe('vertical');
  expect(video.getAttribute('src')).toMatch(new RegExp(`clips/somechannel/${clip.internalClipId}-vertical\\.mp4\\?version=4$`));
});

test('a phone gets the landscape clip when there is no vertical version', async () => {
  screenIs('phone');
  const plain = sampleClip({ channelLogin: 'somechannel', clipTitle: 'Wide moment' });
  expect((await openClip(plain)).getAttribute('data-rendition')).toBe('source');
});

test('a computer plays the landscape clip even when a vertical version exists', async () => {
  screenIs('computer');
  const clip = sampleClip({ channelLogin: 'somechannel', clipTitle: 'Tall moment', verticalVersion: true });
  const video = await openClip(clip);
  expect(video.getAttribute('data-rendition')).toBe('source');
  expect(video.getAttribute('src')).toMatch(/-source\.mp4\?version=\d+$/);
});
