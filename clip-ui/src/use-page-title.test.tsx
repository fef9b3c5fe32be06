import { renderHook, waitFor } from '@testing-library/react';
import { pageTitle, usePageTitle } from './use-page-title';

beforeEach(() => {
  document.title = 'Clipyard';
});

test('writes the page’s own title, and writes it back when the shell’s layout writes the route’s generic one', async () => {
  const { unmount } = renderHook(() => usePageTitle('Frame-perfect skip'));
  expect(document.title).toBe('Frame-perfect skip · Clipyard');
  document.title = 'Clip · Clipyard';
  await waitFor(() => expect(document.title).toBe(pageTitle('Frame-perfect skip')));
  // Another page: its title is left alone.
  unmount();
  // An observer of our own, registered after the hook's: once it has seen the change, the hook's would have too.
  const seen = new Promise<void>((resolve) => new MutationObserver(() => resolve()).observe(document.head.querySelector('title')!, { childList: true, characterData: true, subtree: true }));
  document.title = 'Channel · Clipyard';
  await seen;
  expect(document.title).toBe('Channel · Clipyard');
});

test('null (still loading, not found) leaves the title as it is; the data arriving writes it', () => {
  const { rerender } = renderHook(({ title }: { title: string | null }) => usePageTitle(title), { initialProps: { title: null as string | null } });
  expect(document.title).toBe('Clipyard');
  rerender({ title: 'スピードラン' });
  expect(document.title).toBe('スピードラン · Clipyard');
});
