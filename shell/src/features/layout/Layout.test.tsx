import { apiCallsInFlight, createClipyardTheme, getSession, type ChannelCard } from '@clipyard/shared';
import { failWith, fakeAuthUser, sampleClip, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setupShellI18n } from '../../i18n/setup';
import { forgetFollowedChannelNames } from './followed-channels';
import { Layout } from './Layout';
import { WIDE_NAV_MIN_WIDTH } from './wide-nav';

jest.mock('../federation/remotes', () => ({
  loadRemoteModule: async () => ({}),
  resetRemote: () => undefined,
  RemoteLoadError: class RemoteLoadError extends Error {},
}));

const api = setupFakeApi();

/**
 * A window `width` pixels wide as far as CSS media queries go (jsdom has no matchMedia): min-width and max-width
 * queries answer for that width, and `resizeTo` tells every listener whose answer changed.
 */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ query: string; matches: boolean; listeners: Set<(event: { matches: boolean }) => void> }> = [];
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = jest.fn((query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<(event: { matches: boolean }) => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
      addListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: { matches: boolean }) => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    resizeTo(next: number) {
      width = next;
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        for (const listener of [...entry.listeners]) listener({ matches });
      }
    },
  };
}

function card(login: string, displayName: string, withClip = true): ChannelCard {
  return {
    channelLogin: login,
    displayName,
    clipCount: withClip ? 1 : 0,
    followerCount: 3,
    isClaimed: false,
    latestClip: withClip ? sampleClip({ channelLogin: login, internalClipId: `${login.slice(0, 6)}clip`, mediaVersion: 4 }) : null,
  };
}

const NAMES: Record<string, ChannelCard> = {
  yukihana_ch: card('yukihana_ch', '雪花チャンネル'),
  pixelpioneer: card('pixelpioneer', 'PixelPioneer', false),
  emoji_ch: card('emoji_ch', '🎮 Gamer', false),
};

/** channelDetails as the server answers it: the cards of the known logins, in the order asked. */
function serveChannelDetails(delayMs = 0) {
  api.server.on('client/search/channelDetails', (call) => ({
    delayMs,
    json: {
      isSuccessful: true,
      channelDetailsList: (call.body as { channelLoginList: string[] }).channelLoginList.flatMap((login) => (NAMES[login] ? [NAMES[login]] : [])),
    },
  }));
}

const detailsCalls = () => api.server.calls.filter((call) => call.path === 'client/search/channelDetails');

async function renderLayout(url = '/', language: 'en-US' | 'ja' = 'en-US') {
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>The page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

async function followLocally(...logins: string[]) {
  for (const login of logins) await getSession().toggleFollow(login, true);
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  forgetFollowedChannelNames();
  window.scrollTo = jest.fn(); // jsdom has none (the layout scrolls to the top on navigation)
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('the column appears at the theme’s xl breakpoint, the width the first view (shell/host/first-view.mjs) assumes', () => {
  for (const preference of ['Light', 'Dark', 'True Dark'] as const) expect(createClipyardTheme(preference).breakpoints.values.xl).toBe(WIDE_NAV_MIN_WIDTH);
});

test('from 1536 px the navigation is a persistent column beside the main content; below it, only the menu drawer', async () => {
  serveChannelDetails();
  const viewport = mockViewport(1600);
  await renderLayout('/');
  const nav = screen.getByRole('navigation', { name: 'Site navigation' });
  expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  expect(within(nav).getByRole('link', { name: 'Log in' })).toBeTruthy();
  expect(within(nav).getByRole('link', { name: 'Terms of service' })).toBeTruthy();
  expect(screen.getByTestId('wide-nav').contains(screen.getByRole('main'))).toBe(false);
  // One copy of the links: the column's is the only navigation on the page.
  expect(screen.getAllByRole('navigation')).toHaveLength(1);

  act(() => viewport.resizeTo(1535));
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByTestId('wide-nav')).toBeNull();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();

  act(() => viewport.resizeTo(1536));
  expect(screen.getByRole('navigation', { name: 'Site navigation' })).toBeTruthy();
});

test('at 1280 px nothing changes: no column, the menu button opens the drawer', async () => {
  mockViewport(1280);
  await renderLayout('/');
  expect(screen.queryByTestId('wide-nav')).toBeNull();
  expect(screen.queryByRole('navigation')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
  expect(within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Home' })).toBeTruthy();
});

test('without matchMedia (no layout to measure) the page has no column', async () => {
  // jsdom's own window has none: the narrow layout, as before.
  (window as { matchMedia?: unknown }).matchMedia = undefined;
  await renderLayout('/');
  expect(screen.queryByTestId('wide-nav')).toBeNull();
});

test('the drawer opened on a wide screen hides the column from assistive technology: never two copies of the links', async () => {
  mockViewport(1920);
  await renderLayout('/');
  fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
  const drawerNav = await screen.findByRole('navigation', { name: 'Main navigation' });
  expect(screen.getAllByRole('navigation')).toEqual([drawerNav]);
  expect(screen.getByTestId('wide-nav').closest('[aria-hidden="true"]')).not.toBeNull();
  fireEvent.keyDown(drawerNav, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  expect(screen.getByRole('navigation', { name: 'Site navigation' })).toBeTruthy();
});

test('/menu on a wide screen is the navigation itself: no column beside it', async () => {
  mockViewport(1920);
  await renderLayout('/menu');
  expect(screen.queryByTestId('wide-nav')).toBeNull();
});

test('signed out, the locally followed channels show their display names and pictures once the server names them', async () => {
  serveChannelDetails(150);
  await followLocally('yukihana_ch', 'pixelpioneer', 'gone_channel');
  mockViewport(1600);
  await renderLayout('/');
  const followed = within(screen.getByTestId('nav-followed'));
  // Until the answer: the logins, already links.
  expect(followed.getAllByRole('link').map((link) => link.textContent)).toEqual(['Yyukihana_ch', 'Ppixelpioneer', 'Ggone_channel']);
  expect(followed.getByRole('link', { name: 'yukihana_ch' }).getAttribute('href')).toBe('/yukihana_ch');

  await followed.findByRole('link', { name: '雪花チャンネル' });
  expect(followed.getAllByRole('link').map((link) => [link.getAttribute('href'), link.querySelector('.MuiListItemText-primary')?.textContent])).toEqual([
    ['/yukihana_ch', '雪花チャンネル'],
    ['/pixelpioneer', 'PixelPioneer'],
    ['/gone_channel', 'gone_channel'], // unknown to the server: the login stays
  ]);
  const avatars = followed.getAllByTestId('nav-channel-avatar');
  // The latest clip's thumbnail (webp: this test's browser has no avif), else the name's initial.
  expect(avatars[0].querySelector('img')?.getAttribute('src')).toMatch(/\/clips\/yukihana_ch\/yukiha(clip)\.webp\?version=4$/);
  expect(avatars[1].querySelector('img')).toBeNull();
  expect(avatars[1].textContent).toBe('P');
  expect(avatars[0].getAttribute('aria-hidden')).toBe('true');
  // One call for all three.
  expect(detailsCalls().map((call) => call.body)).toEqual([{ channelLoginList: ['yukihana_ch', 'pixelpioneer', 'gone_channel'] }]);
});

test("a name that starts with an emoji gets the whole emoji as its initial, not half of it", async () => {
  serveChannelDetails();
  await followLocally('emoji_ch');
  mockViewport(1600);
  await renderLayout('/');
  const followed = within(screen.getByTestId('nav-followed'));
  await followed.findByRole('link', { name: '🎮 Gamer' });
  expect(followed.getByTestId('nav-channel-avatar').textContent).toBe('🎮');
});

test('the names are asked for once: the drawer, a new mount and a new follow only ask for what is not known yet', async () => {
  serveChannelDetails();
  await followLocally('yukihana_ch');
  mockViewport(1600);
  const view = await renderLayout('/');
  await screen.findByRole('link', { name: '雪花チャンネル' });
  fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
  const drawerNav = await screen.findByRole('navigation', { name: 'Main navigation' });
  expect(within(drawerNav).getByRole('link', { name: '雪花チャンネル' })).toBeTruthy();
  expect(detailsCalls()).toHaveLength(1);
  // A new mount reads the same answers.
  view.unmount();
  await renderLayout('/search');
  expect(await screen.findByRole('link', { name: '雪花チャンネル' })).toBeTruthy();
  expect(detailsCalls()).toHaveLength(1);

  await act(() => followLocally('pixelpioneer'));
  await waitFor(() => expect(detailsCalls()).toHaveLength(2));
  expect(detailsCalls()[1].body).toEqual({ channelLoginList: ['pixelpioneer'] });
});

test('a failed call keeps the logins (links still work) and is not repeated at every render', async () => {
  api.server.on('client/search/channelDetails', failWith('INTERNAL_ERROR'));
  await followLocally('yukihana_ch');
  mockViewport(1600);
  const view = await renderLayout('/');
  await waitFor(() => expect(detailsCalls()).toHaveLength(1));
  // Once the failed answer has landed (every call answered), render again (a new mount asks only after NAME_RETRY_MS).
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  view.unmount();
  await renderLayout('/');
  const followed = within(screen.getByTestId('nav-followed'));
  expect(followed.getByRole('link', { name: 'yukihana_ch' }).getAttribute('href')).toBe('/yukihana_ch');
  // A call the new mount started would be under way now: once every call has answered, none was made.
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  expect(detailsCalls()).toHaveLength(1);
});

test('signed in, the account’s followed channels are named in the column (Japanese)', async () => {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' }, { followed: ['pixelpioneer'] });
  serveChannelDetails();
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  await waitFor(() => expect(getSession().followedChannels).toEqual(['pixelpioneer']));
  mockViewport(1600);
  await renderLayout('/', 'ja');
  const nav = await screen.findByRole('navigation', { name: 'サイトナビゲーション' });
  expect(within(nav).getByText('フォロー中のチャンネル')).toBeTruthy();
  expect((await within(nav).findByRole('link', { name: 'PixelPioneer' })).getAttribute('href')).toBe('/pixelpioneer');
});
