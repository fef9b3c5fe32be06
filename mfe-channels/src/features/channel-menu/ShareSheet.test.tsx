import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { useState } from 'react';
import { ChannelMenu } from './ChannelMenu';

setupFakeApi();

const NAME = 'Sam & Co #speedruns 最高';
const CHANNEL_URL = `${location.origin}/speedrun_sam`;

function stubShare(share: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share });
}

afterEach(() => stubShare(undefined));

/** The menu as the channel page holds it: choosing an item closes it. */
function MenuHost() {
  const [open, setOpen] = useState(true);
  return <ChannelMenu open={open} onClose={() => setOpen(false)} channelLogin="speedrun_sam" displayName={NAME} />;
}

function renderMenu(language: 'en-US' | 'ja' = 'en-US') {
  renderScreen(<MenuHost />, { path: '/', url: '/', language });
}

test('where the browser has a share sheet, Share Channel opens it with the channel’s address and name', async () => {
  const share = jest.fn(() => Promise.resolve());
  stubShare(share);
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  expect(share).toHaveBeenCalledWith({ title: NAME, url: CHANNEL_URL });
  await waitFor(() => expect(screen.queryByTestId('bottom-sheet')).toBeNull());
  expect(screen.queryByTestId('share-sheet')).toBeNull();
});

test('closing the system share sheet (AbortError) is silent', async () => {
  const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  stubShare(share);
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  await waitFor(() => expect(screen.queryByTestId('bottom-sheet')).toBeNull());
  await Promise.resolve();
  expect(screen.queryByTestId('share-sheet')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(shownNotifications()).toEqual([]);
});

test('without one: Copy link and the usual sites, each with the address and name encoded, opening in a new tab', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  const sheet = await screen.findByTestId('share-sheet');
  const u = encodeURIComponent(CHANNEL_URL);
  const t = encodeURIComponent(NAME);
  expect(within(sheet).getByRole('menuitem', { name: 'Share on X (opens in a new tab)' }).getAttribute('href')).toBe(`https://twitter.com/intent/tweet?text=${t}&url=${u}`);
  expect(within(sheet).getByRole('menuitem', { name: 'Share on Reddit (opens in a new tab)' }).getAttribute('href')).toBe(`https://www.reddit.com/submit?url=${u}&title=${t}`);
  expect(within(sheet).getByRole('menuitem', { name: 'Share on Facebook (opens in a new tab)' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
  expect(within(sheet).getByRole('menuitem', { name: 'Share on LINE (opens in a new tab)' }).getAttribute('href')).toBe(`https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`);
  const bluesky = within(sheet).getByRole('menuitem', { name: 'Share on Bluesky (opens in a new tab)' });
  expect(new URL(bluesky.getAttribute('href')!).searchParams.get('text')).toBe(`${NAME} ${CHANNEL_URL}`);
  for (const link of within(sheet).getAllByRole('menuitem').filter((item) => item.getAttribute('target') === '_blank')) {
    expect(link.getAttribute('rel')).toContain('noopener');
  }
  expect(within(sheet).getByRole('menuitem', { name: 'Send by email' }).getAttribute('href')).toBe(`mailto:?subject=${t}&body=${encodeURIComponent(`${NAME}\n${CHANNEL_URL}`)}`);
  fireEvent.click(within(sheet).getByRole('menuitem', { name: 'Copy link' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(CHANNEL_URL));
  await waitFor(() => expect(shownNotifications()).toContain('Link copied'));
});

test('the channel share sheet reads in Japanese', async () => {
  renderMenu('ja');
  fireEvent.click(await screen.findByText('チャンネルを共有'));
  const sheet = await screen.findByTestId('share-sheet');
  expect(within(sheet).getByRole('menuitem', { name: 'X でシェア（新しいタブで開きます）' })).toBeTruthy();
  expect(within(sheet).getByRole('menuitem', { name: 'LINE で送る（新しいタブで開きます）' })).toBeTruthy();
});
