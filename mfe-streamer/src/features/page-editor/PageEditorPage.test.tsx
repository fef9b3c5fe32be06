import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { PageEditorPage } from './PageEditorPage';

const api = setupFakeApi();
const PATH = '/streamer/pageEditor';

const profile = {
  channelLogin: 'mychan',
  displayName: 'My Channel',
  description: 'Speedruns',
  links: [],
  tipLinks: [{ platform: 'paypal', url: 'https://paypal.me/me' }],
  requestPolicy: 'open',
  featuredClipIds: [],
  isClaimed: true,
  clipCount: 1,
  followerCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function signIn(streamerChannelLogin: string | null) {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: streamerChannelLogin !== null, streamerChannelLogin });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('clipyard-avif-support', 'false');
  api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: profile } }));
  api.server.on('client/clipManage/getChannelClips', () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ internalClipId: 'clipfeat1', channelLogin: 'mychan', clipTitle: 'Best moment' })], isTruncated: false },
  }));
});

test('signed out and not a streamer: the studio gates, nothing is loaded', async () => {
  getSession().authLoaded();
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  expect(screen.getByRole('heading', { name: 'Page editor: log in to continue' })).toBeTruthy();
  await act(() => signIn(null));
  expect(await screen.findByRole('heading', { name: 'Connect your channel first' })).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/channel/getChannelProfile')).toBe(false);
});

test('a load failure offers a retry', async () => {
  await signIn('mychan');
  api.server.on('client/channel/getChannelProfile', failWith('INTERNAL_ERROR'));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Your channel page could not be loaded.')).toBeTruthy();
});

test('edits the page with a live preview, refuses a non-https tip link, orders tip links and saves', async () => {
  await signIn('mychan');
  api.server.on('client/channel/setChannelProfile', (call) => ({ json: { isSuccessful: true, channelProfile: { ...profile, ...(call.body as object) } } }));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  const name = await screen.findByRole('textbox', { name: 'Display name' });
  fireEvent.change(name, { target: { value: 'Renamed Channel' } });
  const preview = screen.getByRole('complementary', { name: 'Preview of your channel page' });
  expect(within(preview).getByText('Renamed Channel')).toBeTruthy();
  expect(within(preview).getByRole('link', { name: 'Open your channel page' }).getAttribute('href')).toBe('/mychan');

  fireEvent.click(screen.getByRole('button', { name: 'Add a tip link' }));
  const rows = screen.getAllByTestId('tip-link-row');
  fireEvent.change(within(rows[1]).getByRole('textbox', { name: 'Tip address' }), { target: { value: 'http://ko-fi.com/me' } });
  fireEvent.click(screen.getByRole('radio', { name: /^Approval/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Best moment' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A tip link must be a full https:// address, such as https://ko-fi.com/yourname.')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/channel/setChannelProfile')).toBe(false);

  fireEvent.change(within(rows[1]).getByRole('textbox', { name: 'Tip address' }), { target: { value: 'https://ko-fi.com/me' } });
  fireEvent.click(screen.getByRole('button', { name: 'Move tip link 2 up' }));
  expect(within(preview).getByTestId('preview-tips').textContent).toBe('Ko-fiPayPal.me');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(shownNotifications()).toContain('Channel page saved'));
  expect(api.server.calls.find((call) => call.path === 'client/channel/setChannelProfile')?.body).toEqual({
    channelLogin: 'mychan',
    displayName: 'Renamed Channel',
    reading: '',
    description: 'Speedruns',
    links: [],
    tipLinks: [
      { platform: 'kofi', url: 'https://ko-fi.com/me' },
      { platform: 'paypal', url: 'https://paypal.me/me' },
    ],
    requestPolicy: 'approval',
    // The profile of a server older than shared 1.8.0 says no rule: it is saved as it behaved, anyone signed in.
    submitRule: { audience: 'anyone', minFollowDays: 0 },
    featuredClipIds: ['clipfeat1'],
  });
  expect(sessionStorage.getItem('clipyard-page-draft-mychan')).toBeNull();
});

test('who may submit: the channel’s rule is shown, the days are checked, previewed and saved (issue 23 item 4)', async () => {
  await signIn('mychan');
  api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: { ...profile, submitRule: { audience: 'followers', minFollowDays: 0 } } } }));
  api.server.on('client/channel/setChannelProfile', (call) => ({ json: { isSuccessful: true, channelProfile: { ...profile, ...(call.body as object) } } }));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  const group = await screen.findByRole('radiogroup', { name: 'Who may submit clips' });
  expect((within(group).getByRole('radio', { name: 'Followers only' }) as HTMLInputElement).checked).toBe(true);
  const preview = screen.getByRole('complementary', { name: 'Preview of your channel page' });
  expect(within(preview).getByTestId('preview-submit-who').textContent).toBe('Followers may submit clips.');
  const days = screen.getByRole('textbox', { name: 'Days of following' }) as HTMLInputElement;
  expect(days.disabled).toBe(false);

  // Typing days picks "followers of at least".
  fireEvent.change(days, { target: { value: '0' } });
  expect((within(group).getByRole('radio', { name: 'Followers of at least' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
  for (const bad of ['366', '1.5', 'abc', '-3']) {
    fireEvent.change(days, { target: { value: bad } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number of days from 1 to 365.')).toBeTruthy();
  }
  expect(api.server.calls.some((call) => call.path === 'client/channel/setChannelProfile')).toBe(false);

  fireEvent.change(days, { target: { value: '1' } });
  expect(within(preview).getByTestId('preview-submit-who').textContent).toBe('Followers of at least 1 day may submit clips.');
  fireEvent.change(days, { target: { value: '30' } });
  expect(within(preview).getByTestId('preview-submit-who').textContent).toBe('Followers of at least 30 days may submit clips.');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(shownNotifications()).toContain('Channel page saved'));
  expect(api.server.calls.find((call) => call.path === 'client/channel/setChannelProfile')?.body).toMatchObject({ submitRule: { audience: 'followers', minFollowDays: 30 } });

  // Closed: nobody can submit, the preview says so and drops the rule's line; the rule is kept for later.
  fireEvent.click(screen.getByRole('radio', { name: /^Closed/ }));
  expect(screen.getByText('Submissions are closed, so nobody can submit now. This rule applies when you open them again.')).toBeTruthy();
  expect(within(preview).queryByTestId('preview-submit-who')).toBeNull();
});

test('who may submit reads in Japanese', async () => {
  await signIn('mychan');
  api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: { ...profile, submitRule: { audience: 'followers', minFollowDays: 14 } } } }));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH, language: 'ja' });
  const group = await screen.findByRole('radiogroup', { name: 'クリップを投稿できる人' });
  expect((within(group).getByRole('radio', { name: '次の日数以上フォローしているフォロワー' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('textbox', { name: 'フォロー日数' }) as HTMLInputElement).value).toBe('14');
  expect(screen.getByTestId('preview-submit-who').textContent).toBe('14 日以上フォローしているフォロワーがクリップを投稿できます。');
});

test('a draft kept by an older editor, without the rule, is restored with the saved rule', async () => {
  await signIn('mychan');
  api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: { ...profile, submitRule: { audience: 'followers', minFollowDays: 3 } } } }));
  const older = { displayName: 'My Channel', reading: '', description: 'Old draft', links: [], tipLinks: profile.tipLinks, requestPolicy: 'open', featuredClipIds: [] };
  sessionStorage.setItem('clipyard-page-draft-mychan', JSON.stringify(older));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Your unsaved changes from before were restored.')).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Old draft');
  expect((screen.getByRole('radio', { name: 'Followers of at least' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('textbox', { name: 'Days of following' }) as HTMLInputElement).value).toBe('3');
});

test('the kana reading is shown, checked as kana and saved (in both languages)', async () => {
  await signIn('mychan');
  api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: { ...profile, reading: 'まいちゃんねる' } } }));
  api.server.on('client/channel/setChannelProfile', (call) => ({ json: { isSuccessful: true, channelProfile: { ...profile, ...(call.body as object) } } }));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  const reading = await screen.findByRole('textbox', { name: 'Reading (kana)' });
  expect((reading as HTMLInputElement).value).toBe('まいちゃんねる');
  fireEvent.change(reading, { target: { value: 'My Channel' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Write the reading in hiragana or katakana, at most 60 characters.')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/channel/setChannelProfile')).toBe(false);
  fireEvent.change(reading, { target: { value: ' マイチャンネル ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(shownNotifications()).toContain('Channel page saved'));
  expect(api.server.calls.find((call) => call.path === 'client/channel/setChannelProfile')?.body).toMatchObject({ reading: 'マイチャンネル' });
});

test('the reading field reads in Japanese', async () => {
  await signIn('mychan');
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH, language: 'ja' });
  expect(await screen.findByRole('textbox', { name: '読み方（かな）' })).toBeTruthy();
  expect(screen.getByText('表示名の読み方をひらがなかカタカナで入力します。検索でこの読み方からチャンネルが見つかります。')).toBeTruthy();
});

test('a server refusal shows its message; unsaved changes survive leaving and are restored', async () => {
  await signIn('mychan');
  api.server.on('client/channel/setChannelProfile', failWith('TIP_LINK_INVALID', 400));
  const first = renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Description' }), { target: { value: 'Draft text' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A tip link must be a full https:// address, such as https://ko-fi.com/yourname.')).toBeTruthy();
  first.unmount();

  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Your unsaved changes from before were restored.')).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Draft text');
  fireEvent.click(screen.getAllByRole('button', { name: 'Discard changes' })[0]);
  expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Speedruns');
});

test('tip links reordered by dragging their handle are saved in the new order', async () => {
  await signIn('mychan');
  api.server.on('client/channel/getChannelProfile', () => ({
    json: {
      isSuccessful: true,
      channelProfile: {
        ...profile,
        tipLinks: [
          { platform: 'paypal', url: 'https://paypal.me/me' },
          { platform: 'kofi', url: 'https://ko-fi.com/me' },
          { platform: 'streamlabs', url: 'https://streamlabs.com/me/tip' },
        ],
      },
    },
  }));
  api.server.on('client/channel/setChannelProfile', (call) => ({ json: { isSuccessful: true, channelProfile: { ...profile, ...(call.body as object) } } }));
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  await screen.findByRole('textbox', { name: 'Display name' });
  expect(screen.getByText(/drag a link by its ⠿ handle, or use the arrow buttons/)).toBeTruthy();
  const rows = screen.getAllByTestId('tip-link-row');
  // The third link (Streamlabs) dropped on the first row goes first; the others keep their order after it.
  fireEvent.dragStart(within(rows[2]).getByTestId('tip-drag-handle'));
  fireEvent.dragOver(rows[0]);
  fireEvent.drop(rows[0]);
  const preview = screen.getByRole('complementary', { name: 'Preview of your channel page' });
  expect(within(preview).getByTestId('preview-tips').textContent).toBe('StreamlabsPayPal.meKo-fi');
  // Dropping a row on itself changes nothing.
  fireEvent.dragStart(within(screen.getAllByTestId('tip-link-row')[1]).getByTestId('tip-drag-handle'));
  fireEvent.drop(screen.getAllByTestId('tip-link-row')[1]);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(shownNotifications()).toContain('Channel page saved'));
  expect((api.server.calls.find((call) => call.path === 'client/channel/setChannelProfile')?.body as { tipLinks: unknown }).tipLinks).toEqual([
    { platform: 'streamlabs', url: 'https://streamlabs.com/me/tip' },
    { platform: 'paypal', url: 'https://paypal.me/me' },
    { platform: 'kofi', url: 'https://ko-fi.com/me' },
  ]);
});

test('with unsaved changes a link of the site asks first; staying keeps the edit, leaving goes', async () => {
  await signIn('mychan');
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Description' }), { target: { value: 'Half written' } });
  const channelLink = () => within(screen.getByRole('complementary', { name: 'Preview of your channel page' })).getByRole('link', { name: 'Open your channel page' });
  fireEvent.click(channelLink());
  let confirm = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  expect(within(confirm).getByText('Your changes are kept on this device until you save or discard them.')).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
  expect(screen.getByTestId('location').textContent).toBe(PATH);
  expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Half written');

  fireEvent.click(channelLink());
  confirm = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mychan'));
  // The draft stays on this device for the next visit.
  expect(JSON.parse(sessionStorage.getItem('clipyard-page-draft-mychan') ?? '{}')).toMatchObject({ description: 'Half written' });
});

test('a reload or closing the tab with unsaved changes asks the browser to confirm; without changes it does not', async () => {
  await signIn('mychan');
  renderScreen(<PageEditorPage />, { path: PATH, url: PATH });
  const description = await screen.findByRole('textbox', { name: 'Description' });
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  fireEvent.change(description, { target: { value: 'Half written' } });
  expect(unload()).toBe(true);
});
