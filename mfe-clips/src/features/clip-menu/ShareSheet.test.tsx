import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { useState } from 'react';
import { ClipMenu } from './ClipMenu';

setupFakeApi();

/** A title with every character a share address must encode: spaces, &, #, ?, +, quotes and Japanese. */
const TITLE = 'Rock & roll #1? 50+ "wins" 最高';
const URL_OF_CLIP = `${location.origin}/mychannel/clip/clipabc123`;

function stubShare(share: jest.Mock | undefined, canShare?: jest.Mock) {
  Object.defineProperty(navigator, 'share', { configurable: true, writable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, writable: true, value: canShare });
}

afterEach(() => stubShare(undefined));

/** The menu as the clip page holds it: choosing an item closes it. */
function MenuHost() {
  const [open, setOpen] = useState(true);
  return <ClipMenu open={open} onClose={() => setOpen(false)} internalClipId="clipabc123" channelLogin="mychannel" clipTitle={TITLE} currentTime={() => 0} />;
}

function renderMenu(language: 'en-US' | 'ja' = 'en-US') {
  renderScreen(<MenuHost />, { path: '/', url: '/', language });
}

test('where the browser has a share sheet (a phone), Share Clip opens it with the clip’s address and title, and no sheet of ours', async () => {
  const share = jest.fn(() => Promise.resolve());
  stubShare(share);
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  expect(share).toHaveBeenCalledTimes(1);
  expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_OF_CLIP });
  await waitFor(() => expect(screen.queryByTestId('bottom-sheet')).toBeNull());
  expect(screen.queryByTestId('share-sheet')).toBeNull();
});

test('closing the system share sheet (AbortError) says nothing: no error, no dialog, no sheet of ours', async () => {
  const share = jest.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  stubShare(share);
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
  // Let the rejection settle, then nothing may have appeared.
  await waitFor(() => expect(screen.queryByTestId('bottom-sheet')).toBeNull());
  await Promise.resolve();
  expect(screen.queryByTestId('share-sheet')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(shownNotifications()).toEqual([]);
});

test('a share sheet that refuses (not a cancel) falls back to our sheet', async () => {
  stubShare(jest.fn(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError'))));
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  expect(await screen.findByTestId('share-sheet')).toBeTruthy();
  fireEvent.click(screen.getByTestId('share-cancel'));
  await waitFor(() => expect(screen.queryByTestId('share-sheet')).toBeNull());
});

test('a share sheet that cannot share this (canShare false) is not asked: our sheet opens', async () => {
  const share = jest.fn(() => Promise.resolve());
  stubShare(share, jest.fn(() => false));
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  expect(await screen.findByTestId('share-sheet')).toBeTruthy();
  expect(share).not.toHaveBeenCalled();
});

test('without a system share sheet: Copy link, then links to X, Reddit, Facebook, LINE, Bluesky and email with the address and title encoded', async () => {
  renderMenu();
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  const sheet = await screen.findByTestId('share-sheet');
  expect(within(sheet).getByRole('menuitem', { name: 'Copy link' })).toBeTruthy();
  const u = encodeURIComponent(URL_OF_CLIP);
  const t = encodeURIComponent(TITLE);
  const expected: Array<[string, string]> = [
    ['Share on X', `https://twitter.com/intent/tweet?text=${t}&url=${u}`],
    ['Share on Reddit', `https://www.reddit.com/submit?url=${u}&title=${t}`],
    ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['Share on LINE', `https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`],
    ['Share on Bluesky', `https://bsky.app/intent/compose?text=${encodeURIComponent(`${TITLE} ${URL_OF_CLIP}`)}`],
  ];
  for (const [name, href] of expected) {
    const link = within(sheet).getByRole('menuitem', { name: `${name} (opens in a new tab)` });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
  // The encoding round-trips: each site reads back exactly the address and the title.
  const x = new URL(within(sheet).getByTestId('share-x').getAttribute('href')!);
  expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([URL_OF_CLIP, TITLE]);
  const email = within(sheet).getByRole('menuitem', { name: 'Send by email' });
  expect(email.getAttribute('href')).toBe(`mailto:?subject=${t}&body=${encodeURIComponent(`${TITLE}\n${URL_OF_CLIP}`)}`);
  expect(email.getAttribute('target')).toBeNull();
});

test('the share sheet reads in Japanese', async () => {
  renderMenu('ja');
  fireEvent.click(await screen.findByText('クリップを共有'));
  const sheet = await screen.findByTestId('share-sheet');
  expect(within(sheet).getByRole('menuitem', { name: 'リンクをコピー' })).toBeTruthy();
  expect(within(sheet).getByRole('menuitem', { name: 'LINE で送る（新しいタブで開きます）' })).toBeTruthy();
  expect(within(sheet).getByRole('menuitem', { name: 'メールで送る' })).toBeTruthy();
});
