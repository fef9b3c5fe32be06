import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, PRIVATE_NOTE_MAX } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';

/**
 * Issue 22 item 1: each group's moderation log in its card, and the moderators' private note sent with a removal, a
 * block and a suspension (never with what the person is told).
 */
const api = setupFakeApi();
const PATH = '/admin/reports';

const clip = sampleClip({ internalClipId: 'clipbad01', channelLogin: 'somechan', clipTitle: 'Borrowed footage' });
const base = {
  reportCount: 1,
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  lastReportedAt: '2026-11-21T10:00:00.000Z',
  reasonList: [],
  channelLogin: 'somechan',
  channelDisplayName: 'Some Chan',
  internalClipId: 'clipbad01',
  commentExists: false,
  commenterBlocked: false,
  status: 'in_review',
  reviewerUserName: 'mod1',
  closedAt: null,
  clipTitle: null,
};
const clipGroup = { ...base, targetKey: 'clip:clipbad01', targetKind: 'clip', reportId: 'rep1', clip, commentId: null, commentText: null, commenterUserName: null };
const commentGroup = { ...base, targetKey: 'comment:cm1', targetKind: 'comment', reportId: 'rep2', clip, commentId: 'cm1', commentText: 'you are awful', commenterUserName: 'troll', commentExists: true };

const entry = {
  entryId: 'e1',
  createdAt: '2026-11-21T12:00:00.000Z',
  moderatorUserName: 'mod2',
  action: 'report_review_started',
  targetKind: 'clip',
  targetKey: 'clip:clipbad01',
  targetLabel: 'Borrowed footage',
  reportId: 'rep1',
  publicReason: null,
  privateNote: null,
};

async function openQueue(groups: object[], language: 'en-US' | 'ja' = 'en-US') {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: groups, hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: [], hasMore: false } }));
  api.server.on('client/admin/resolveReport', (call) => ({ json: { isSuccessful: true, reportId: (call.body as { reportId: string }).reportId, status: 'actioned', closedCount: 1 } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language });
  return groups.length ? screen.findAllByTestId('report-group') : [];
}

const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

test('a card’s moderation log opens on demand and lists what was done: action in words, moderator, public reason, private note marked private', async () => {
  api.server.on('client/admin/getModerationLog', () => ({
    json: {
      isSuccessful: true,
      entryList: [{ ...entry, entryId: 'e2', action: 'clip_removed', moderatorUserName: 'mod1', publicReason: 'Copyright claim', privateNote: 'Rights holder emailed us' }, entry],
      nextCursor: null,
    },
  }));
  const [card] = await openQueue([clipGroup]);
  // Nothing is loaded until it is opened.
  expect(bodiesOf('client/admin/getModerationLog')).toEqual([]);
  const toggle = within(card).getByRole('button', { name: 'Moderation log' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(within(card).getByRole('heading', { level: 3, name: 'Moderation log' })).toBeTruthy();
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');

  const entries = await within(card).findAllByTestId('moderation-log-entry');
  expect(entries.map((row) => row.textContent)).toEqual([
    `Removed the clipby mod1${new Date('2026-11-21T12:00:00.000Z').toLocaleString('en-US')}Reason shown: Copyright claimPrivate note (moderators only)Rights holder emailed us`,
    `Took into reviewby mod2${new Date('2026-11-21T12:00:00.000Z').toLocaleString('en-US')}`,
  ]);
  expect(within(entries[0]).getByTestId('private-note').textContent).toBe('Private note (moderators only)Rights holder emailed us');
  expect(bodiesOf('client/admin/getModerationLog')).toEqual([{ targetKey: 'clip:clipbad01' }]);

  fireEvent.click(toggle);
  expect(within(card).queryAllByTestId('moderation-log-entry')).toHaveLength(0);
});

test('the card’s log: a failure offers a retry, an empty log says so (Japanese)', async () => {
  api.server.on('client/admin/getModerationLog', failWith('INTERNAL_ERROR'));
  const [card] = await openQueue([clipGroup], 'ja');
  fireEvent.click(within(card).getByRole('button', { name: 'モデレーション履歴' }));
  expect(await within(card).findByText(/^モデレーション履歴を読み込めませんでした/)).toBeTruthy();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: [], nextCursor: null } }));
  fireEvent.click(within(card).getByRole('button', { name: '履歴を再読み込み' }));
  expect(await within(card).findByText('この対象の記録はまだありません。')).toBeTruthy();
});

test('the removal dialog sends the private note with the public reason; blank sends none', async () => {
  const [card] = await openQueue([clipGroup, commentGroup]);
  fireEvent.click(within(card).getByRole('button', { name: 'Remove clip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this clip?' });
  const note = within(dialog).getByRole('textbox', { name: 'Note for moderators (private)' });
  // The moderator is told who reads it.
  expect(within(dialog).getByText(/reporters and the person affected never see it/)).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }), { target: { value: 'Copyright claim' } });
  fireEvent.change(note, { target: { value: '  Rights holder emailed us  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove clip' }));
  await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(1));

  fireEvent.click(within(screen.getByTestId('report-group')).getByRole('button', { name: 'Remove comment' }));
  const second = await screen.findByRole('dialog', { name: 'Remove this comment?' });
  // No public reason for a comment: only the note.
  expect(within(second).queryByRole('textbox', { name: /Reason shown/ })).toBeNull();
  fireEvent.click(within(second).getByRole('button', { name: 'Remove comment' }));
  await waitFor(() => expect(screen.queryByTestId('report-group')).toBeNull());
  expect(bodiesOf('client/admin/resolveReport')).toEqual([
    { reportId: 'rep1', resolution: 'actioned', action: 'removeClip', publicReason: 'Copyright claim', privateNote: 'Rights holder emailed us' },
    { reportId: 'rep2', resolution: 'actioned', action: 'removeComment' },
  ]);
});

test('a note over the limit is refused on its field, before sending and when the server refuses it; the dialog stays open', async () => {
  const [card] = await openQueue([commentGroup]);
  fireEvent.click(within(card).getByRole('button', { name: 'Remove and block from commenting' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove the comment and block troll?' });
  const note = within(dialog).getByRole('textbox', { name: 'Note for moderators (private)' });
  fireEvent.change(note, { target: { value: 'x'.repeat(PRIVATE_NOTE_MAX + 1) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and block from commenting' }));
  expect(await within(dialog).findByText('The note for moderators cannot be more than 1,000 characters.')).toBeTruthy();
  expect(bodiesOf('client/admin/resolveReport')).toEqual([]);

  api.server.on('client/admin/resolveReport', failWith('PRIVATE_NOTE_TOO_LONG', 400));
  fireEvent.change(note, { target: { value: 'Repeat offender' } });
  expect(within(dialog).queryByText('The note for moderators cannot be more than 1,000 characters.')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and block from commenting' }));
  expect(await within(dialog).findByText('The note for moderators cannot be more than 1,000 characters.')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Remove the comment and block troll?' })).toBeTruthy();
  expect(screen.getAllByTestId('report-group')).toHaveLength(1);
  expect(bodiesOf('client/admin/resolveReport')).toEqual([{ reportId: 'rep2', resolution: 'actioned', action: 'blockCommenter', privateNote: 'Repeat offender' }]);
});

test('the suspension sends its private note apart from the public reason; the server’s refusal shows on the note', async () => {
  await openQueue([]);
  const section = await screen.findByRole('region', { name: 'Suspended accounts' });
  api.server.on('client/admin/suspendAccount', failWith('PRIVATE_NOTE_TOO_LONG', 400));
  fireEvent.change(within(section).getByRole('textbox', { name: 'Username' }), { target: { value: 'spam_bot' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'Public reason (shown to the person)' }), { target: { value: 'Spam links' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'Same bot as last week' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Suspend account' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Suspend spam_bot?' })).getByRole('button', { name: 'Suspend account' }));
  expect(await within(section).findByText('The note for moderators cannot be more than 1,000 characters.')).toBeTruthy();
  expect(bodiesOf('client/admin/suspendAccount')).toEqual([{ userName: 'spam_bot', publicReason: 'Spam links', privateNote: 'Same bot as last week' }]);
});
