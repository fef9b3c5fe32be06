import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, failWith, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { Comments } from '../Comments';

const api = setupFakeApi();
const CLIP = 'clip123456';
const at = '2026-11-20T10:00:00.000Z';

const reply = (n: number, by = 'bob', mentions: string[] = []) => ({
  commentId: `r${n}`,
  internalClipId: CLIP,
  commenterUserName: by,
  commentText: `reply ${n}`,
  createdAt: at,
  parentCommentId: 'c1',
  mentionedUserNames: mentions,
});
const topComment = (replyCount: number, replyList: ReturnType<typeof reply>[], extra: Record<string, unknown> = {}) => ({
  commentId: 'c1',
  internalClipId: CLIP,
  commenterUserName: 'alice',
  commentText: 'top words',
  createdAt: at,
  parentCommentId: null,
  mentionedUserNames: [],
  replyCount,
  replyList,
  ...extra,
});

function serveComments(...commentList: unknown[]) {
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList, nextCursor: null } }));
}

function openComments(language: 'en-US' | 'ja' = 'en-US') {
  renderScreen(<Comments internalClipId={CLIP} />, { path: '/c', url: '/c', language });
}

async function signIn() {
  serveSignedInBasics(api.server, { username: 'me_myself', firebaseUid: 'me' });
  await getSession().authSignedIn(fakeAuthUser('me'));
  api.server.on('client/clipComment/mentionSuggestions', () => ({ json: { isSuccessful: true, userNameList: [] } }));
}

test('replies show under their comment, oldest first, collapsed past three; "Show 2 more replies" fetches the rest', async () => {
  serveComments(topComment(5, [reply(1), reply(2), reply(3)]));
  api.server.on('client/clipComment/getCommentReplies', () => ({ json: { isSuccessful: true, replyList: [1, 2, 3, 4, 5].map((n) => reply(n)), nextCursor: null } }));
  openComments();

  const thread = await screen.findByRole('list', { name: 'Replies to alice' });
  expect(within(thread).getAllByTestId('comment-reply').map((item) => item.dataset.replyId)).toEqual(['r1', 'r2', 'r3']);
  expect(within(thread).getByText('reply 1')).toBeTruthy();
  expect(within(thread).queryByText('reply 4')).toBeNull();
  // Signed out: no Reply buttons (the form's place is the sign-in link).
  expect(screen.queryByRole('button', { name: 'Reply to alice' })).toBeNull();

  fireEvent.click(within(thread).getByRole('button', { name: 'Show 2 more replies' }));
  expect(await within(thread).findByText('reply 5')).toBeTruthy();
  expect(within(thread).getAllByTestId('comment-reply')).toHaveLength(5);
  expect(within(thread).queryByRole('button', { name: /more repl/ })).toBeNull();
  expect(api.server.calls.find((call) => call.path === 'client/clipComment/getCommentReplies')?.body).toEqual({ commentId: 'c1', cursor: null, limit: 50 });
  // The button pressed is gone: the first reply it revealed has the focus.
  await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.replyId).toBe('r4'));
});

test('three replies or fewer show whole; a failed "Show more" says so and can be tried again', async () => {
  serveComments(topComment(2, [reply(1), reply(2)]), { ...topComment(4, [reply(5), reply(6), reply(7)]), commentId: 'c2', commenterUserName: 'zoe' });
  api.server.on('client/clipComment/getCommentReplies', failWith('INTERNAL_ERROR'));
  openComments();

  const first = await screen.findByRole('list', { name: 'Replies to alice' });
  expect(within(first).queryByRole('button', { name: /more repl/ })).toBeNull();
  const second = screen.getByRole('list', { name: 'Replies to zoe' });
  fireEvent.click(within(second).getByRole('button', { name: 'Show 1 more reply' }));
  expect(await within(second).findByText('Replies could not be loaded.')).toBeTruthy();
  api.server.on('client/clipComment/getCommentReplies', () => ({ json: { isSuccessful: true, replyList: [5, 6, 7, 8].map((n) => reply(n)), nextCursor: null } }));
  fireEvent.click(within(second).getByRole('button', { name: 'Try again' }));
  expect(await within(second).findByText('reply 8')).toBeTruthy();
});

test('a blocked person’s replies are hidden like their comments', async () => {
  await getSession().toggleUserBlock('troll', true);
  serveComments(topComment(2, [reply(1, 'troll'), reply(2, 'bob')]));
  openComments();
  const thread = await screen.findByRole('list', { name: 'Replies to alice' });
  expect(within(thread).getByText('reply 2')).toBeTruthy();
  expect(within(thread).queryByText('reply 1')).toBeNull();
});

test('Reply opens a box that takes the focus (prefilled "@name " for a reply), Escape cancels, a posted reply shows at once', async () => {
  await signIn();
  serveComments(topComment(1, [reply(1)]));
  api.server.on('client/clipComment/submitComment', (call) => ({
    json: {
      isSuccessful: true,
      comment: { ...reply(9, 'me_myself', ['bob']), commentText: (call.body as { commentText: string }).commentText },
    },
  }));
  openComments();

  const replyToBob = await screen.findByRole('button', { name: 'Reply to bob' });
  fireEvent.click(replyToBob);
  const box = (await screen.findByRole('textbox', { name: 'Reply to bob' })) as HTMLTextAreaElement;
  await waitFor(() => expect(document.activeElement).toBe(box));
  expect(box.value).toBe('@bob ');
  expect(box.selectionStart).toBe(5);
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.queryByRole('textbox', { name: 'Reply to bob' })).toBeNull();
  expect(document.activeElement).toBe(replyToBob);

  // On the top-level comment the box starts empty.
  fireEvent.click(screen.getByRole('button', { name: 'Reply to alice' }));
  expect(((await screen.findByRole('textbox', { name: 'Reply to alice' })) as HTMLTextAreaElement).value).toBe('');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  fireEvent.click(replyToBob);
  const again = (await screen.findByRole('textbox', { name: 'Reply to bob' })) as HTMLTextAreaElement;
  fireEvent.change(again, { target: { value: '@bob me too' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
  await waitFor(() => expect(shownNotifications()).toContain('Reply posted'));
  expect(api.server.calls.find((call) => call.path === 'client/clipComment/submitComment')?.body).toEqual({
    internalClipId: CLIP,
    commentText: '@bob me too',
    parentCommentId: 'r1',
  });
  const thread = screen.getByRole('list', { name: 'Replies to alice' });
  await waitFor(() => expect(within(thread).getAllByTestId('comment-reply')).toHaveLength(2));
  expect(within(thread).getAllByTestId('comment-mention').map((m) => m.textContent)).toEqual(['@bob']);
  expect(screen.queryByRole('textbox', { name: 'Reply to bob' })).toBeNull();
});

test('mentions are highlighted only for real names, and a comment’s markup stays text', async () => {
  serveComments(topComment(0, [], { commentText: '@bob look <b>bold</b> @nobody', mentionedUserNames: ['bob'] }));
  openComments();
  const comment = await screen.findByTestId('comment');
  expect(within(comment).getAllByTestId('comment-mention').map((m) => m.textContent)).toEqual(['@bob']);
  expect(comment.textContent).toContain('<b>bold</b> @nobody');
  expect(comment.querySelector('b')).toBeNull();
});

test('in Japanese: the collapsed replies and the reply button', async () => {
  serveComments(topComment(5, [reply(1), reply(2), reply(3)]));
  openComments('ja');
  const thread = await screen.findByRole('list', { name: 'alice さんへの返信' });
  expect(within(thread).getByRole('button', { name: '返信をあと 2 件表示' })).toBeTruthy();
});

test('watched words (ADR 0133): the author sees their held comment marked; posting says it is held, a refusal gives the list message', async () => {
  await signIn();
  serveComments(topComment(0, [], { commenterUserName: 'me_myself', commentText: 'これはｽﾊﾟﾑです', heldForReview: true }));
  let answer: 'held' | 'refused' = 'held';
  api.server.on('client/clipComment/submitComment', (call) =>
    answer === 'held'
      ? { json: { isSuccessful: true, comment: { ...topComment(0, []), commentId: 'c2', commenterUserName: 'me_myself', commentText: (call.body as { commentText: string }).commentText, heldForReview: true } } }
      : { status: 422, json: { isSuccessful: false, errorCode: 'COMMENT_REJECTED_WATCHED_WORD', message: 'x', publicReason: 'No link spam, please.' } },
  );
  openComments();

  const chip = await screen.findByTestId('comment-held');
  expect(chip.textContent).toBe('Held for review');
  expect(chip.getAttribute('title')).toBe('Only you can see this until a moderator approves it.');

  const field = await screen.findByRole('textbox', { name: 'Add a comment' });
  fireEvent.change(field, { target: { value: 'more ｽﾊﾟﾑ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(shownNotifications()).toContain('Your comment is held for review: others will see it once it is approved.'));
  expect(await screen.findAllByTestId('comment-held')).toHaveLength(2);

  answer = 'refused';
  fireEvent.change(field, { target: { value: 'bad link' } });
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() =>
    expect(shownNotifications()).toContain('This comment cannot be posted: it contains a word that is not allowed here. No link spam, please.'),
  );
});

test('the held mark reads in Japanese', async () => {
  await signIn();
  serveComments(topComment(0, [], { commenterUserName: 'me_myself', heldForReview: true }));
  openComments('ja');
  expect((await screen.findByTestId('comment-held')).textContent).toBe('確認待ち');
});

test('the comments are read again when the person signs in: their own held comment, which a visitor is never sent, appears', async () => {
  // A cold page: the first read goes out before the identity provider has restored the author.
  api.server.on('client/clipComment/getClipComments', (call) => ({
    json: {
      isSuccessful: true,
      commentList: call.authorization ? [topComment(0, [], { commenterUserName: 'me_myself', commentText: 'これはｽﾊﾟﾑです', heldForReview: true })] : [],
      nextCursor: null,
    },
  }));
  openComments();
  await waitFor(() => expect(api.server.calls.filter((c) => c.path === 'client/clipComment/getClipComments')).toHaveLength(1));
  expect(screen.queryByTestId('comment-held')).toBeNull();
  await signIn();
  expect((await screen.findByTestId('comment-held')).textContent).toBe('Held for review');
  expect(screen.getByText('これはｽﾊﾟﾑです')).toBeTruthy();
});

test('signing out reads nothing again and drops the person’s own held comments, which a visitor never sees', async () => {
  await signIn();
  serveComments(topComment(1, []), topComment(0, [], { commentId: 'held1', commenterUserName: 'me_myself', commentText: 'これはｽﾊﾟﾑです', heldForReview: true }));
  openComments();
  expect(await screen.findByTestId('comment-held')).toBeTruthy();
  const reads = () => api.server.calls.filter((c) => c.path === 'client/clipComment/getClipComments').length;
  const before = reads();
  act(() => getSession().authSignedOut());
  await waitFor(() => expect(screen.queryByTestId('comment-held')).toBeNull());
  expect(screen.queryByText('これはｽﾊﾟﾑです')).toBeNull();
  expect(screen.getAllByTestId('comment')).toHaveLength(1);
  expect(reads()).toBe(before);
});
