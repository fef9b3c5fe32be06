import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminWatchedWordsPage, StreamerWatchedWordsPage } from './WatchedWordsPages';

/** Issue 22 item 4 (ADR 0133): the site's and a channel's watched words, with the comments they hold. */
const api = setupFakeApi();

const word = (id: string, pattern: string, extra: object = {}) => ({
  watchedWordId: id,
  pattern,
  action: 'hold',
  rejectMessage: null,
  createdByUserName: 'mod1',
  createdAt: '2026-11-21T12:00:00.000Z',
  ...extra,
});
const held = (id: string, text: string) => ({
  commentId: id,
  internalClipId: 'clip000001',
  channelLogin: 'speedrun_sam',
  clipTitle: 'Big jump',
  commenterUserName: 'writer',
  commentText: text,
  parentCommentId: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  matchedWord: 'スパム',
});
const ok = (json: object) => () => ({ json: { isSuccessful: true, ...json } });
const bodies = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

async function signIn(profile: { isAdmin?: boolean; isStreamer?: boolean }) {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', streamerChannelLogin: profile.isStreamer ? 'speedrun_sam' : null, ...profile });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
}

test("an admin adds and removes the site's words and approves or rejects what they hold", async () => {
  await signIn({ isAdmin: true });
  api.server.on('client/admin/getWatchedWords', ok({ watchedWordList: [word('w1', 'スパム')], maxCount: 200 }));
  api.server.on('client/admin/getHeldComments', ok({ heldCommentList: [held('c1', 'これはｽﾊﾟﾑです'), held('c2', 'すぱむ!')], hasMore: false }));
  api.server.on('client/admin/addWatchedWord', (call) => ok({ watchedWord: word('w2', (call.body as { pattern: string }).pattern, { action: 'reject', rejectMessage: 'No links' }) })());
  api.server.on('client/admin/removeWatchedWord', ok({ watchedWordId: 'w1' }));
  api.server.on('client/admin/decideHeldComment', (call) => ok({ ...(call.body as object) })());
  renderScreen(<AdminWatchedWordsPage />, { path: '/admin/watchedWords', url: '/admin/watchedWords' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Watched words' })).toBeTruthy();
  expect((await screen.findAllByTestId('watched-word')).map((row) => row.textContent)).toEqual([expect.stringMatching(/^スパム · Hold for review/)]);
  expect(screen.getByRole('heading', { name: 'Your list (1 of 200)' })).toBeTruthy();

  // A rejection takes the writer's message; the form is labelled and submits with Enter like any form.
  const form = screen.getByRole('form', { name: 'Add a word' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Word or pattern' }), { target: { value: ' buy*now ' } });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'When a comment contains it' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Reject the comment' }));
  fireEvent.change(within(form).getByRole('textbox', { name: 'Message shown to the writer (optional)' }), { target: { value: 'No links' } });
  fireEvent.submit(form);
  await waitFor(() => expect(screen.getAllByTestId('watched-word')).toHaveLength(2));
  expect(bodies('client/admin/addWatchedWord')).toEqual([{ pattern: 'buy*now', action: 'reject', rejectMessage: 'No links' }]);
  expect(screen.getAllByTestId('watched-word')[1]!.textContent).toContain('Message: No links');

  fireEvent.click(screen.getByRole('button', { name: 'Remove “スパム”' }));
  await waitFor(() => expect(screen.getAllByTestId('watched-word')).toHaveLength(1));
  expect(bodies('client/admin/removeWatchedWord')).toEqual([{ watchedWordId: 'w1' }]);

  const queue = screen.getByRole('list', { name: 'Held comments' });
  expect(within(queue).getAllByTestId('held-comment')[0]!.textContent).toContain('これはｽﾊﾟﾑです');
  expect(within(queue).getAllByRole('link', { name: 'Open the clip' })[0]!.getAttribute('href')).toBe('/speedrun_sam/clip/clip000001');
  fireEvent.click(within(queue).getAllByRole('button', { name: 'Approve the comment by writer' })[0]!);
  await waitFor(() => expect(shownNotifications()).toContain('Comment approved: everyone sees it now.'));
  fireEvent.click(screen.getByRole('button', { name: 'Reject the comment by writer' }));
  expect(await screen.findByText('No comments are waiting for review.')).toBeTruthy();
  expect(bodies('client/admin/decideHeldComment')).toEqual([
    { commentId: 'c1', decision: 'approve' },
    { commentId: 'c2', decision: 'reject' },
  ]);
});

test('held comments come a page at a time: Load more sends the cursor and appends, busy meanwhile; a failed page keeps the rows and says so', async () => {
  await signIn({ isAdmin: true });
  api.server.on('client/admin/getWatchedWords', ok({ watchedWordList: [], maxCount: 200 }));
  let release = () => {};
  let failNext = true;
  api.server.on('client/admin/getHeldComments', (call) => {
    if (!(call.body as { cursor?: string }).cursor) return ok({ heldCommentList: [held('c1', 'first'), held('c2', 'second')], hasMore: true, nextCursor: 'page2' })();
    if (failNext) {
      failNext = false;
      return failWith('INTERNAL_ERROR')();
    }
    return { ...ok({ heldCommentList: [held('c3', 'third')], hasMore: false, nextCursor: null })(), until: new Promise<void>((resolve) => (release = resolve)) };
  });
  api.server.on('client/admin/decideHeldComment', (call) => ok({ ...(call.body as object) })());
  renderScreen(<AdminWatchedWordsPage />, { path: '/admin/watchedWords', url: '/admin/watchedWords' });
  const texts = () => screen.getAllByTestId('held-comment').map((row) => row.querySelector('p')?.textContent);
  await waitFor(() => expect(texts()).toEqual(['first', 'second']));

  // A decided comment leaves the rows without a reload; paging goes on from the cursor.
  fireEvent.click(screen.getAllByRole('button', { name: 'Approve the comment by writer' })[0]!);
  await waitFor(() => expect(texts()).toEqual(['second']));
  fireEvent.click(screen.getByRole('button', { name: 'Load more held comments' }));
  expect(await screen.findByText('More held comments could not be loaded: Something went wrong on our side. Please try again.')).toBeTruthy();
  expect(texts()).toEqual(['second']);

  const more = screen.getByRole('button', { name: 'Load more held comments' }) as HTMLButtonElement;
  fireEvent.click(more);
  await waitFor(() => expect(more.disabled).toBe(true));
  expect(screen.queryByText(/^More held comments could not be loaded/)).toBeNull();
  // Released only once the server holds the request: the button is busy from the click on, before the request has
  // arrived, and a release before it released nothing (the page then waited forever: run 46, under stress-ng).
  await waitFor(() => expect(bodies('client/admin/getHeldComments')).toHaveLength(3));
  release();
  await waitFor(() => expect(texts()).toEqual(['second', 'third']));
  expect(screen.queryByRole('button', { name: 'Load more held comments' })).toBeNull();
  expect(bodies('client/admin/getHeldComments')).toEqual([{}, { cursor: 'page2' }, { cursor: 'page2' }]);
  expect(bodies('client/admin/decideHeldComment')).toEqual([{ commentId: 'c1', decision: 'approve' }]);
});

test('in Japanese, Load more reads so; when every comment shown is decided, the next page comes by itself', async () => {
  await signIn({ isStreamer: true });
  api.server.on('client/streamer/getWatchedWords', ok({ watchedWordList: [], maxCount: 200 }));
  api.server.on('client/streamer/getHeldComments', (call) =>
    (call.body as { cursor?: string }).cursor === 'p2'
      ? ok({ heldCommentList: [held('c2', '次のページ')], hasMore: false, nextCursor: null })()
      : ok({ heldCommentList: [held('c1', '最初のページ')], hasMore: true, nextCursor: 'p2' })(),
  );
  api.server.on('client/streamer/decideHeldComment', (call) => ok({ ...(call.body as object) })());
  renderScreen(<StreamerWatchedWordsPage />, { path: '/streamer/watchedWords', url: '/streamer/watchedWords', language: 'ja' });
  expect(await screen.findByRole('button', { name: '保留中のコメントをさらに表示' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'writer さんのコメントを承認' }));
  expect(await screen.findByText('次のページ')).toBeTruthy();
  expect(screen.queryByText('最初のページ')).toBeNull();
  expect(screen.queryByText('確認を待っているコメントはありません。')).toBeNull();
  expect(screen.queryByRole('button', { name: '保留中のコメントをさらに表示' })).toBeNull();
  expect(bodies('client/streamer/getHeldComments')).toEqual([{}, { cursor: 'p2' }]);
});

test('a streamer keeps their own channel list through the streamer calls; failures are said and can be retried', async () => {
  await signIn({ isStreamer: true });
  let fail = true;
  api.server.on('client/streamer/getWatchedWords', () => (fail ? failWith('INTERNAL_ERROR')() : ok({ watchedWordList: [], maxCount: 200 })()));
  api.server.on('client/streamer/getHeldComments', ok({ heldCommentList: [], hasMore: false }));
  api.server.on('client/streamer/addWatchedWord', failWith('WATCHED_WORD_EXISTS', 409));
  renderScreen(<StreamerWatchedWordsPage />, { path: '/streamer/watchedWords', url: '/streamer/watchedWords' });

  expect(await screen.findByText(/speedrun_sam/)).toBeTruthy();
  expect(await screen.findByText('The watched words could not be loaded: Something went wrong on our side. Please try again.')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No watched words yet.')).toBeTruthy();
  expect(screen.getByText('No comments are waiting for review.')).toBeTruthy();

  fireEvent.change(screen.getByRole('textbox', { name: 'Word or pattern' }), { target: { value: 'ﾃｽﾄ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(shownNotifications()).toContain('The word could not be added: This list already has that word.'));
  expect(bodies('client/streamer/addWatchedWord')).toEqual([{ pattern: 'ﾃｽﾄ', action: 'hold' }]);
  expect(api.server.calls.some((call) => call.path.startsWith('client/admin/'))).toBe(false);
});

test('in Japanese, and a non-admin is refused the site page', async () => {
  await signIn({ isStreamer: true });
  api.server.on('client/streamer/getWatchedWords', ok({ watchedWordList: [word('w1', 'スパム')], maxCount: 200 }));
  api.server.on('client/streamer/getHeldComments', ok({ heldCommentList: [], hasMore: false }));
  const { unmount } = renderScreen(<StreamerWatchedWordsPage />, { path: '/streamer/watchedWords', url: '/streamer/watchedWords', language: 'ja' });
  expect(await screen.findByRole('heading', { level: 1, name: '監視ワード' })).toBeTruthy();
  expect(await screen.findByText('確認を待っているコメントはありません。')).toBeTruthy();
  expect(screen.getByRole('button', { name: '「スパム」を削除' })).toBeTruthy();
  unmount();

  renderScreen(<AdminWatchedWordsPage />, { path: '/admin/watchedWords', url: '/admin/watchedWords' });
  await waitFor(() => expect(api.server.calls.some((call) => call.path === 'client/admin/getWatchedWords')).toBe(false));
  expect(screen.queryByRole('heading', { level: 1, name: 'Watched words' })).toBeNull();
});
