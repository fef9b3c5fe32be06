import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { Comments } from '../Comments';

const api = setupFakeApi();
const CLIP = 'clip123456';
const at = '2026-11-20T10:00:00.000Z';

beforeEach(async () => {
  serveSignedInBasics(api.server, { username: 'me_myself', firebaseUid: 'me' });
  await getSession().authSignedIn(fakeAuthUser('me'));
  const reply = { commentId: 'r1', internalClipId: CLIP, commenterUserName: 'bob', commentText: 'hello', createdAt: at, parentCommentId: 'c1', mentionedUserNames: [] };
  const top = { commentId: 'c1', internalClipId: CLIP, commenterUserName: 'bea', commentText: 'first', createdAt: at, parentCommentId: null, replyCount: 1, replyList: [reply] };
  const mine = { ...top, commentId: 'c2', commenterUserName: 'me_myself', commentText: 'mine', replyCount: 0, replyList: [] };
  api.server.on('client/clipComment/getClipComments', () => ({ json: { isSuccessful: true, commentList: [top, mine], nextCursor: null } }));
  // The server adds someone who is not in the thread (and repeats one who is).
  api.server.on('client/clipComment/mentionSuggestions', () => ({ json: { isSuccessful: true, userNameList: ['bob', 'bertha'] } }));
});

async function typeInto(field: HTMLTextAreaElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function openForm() {
  renderScreen(<Comments internalClipId={CLIP} />, { path: '/c', url: '/c' });
  const field = (await screen.findByRole('textbox', { name: 'Add a comment' })) as HTMLTextAreaElement;
  act(() => field.focus());
  return field;
}

const optionNames = (list: HTMLElement) => within(list).getAllByRole('option').map((option) => option.textContent);
const selected = (list: HTMLElement) => within(list).getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');

test('typing @ suggests the thread’s people first, then the server’s; arrow keys choose and Enter completes the name', async () => {
  const field = await openForm();
  await typeInto(field, 'hi @b');
  const list = await screen.findByRole('listbox', { name: 'People to mention' });
  // At once from the page (never oneself), then with the server's answer.
  await waitFor(() => expect(optionNames(list)).toEqual(['@bea', '@bob', '@bertha']));
  expect(api.server.calls.find((call) => call.path === 'client/clipComment/mentionSuggestions')?.body).toEqual({ internalClipId: CLIP, query: 'b' });
  expect(field.getAttribute('aria-autocomplete')).toBe('list');
  expect(field.getAttribute('aria-controls')).toBe(list.id);
  expect(field.getAttribute('aria-activedescendant')).toBe(selected(list)!.id);
  expect(selected(list)!.textContent).toBe('@bea');
  expect(within(field.closest('form')!).getByRole('status').textContent).toMatch(/^3 people to mention\./);

  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(selected(list)!.textContent).toBe('@bob');
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(selected(list)!.textContent).toBe('@bea');
  fireEvent.keyDown(field, { key: 'ArrowUp' });
  expect(selected(list)!.textContent).toBe('@bertha');
  expect(field.getAttribute('aria-activedescendant')).toBe(selected(list)!.id);

  fireEvent.keyDown(field, { key: 'Enter' });
  expect(field.value).toBe('hi @bertha ');
  expect(field.selectionStart).toBe('hi @bertha '.length);
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field.getAttribute('aria-activedescendant')).toBeNull();
});

test('Escape closes the list and leaves the text; typing narrows it; a click picks', async () => {
  const field = await openForm();
  await typeInto(field, '@be');
  const list = await screen.findByRole('listbox', { name: 'People to mention' });
  await waitFor(() => expect(optionNames(list)).toEqual(['@bea', '@bertha']));
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field.value).toBe('@be');

  await typeInto(field, '@be and @bo');
  const again = await screen.findByRole('listbox', { name: 'People to mention' });
  expect(optionNames(again)).toEqual(['@bob']);
  fireEvent.click(within(again).getByRole('option', { name: '@bob' }));
  expect(field.value).toBe('@be and @bob ');
});

test('keys an input method is composing with are left to it (Japanese)', async () => {
  const field = await openForm();
  await typeInto(field, '@b');
  await screen.findByRole('listbox', { name: 'People to mention' });
  fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
  expect(field.value).toBe('@b');
  expect(screen.getByRole('listbox')).toBeTruthy();
});
