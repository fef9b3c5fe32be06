import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { ChannelPage } from './ChannelPage';

const api = setupFakeApi();
// The category chips above the clips (ADR 0150).
beforeEach(() =>
  api.server.on('client/categories/getCategories', () => ({
    json: { isSuccessful: true, categoryList: [{ categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471', clipCount: 1 }] },
  })),
);
/** What a test changes in the channel's profile (its submission rule). */
let profileChange: Record<string, unknown> = {};
beforeEach(() => {
  profileChange = {};
  api.server.on('client/channel/getChannelProfile', (call) => {
    const login = (call.body as { channelLogin: string }).channelLogin;
    if (login !== 'akiko_plays') return { status: 404, json: { isSuccessful: false, errorCode: 'CHANNEL_NOT_FOUND', message: 'no' } };
    return {
      json: {
        isSuccessful: true,
        channelProfile: {
          channelLogin: 'akiko_plays',
          displayName: 'あきこ',
          description: 'Speedruns and chill',
          links: [{ label: 'Website', url: 'https://example.com' }],
          tipLinks: [{ platform: 'kofi', url: 'https://ko-fi.com/akiko' }],
          requestPolicy: 'open',
          featuredClipIds: ['featured01'],
          isClaimed: true,
          clipCount: 2,
          followerCount: 10,
          createdAt: '2026-01-01T00:00:00.000Z',
          ...profileChange,
        },
      },
    };
  });
  api.server.on('client/videoListing/fetchClipsById', () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ internalClipId: 'featured01', channelLogin: 'akiko_plays', clipTitle: 'The featured one' })] },
  }));
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ channelLogin: 'akiko_plays', clipTitle: 'Run of the year' })], nextCursor: null },
  }));
});

test('shows the header and the channel’s clips', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/Akiko_Plays' });
  expect(await screen.findByRole('heading', { name: 'あきこ' })).toBeTruthy();
  expect(screen.getByText('Speedruns and chill')).toBeTruthy();
  expect(screen.getByTestId('follower-count').textContent).toBe('Followers: 10');
  const tips = screen.getByRole('navigation', { name: 'Support this channel' });
  expect(tips.querySelector('a')?.getAttribute('href')).toBe('https://ko-fi.com/akiko');
  expect(tips.textContent).toBe('Ko-fi');
  expect(await screen.findByText('Run of the year')).toBeTruthy();
  expect(api.server.calls.find((call) => call.path === 'client/videoListing/fetchByChannelLogins')?.body).toMatchObject({ channelLoginList: ['akiko_plays'], sort: 'new' });
});

test.each([
  [{}, 'Anyone signed in can submit clips to this channel.'],
  [{ submitRule: { audience: 'anyone', minFollowDays: 0 } }, 'Anyone signed in can submit clips to this channel.'],
  [{ submitRule: { audience: 'followers', minFollowDays: 0 } }, 'Followers of this channel can submit clips to it.'],
  [{ submitRule: { audience: 'followers', minFollowDays: 1 } }, 'Followers of at least 1 day can submit clips to this channel.'],
  [{ submitRule: { audience: 'followers', minFollowDays: 30 }, requestPolicy: 'approval' }, 'Followers of at least 30 days can submit clips to this channel. The streamer reviews each clip before it is published.'],
])('says who may submit clips (%j) and links to the upload page for this channel', async (change, line) => {
  profileChange = change;
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  expect((await screen.findByTestId('submit-rule')).textContent).toBe(line);
  expect(screen.getByRole('link', { name: 'Submit a clip' }).getAttribute('href')).toBe('/upload?channel=akiko_plays');
});

test('a channel closed to submissions says so and offers no way to submit', async () => {
  profileChange = { requestPolicy: 'closed', submitRule: { audience: 'followers', minFollowDays: 7 } };
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  expect((await screen.findByTestId('submit-rule')).textContent).toBe('This channel does not take clip submissions.');
  expect(screen.queryByRole('link', { name: 'Submit a clip' })).toBeNull();
});

test('the submission rule reads in Japanese', async () => {
  profileChange = { submitRule: { audience: 'followers', minFollowDays: 7 } };
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  expect((await screen.findByTestId('submit-rule')).textContent).toBe('7 日以上フォローしているフォロワーが、このチャンネルにクリップを投稿できます。');
  expect(screen.getByRole('link', { name: 'クリップを投稿' })).toBeTruthy();
});

test('an unknown channel shows the not-found state', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/nobody_here' });
  expect(await screen.findByRole('heading', { name: 'Channel not found' })).toBeTruthy();
});

test('signed out, follow is kept on this device only, without any call', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  expect((await screen.findByRole('button', { name: 'Following' })).getAttribute('aria-pressed')).toBe('true');
  expect(getSession().followedChannels).toEqual(['akiko_plays']);
  expect(shownNotifications()).toContain('Following on this device. Log in to keep it on every device.');
  expect(api.server.calls.some((call) => call.path === 'client/follows/modifyUserFollowedChannel')).toBe(false);
});

test('signed in, follow goes through the server and a refusal leaves the button as it was (ja)', async () => {
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u9'));
  api.server.on('client/follows/modifyUserFollowedChannel', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'フォロー' }));
  await waitFor(() => expect(shownNotifications()).toContain('チャンネルをフォローできませんでした'));
  expect(screen.getByRole('button', { name: 'フォロー' }).getAttribute('aria-pressed')).toBe('false');

  api.server.on('client/follows/modifyUserFollowedChannel', () => ({ json: { isSuccessful: true, channelLogin: 'akiko_plays', isFollow: true } }));
  fireEvent.click(screen.getByRole('button', { name: 'フォロー' }));
  expect((await screen.findByRole('button', { name: 'フォロー中' })).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('follower-count').textContent).toBe('フォロワー：11');
  expect(api.server.calls.find((call) => call.path === 'client/follows/modifyUserFollowedChannel')?.authorization).toBe('Bearer token-u9');
});

test('the channel menu offers Share Channel, Report Channel, Block channel and Cancel', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  fireEvent.click(await screen.findByRole('button', { name: 'Channel menu' }));
  for (const name of ['Share Channel', 'Report Channel', 'Block channel', 'Cancel']) expect(await screen.findByText(name)).toBeTruthy();
});

test('blocking a channel asks first and says what it hides; reporting asks for a reason', async () => {
  serveSignedInBasics(api.server, { firebaseUid: 'u8' });
  await getSession().authSignedIn(fakeAuthUser('u8'));
  api.server.on('client/report/reportChannel', () => ({ json: { isSuccessful: true, reportId: 'r1' } }));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  fireEvent.click(await screen.findByRole('button', { name: 'Channel menu' }));
  fireEvent.click(await screen.findByText('Block channel'));
  const confirm = await screen.findByRole('dialog', { name: 'Block akiko_plays?' });
  expect(within(confirm).getByText(/no longer see this channel's clips/)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block akiko_plays?' })).toBeNull());
  expect(api.server.calls.some((call) => call.path === 'client/channelBlocking/modifyChannelBlockPreference')).toBe(false);

  fireEvent.click(await screen.findByRole('button', { name: 'Channel menu' }));
  fireEvent.click(await screen.findByText('Report Channel'));
  const reason = await screen.findByRole('dialog', { name: 'Report Channel' });
  fireEvent.click(within(reason).getByRole('radio', { name: 'Hateful or abusive' }));
  fireEvent.click(within(reason).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(api.server.calls.find((call) => call.path === 'client/report/reportChannel')?.body).toEqual({ channelLogin: 'akiko_plays', reason: 'hateful' }));
});

test('a streamer on their own channel gets a way to their clip requests instead of a follow button', async () => {
  serveSignedInBasics(api.server, { isStreamer: true, streamerChannelLogin: 'Akiko_Plays', firebaseUid: 'u7' });
  await getSession().authSignedIn(fakeAuthUser('u7'));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  expect((await screen.findByRole('link', { name: 'クリップリクエスト' })).getAttribute('href')).toBe('/streamer/requests');
  expect(screen.queryByRole('button', { name: 'フォロー' })).toBeNull();
});

test('featured clips come first, and tip links open safely in a new tab', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  const featured = await screen.findByRole('heading', { name: 'Featured clips' });
  expect(await screen.findByText('The featured one')).toBeTruthy();
  const clips = screen.getByRole('heading', { name: 'Clips' });
  expect(featured.compareDocumentPosition(clips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const tip = screen.getByRole('link', { name: 'Ko-fi (opens in a new tab; Clipyard processes no payment)' });
  expect(tip.getAttribute('href')).toBe('https://ko-fi.com/akiko');
  expect(tip.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  expect(api.server.calls.find((call) => call.path === 'client/videoListing/fetchClipsById')?.body).toEqual({ internalClipIdList: ['featured01'] });
});

test('sort and period come from the address; choosing them puts them there (ja)', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays?sort=top&period=7d', language: 'ja' });
  expect(await screen.findByText('Run of the year')).toBeTruthy();
  const listing = () => api.server.calls.filter((call) => call.path === 'client/videoListing/fetchByChannelLogins').at(-1)?.body;
  expect(listing()).toMatchObject({ sort: 'top', period: '7d' });
  expect(screen.getByRole('button', { name: 'トップ' }).getAttribute('aria-pressed')).toBe('true');

  // Another period (the MUI select opens a listbox), then back to new: the period goes away with "top".
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '期間' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '過去24時間' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/akiko_plays?sort=top&period=24h'));
  await waitFor(() => expect(listing()).toMatchObject({ sort: 'top', period: '24h' }));
  fireEvent.click(screen.getByRole('button', { name: '新着' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/akiko_plays'));
  await waitFor(() => expect(listing()).toMatchObject({ sort: 'new', period: 'all' }));
  expect(screen.queryByRole('combobox', { name: '期間' })).toBeNull();
});

test('an unknown period in the address falls back to all time; an empty period says so', async () => {
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays?sort=top&period=year' });
  expect(await screen.findByText('This channel has no clips yet.')).toBeTruthy();
  expect(api.server.calls.find((call) => call.path === 'client/videoListing/fetchByChannelLogins')?.body).toMatchObject({ sort: 'top', period: 'all' });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Last 30 days' }));
  expect(await screen.findByText('No clips of this channel in this period. Try a longer one.')).toBeTruthy();
});

test('a blocked channel says so instead of listing its clips, and Unblock brings them back', async () => {
  await getSession().toggleChannelBlock('akiko_plays', true);
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  expect(await screen.findByText('You blocked this channel. Its clips are hidden.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'あきこ' })).toBeTruthy();
  expect(screen.queryByText('Run of the year')).toBeNull();
  expect(screen.queryByText('The featured one')).toBeNull();
  expect(api.server.calls.some((call) => call.path === 'client/videoListing/fetchByChannelLogins')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByText('Run of the year')).toBeTruthy();
  expect(screen.queryByText('You blocked this channel. Its clips are hidden.')).toBeNull();
  expect(getSession().blockedChannels).toEqual([]);
});

test('a blocked channel says so in Japanese too', async () => {
  await getSession().toggleChannelBlock('akiko_plays', true);
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  expect(await screen.findByText('このチャンネルをブロックしています。クリップは表示されません。')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'ブロックを解除' })).toBeTruthy();
});

test('the category chips count this channel’s clips and filter its list, kept in the address (ADR 0150)', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  const group = await screen.findByRole('group', { name: 'Filter by category' });
  expect(api.server.calls.find((call) => call.path === 'client/categories/getCategories')?.body).toEqual({ channelLogin: 'akiko_plays' });
  fireEvent.click(within(group).getByRole('button', { name: 'Minecraft' }));
  await waitFor(() =>
    expect(api.server.calls.filter((call) => call.path === 'client/videoListing/fetchByChannelLogins').at(-1)?.body).toMatchObject({ channelLoginList: ['akiko_plays'], categorySlug: 'minecraft' }),
  );
  expect(within(group).getByRole('button', { name: 'Minecraft' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('location').textContent).toContain('category=minecraft');
});
