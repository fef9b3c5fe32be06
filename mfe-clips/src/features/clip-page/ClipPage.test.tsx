import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIRST_VIEW_READY_EVENT, apiCallsInFlight, getSession, useSession, type ChatMessage, type TranscriptCue } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { ClipPage } from './ClipPage';
import { installFakeIdleCallbacks, type FakeIdleCallbacks } from './fake-idle-callbacks.test-support';

const api = setupFakeApi();
// The page starts the clip when the browser is idle (usePlayWhenIdle): here only when a test runs the idle callbacks.
let idle: FakeIdleCallbacks;
beforeEach(() => {
  idle = installFakeIdleCallbacks();
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [], nextCursor: null } }));
  serveExtras([], []);
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
});

afterEach(() => idle.restore());

function serveExtras(chatMessageList: ChatMessage[], transcriptCueList: TranscriptCue[]) {
  api.server.on('client/chat/getClipChat', () => ({ json: { isSuccessful: true, chatMessageList } }));
  api.server.on('client/clipAudioTranscript/getTranscript', () => ({ json: { isSuccessful: true, language: transcriptCueList.length ? 'en' : null, transcriptCueList } }));
}

/** jsdom's <video> has no clock: give it one the test moves, and a play() that resolves. */
function controllableVideo(): HTMLVideoElement & { moveTo: (seconds: number) => void } {
  const video = screen.getByTestId('clip-video') as HTMLVideoElement & { moveTo: (seconds: number) => void };
  let now = 0;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => now, set: (value: number) => (now = value) });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 30 });
  video.play = jest.fn(() => Promise.resolve());
  video.moveTo = (seconds: number) => {
    now = seconds;
    act(() => {
      fireEvent.timeUpdate(video);
    });
  };
  return video;
}

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

test('names the category the clip was streamed in as a link to its page, in the reader’s language (ADR 0150)', async () => {
  const clip = sampleClip({ clipTitle: 'Chatting moment', category: { categoryId: 1, slug: 'just-chatting', nameEn: 'Just Chatting', nameJa: '雑談', twitchGameId: '509658' } });
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}`, language: 'ja' });
  expect(await screen.findByRole('heading', { name: 'Chatting moment' })).toBeTruthy();
  const link = screen.getByRole('link', { name: 'カテゴリー：雑談' });
  expect(link.getAttribute('href')).toBe('/category/just-chatting');
  expect(link.textContent).toBe('雑談');
});

test('an unknown clip, or a clip under another channel, shows the not-found page', async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/otherchannel/clip/${clip.internalClipId}` });
  expect(await screen.findByRole('heading', { name: 'Clip not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the frontpage' }).getAttribute('href')).toBe('/');
});

test("says its view is ready (ending the HTML's first view) once the player with its poster is there, and not before", async () => {
  const clip = sampleClip({ clipTitle: 'Ready moment' });
  api.server.on('client/videoListing/fetchClipsById', () => ({ delayMs: 600, json: { isSuccessful: true, clipList: [clip] } }));
  // What was on screen when the page said so.
  const heard = jest.fn(() => (screen.queryByTestId('clip-video')?.getAttribute('poster') ? 'player with poster' : 'no player yet'));
  window.addEventListener(FIRST_VIEW_READY_EVENT, heard);
  try {
    renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
    // The clip is on its way: the page shows its loading state and says nothing yet.
    expect(screen.getByText('Loading clip…')).toBeTruthy();
    expect(heard).not.toHaveBeenCalled();
    expect(await screen.findByTestId('clip-video')).toBeTruthy();
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard.mock.results.map((result) => result.value)).toEqual(['player with poster']);
  } finally {
    window.removeEventListener(FIRST_VIEW_READY_EVENT, heard);
  }
});

test('renders in parts: player and title, then the toolbar (only then does the first view go), then the panel, then comments', async () => {
  const clip = sampleClip({ clipTitle: 'Parts' });
  serveClip(clip);
  const order: string[] = [];
  const heard = () => order.push(`first view ends (toolbar ${screen.queryByTestId('speed-select') ? 'in' : 'missing'})`);
  window.addEventListener(FIRST_VIEW_READY_EVENT, heard);
  try {
    renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
    expect(await screen.findByRole('heading', { name: 'Parts' })).toBeTruthy();
    expect(screen.queryByTestId('speed-select')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(await screen.findByTestId('speed-select')).toBeTruthy();
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(await screen.findByTestId('more-from-channel')).toBeTruthy();
    expect(order).toEqual(['first view ends (toolbar in)']);
  } finally {
    window.removeEventListener(FIRST_VIEW_READY_EVENT, heard);
  }
});

test("an unknown clip says its page is ready too: the not-found page must be seen", async () => {
  serveClip(sampleClip());
  const heard = jest.fn();
  window.addEventListener(FIRST_VIEW_READY_EVENT, heard);
  try {
    renderScreen(<ClipPage />, { path, url: '/somechannel/clip/unknown123' });
    expect(await screen.findByRole('heading', { name: 'Clip not found' })).toBeTruthy();
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  } finally {
    window.removeEventListener(FIRST_VIEW_READY_EVENT, heard);
  }
});

test("liking while signed out says 'Login is required to like a clip' with a Sign in button, and sends nothing", async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  // Signed out, the comment form's place is a way to sign in, not a dead sentence.
  expect((await screen.findByRole('link', { name: 'Log in to comment.' })).getAttribute('href')).toBe('/account/login');
  fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
  const dialog = await screen.findByRole('dialog', { name: 'Like' });
  expect(within(dialog).getByText('Login is required to like a clip')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/clipLikes/modifyLikeClipPreference')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));

});

test('liking while signed in updates the count and pressed state after the server agrees', async () => {
  const clip = sampleClip({ likeCount: 3 });
  serveClip(clip);
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u1'));
  api.server.on('client/clipLikes/modifyLikeClipPreference', () => ({ json: { isSuccessful: true, internalClipId: clip.internalClipId, isLike: true, likeCount: 4 } }));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Liked' }).getAttribute('aria-pressed')).toBe('true'));
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

const chat: ChatMessage[] = [
  { offsetSeconds: 0.5, userName: 'retro_rob', message: 'here it comes', color: '#ff7f50' },
  { offsetSeconds: 2.1, userName: 'troll', message: 'spam spam', color: null },
  { offsetSeconds: 3.4, userName: 'pixel_pal', message: '<img src=x onerror=alert(1)> Kappa', color: null },
];
const cues: TranscriptCue[] = [
  { startSeconds: 0, endSeconds: 1.8, text: 'Okay, one more time.' },
  { startSeconds: 2, endSeconds: 4, text: 'Here we go!' },
  { startSeconds: 4, endSeconds: 6, text: 'Got it.' },
];

test('chat replay follows the clock, seeks back and forth, hides blocked users and never renders markup', async () => {
  const clip = sampleClip();
  serveClip(clip);
  serveExtras(chat, cues);
  useSession.setState({ blockedUsers: ['troll'] });
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  await screen.findByText('Chat messages appear here as the clip plays.');
  const video = controllableVideo();
  const shown = () => screen.queryAllByTestId('chat-message').map((item) => item.textContent);
  video.moveTo(1);
  expect(shown()).toEqual(['0:00retro_rob:here it comes']);
  video.moveTo(5);
  expect(shown()).toEqual(['0:00retro_rob:here it comes', '0:03pixel_pal:<img src=x onerror=alert(1)> Kappa']);
  expect(document.querySelector('img[src="x"]')).toBeNull();
  video.moveTo(0.2);
  expect(shown()).toEqual([]);
  act(() => useSession.setState({ blockedUsers: [] }));
});

test('the transcript highlights the current cue, seeks on click and searches', async () => {
  const clip = sampleClip();
  serveClip(clip);
  serveExtras(chat, cues);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  fireEvent.click(await screen.findByRole('tab', { name: 'Transcript' }));
  const list = await screen.findByRole('list', { name: 'Transcript' });
  const video = controllableVideo();
  video.moveTo(2.5);
  expect(within(list).getByRole('button', { current: true }).textContent).toBe('0:02Here we go!');
  fireEvent.click(within(list).getByText('Got it.'));
  expect(video.currentTime).toBe(4);
  expect(within(list).getByRole('button', { current: true }).textContent).toBe('0:04Got it.');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the transcript' }), { target: { value: 'one more' } });
  expect(within(list).getAllByRole('button').map((cue) => cue.textContent)).toEqual(['0:00Okay, one more time.']);
});

test('an empty transcript says so', async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  expect(await screen.findByText('No chat was recorded for this clip.')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Transcript' }));
  expect(await screen.findByText('This clip has no transcript.')).toBeTruthy();
});

test.each([
  ['?t=12', 12],
  ['?t=0m20s', 20],
  // Past the end of the clip (30 s here): ignored.
  ['?t=1m2s', 0],
  ['?t=banana', 0],
  ['?t=-3', 0],
])('a moment link %s starts at %s s', async (query, seconds) => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}${query}` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  const video = controllableVideo();
  fireEvent.loadedMetadata(video);
  expect(video.currentTime).toBe(seconds);
});

test('times written in comments seek the video; markup in comments stays text', async () => {
  const clip = sampleClip({ durationSeconds: 30 });
  serveClip(clip);
  api.server.on('client/clipComment/getClipComments', () => ({
    json: {
      isSuccessful: true,
      nextCursor: null,
      commentList: [
        { commentId: 'c1', internalClipId: clip.internalClipId, commenterUserName: 'fan', commentText: 'watch 0:12 <img src=x onerror=alert(1)>', createdAt: new Date().toISOString(), commenterProfileImageUrl: 'http://media.test/profiles/u1.webp?version=2' },
      ],
    },
  }));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  const link = await screen.findByRole('button', { name: 'Play from 0:12' });
  const video = controllableVideo();
  fireEvent.click(link);
  expect(video.currentTime).toBe(12);
  expect(screen.getByTestId('comment').textContent).toContain('<img src=x onerror=alert(1)>');
  // The author's picture beside the name (decorative: the name says who it is).
  expect(screen.getByTestId('comment-avatar').querySelector('img')?.getAttribute('src')).toBe('http://media.test/profiles/u1.webp?version=2');
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('the keyboard plays, seeks, changes speed and opens the cheat sheet, but not while typing', async () => {
  const clip = sampleClip();
  serveClip(clip);
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u2'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  const video = controllableVideo();
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  // As a real <video>: play() and pause() fire their events (the page's own autoplay-when-idle listens for 'play').
  video.play = jest.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  video.pause = jest.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });

  fireEvent.keyDown(document.body, { key: 'k' });
  await waitFor(() => expect(video.play).toHaveBeenCalledTimes(1));
  fireEvent.keyDown(document.body, { key: ' ' });
  expect(video.pause).toHaveBeenCalledTimes(1);
  video.currentTime = 5;
  fireEvent.keyDown(document.body, { key: 'l' });
  expect(video.currentTime).toBe(15);
  fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
  expect(video.currentTime).toBe(10);
  fireEvent.keyDown(document.body, { key: '5' });
  expect(video.currentTime).toBe(15);
  fireEvent.keyDown(document.body, { key: '>' });
  expect(video.playbackRate).toBe(1.25);
  expect(screen.getByTestId('speed-badge').textContent).toBe('1.25×');

  // Typing a comment: k and space are letters, not shortcuts.
  const field = await screen.findByRole('textbox', { name: 'Add a comment' });
  fireEvent.keyDown(field, { key: 'k' });
  fireEvent.keyDown(field, { key: ' ' });
  fireEvent.keyDown(field, { key: 'l' });
  expect(video.play).toHaveBeenCalledTimes(1);
  expect(video.pause).toHaveBeenCalledTimes(1);
  expect(video.currentTime).toBe(15);
  // The page's own start, when the browser is idle at last, leaves alone a clip the person played and paused.
  expect(idle.pending.length).toBeGreaterThan(0);
  await act(async () => {
    idle.runAll();
    await Promise.resolve();
  });
  expect(video.play).toHaveBeenCalledTimes(1);

  // Comma and period step a frame only while paused (playing, they do nothing).
  expect(paused).toBe(true);
  fireEvent.keyDown(document.body, { key: '.' });
  expect(video.currentTime).toBeCloseTo(15 + 1 / 30, 5);
  fireEvent.keyDown(document.body, { key: ',' });
  fireEvent.keyDown(document.body, { key: ',' });
  expect(video.currentTime).toBeCloseTo(15 - 1 / 30, 5);
  paused = false;
  fireEvent.keyDown(document.body, { key: '.' });
  expect(video.currentTime).toBeCloseTo(15 - 1 / 30, 5);
  paused = true;

  // m unmutes (the clip autoplays muted) and mutes again, saying so on the player.
  expect(video.muted).toBe(true);
  fireEvent.keyDown(document.body, { key: 'm' });
  expect(video.muted).toBe(false);
  expect(screen.getByTestId('player-flash').textContent).toBe('Sound on');
  fireEvent.keyDown(document.body, { key: 'M' });
  expect(video.muted).toBe(true);
  expect(screen.getByTestId('player-flash').textContent).toBe('Muted');
  // t toggles theater mode (the toolbar's button shows it pressed).
  const theater = screen.getByRole('button', { name: 'Theater mode' });
  expect(theater.getAttribute('aria-pressed')).toBe('false');
  fireEvent.keyDown(document.body, { key: 't' });
  expect(theater.getAttribute('aria-pressed')).toBe('true');
  fireEvent.keyDown(document.body, { key: 't' });
  expect(theater.getAttribute('aria-pressed')).toBe('false');
  // c on a clip without a captions track says so instead of failing.
  fireEvent.keyDown(document.body, { key: 'c' });
  expect(screen.getByTestId('player-flash').textContent).toBe('This clip has no captions');
  // f asks for fullscreen on the player's box.
  const requestFullscreen = jest.fn(() => Promise.resolve());
  (video.parentElement as HTMLElement).requestFullscreen = requestFullscreen;
  fireEvent.keyDown(document.body, { key: 'f' });
  expect(requestFullscreen).toHaveBeenCalledTimes(1);
  // Speed stops at 2 and at 0.25, and the badge says so.
  for (let i = 0; i < 10; i += 1) fireEvent.keyDown(document.body, { key: '>' });
  expect(video.playbackRate).toBe(2);
  expect(screen.getByTestId('speed-badge').textContent).toBe('2×');
  for (let i = 0; i < 10; i += 1) fireEvent.keyDown(document.body, { key: '<' });
  expect(video.playbackRate).toBe(0.25);

  fireEvent.keyDown(document.body, { key: '?' });
  const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(within(sheet).getByText('Play or pause')).toBeTruthy();
  expect(within(sheet).getByText('Theater mode')).toBeTruthy();
  for (const label of ['Mute or unmute', 'Full screen', 'Captions on or off', 'Previous / next frame (while paused)']) expect(within(sheet).getByText(label)).toBeTruthy();
});

test("the speed is the phone's own picker (a native select): choosing one sets the video's rate and the badge", async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  const speed = (await screen.findByRole('combobox', { name: 'Speed' })) as HTMLSelectElement;
  expect(speed.tagName).toBe('SELECT');
  expect(speed.value).toBe('1');
  fireEvent.change(speed, { target: { value: '1.5' } });
  expect((screen.getByTestId('clip-video') as HTMLVideoElement).playbackRate).toBe(1.5);
  expect(screen.getByTestId('speed-badge').textContent).toBe('1.5×');
});

test('loop is on by default and remembered when turned off', async () => {
  window.localStorage.removeItem('clipyard.player.loop');
  const clip = sampleClip();
  serveClip(clip);
  const { unmount } = renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  expect((screen.getByTestId('clip-video') as HTMLVideoElement).loop).toBe(true);
  // The toolbar comes in a render of its own, after the player and title.
  fireEvent.click(await screen.findByRole('switch', { name: 'Loop' }));
  expect((screen.getByTestId('clip-video') as HTMLVideoElement).loop).toBe(false);
  unmount();
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  expect((screen.getByTestId('clip-video') as HTMLVideoElement).loop).toBe(false);
  window.localStorage.removeItem('clipyard.player.loop');
});

test('playing a clip to its end marks it watched on this device', async () => {
  window.localStorage.removeItem('clipyard.watchedClips');
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  const video = controllableVideo();
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  for (let at = 0; at < 29.5; at += 1) video.moveTo(at);
  video.moveTo(29.6);
  expect(JSON.parse(window.localStorage.getItem('clipyard.watchedClips') ?? '[]')).toEqual([clip.internalClipId]);
  // Real playback of more than 3 s was reported once, as a view.
  await waitFor(() => expect(api.server.calls.filter((call) => call.path === 'client/analytics/clipPlaybackReport')).toHaveLength(1));
  window.localStorage.removeItem('clipyard.watchedClips');
});

test('a view is not reported on page load or for a ?t= jump, only after 3 s of real playback', async () => {
  const clip = sampleClip();
  serveClip(clip);
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}?t=20` });
  await screen.findByRole('heading', { name: clip.clipTitle });
  const video = controllableVideo();
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  fireEvent.loadedMetadata(video);
  video.moveTo(20);
  video.moveTo(25);
  // A report would have started on those time updates: once every call has answered, none was sent.
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  expect(api.server.calls.some((call) => call.path === 'client/analytics/clipPlaybackReport')).toBe(false);
  for (let at = 25; at <= 28.5; at += 0.25) video.moveTo(at);
  await waitFor(() => expect(api.server.calls.filter((call) => call.path === 'client/analytics/clipPlaybackReport')).toHaveLength(1));
});

test('more from this channel lists the channel’s other clips, a keyset page at a time', async () => {
  const clip = sampleClip({ clipTitle: 'This one' });
  const others = [sampleClip({ clipTitle: 'Older clip' }), sampleClip({ clipTitle: 'Oldest clip' })];
  serveClip(clip);
  api.server.on('client/videoListing/fetchByChannelLogins', (call) => {
    const body = call.body as { cursor: string | null; channelLoginList: string[] };
    if (body.cursor === 'next') return { json: { isSuccessful: true, clipList: [others[1]], nextCursor: null } };
    return { json: { isSuccessful: true, clipList: [clip, others[0]], nextCursor: 'next' } };
  });
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
  const section = await screen.findByRole('region', { name: 'More from Some Channel' });
  expect(await within(section).findByText('Older clip')).toBeTruthy();
  // The clip being watched is not repeated.
  expect(within(section).queryByText('This one')).toBeNull();
  fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
  expect(await within(section).findByText('Oldest clip')).toBeTruthy();
  expect(api.server.calls.find((call) => call.path === 'client/videoListing/fetchByChannelLogins')?.body).toMatchObject({ channelLoginList: ['somechannel'], sort: 'new', limit: 8 });
});

test('the player asks MediaCapabilities: a smooth x265 beats an AV1 that would stutter', async () => {
  const canPlay = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
  const decodingInfo = jest.fn(async ({ video }: { video: { contentType: string } }) => ({ supported: true, smooth: !video.contentType.includes('av01') }));
  Object.defineProperty(navigator, 'mediaCapabilities', { configurable: true, value: { decodingInfo } });
  try {
    const clip = sampleClip({ renditions: ['source', 'x265', 'av1'] });
    serveClip(clip);
    renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${clip.internalClipId}` });
    await waitFor(() => expect(screen.getByTestId('clip-video').getAttribute('data-rendition')).toBe('x265'));
    expect(decodingInfo).toHaveBeenCalledTimes(3);
  } finally {
    canPlay.mockRestore();
    Reflect.deleteProperty(navigator, 'mediaCapabilities');
  }
});
