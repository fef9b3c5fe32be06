import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';

const api = setupFakeApi();
const PATH = '/admin/reports';

async function signIn(isAdmin: boolean) {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
}

const base = {
  reportCount: 1,
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  lastReportedAt: '2026-11-21T10:00:00.000Z',
  reasonList: [],
  channelLogin: 'somechan',
  channelDisplayName: 'Some Chan',
  clip: null,
  internalClipId: null,
  commentId: null,
  commentText: null,
  commenterUserName: null,
  commentExists: false,
  commenterBlocked: false,
  status: 'open',
  reviewerUserName: null,
  closedAt: null,
  clipTitle: null,
};
const clip = sampleClip({ internalClipId: 'clipbad01', channelLogin: 'somechan', clipTitle: 'Spam clip' });
const groups = [
  { ...base, targetKey: 'clip:clipbad01', targetKind: 'clip', reportId: 'rep1', reportCount: 2, clip, internalClipId: 'clipbad01', reasonList: [{ reporterUserName: 'alice', reason: 'spam' }] },
  { ...base, targetKey: 'comment:cm1', targetKind: 'comment', reportId: 'rep2', clip, internalClipId: 'clipbad01', commentId: 'cm1', commentText: 'you are awful', commenterUserName: 'troll', commentExists: true },
  { ...base, targetKey: 'channel:somechan', targetKind: 'channel', reportId: 'rep3' },
];

test('signed out: asks to sign in and calls nothing', () => {
  getSession().authLoaded();
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  expect(screen.getByRole('heading', { name: 'Log in to moderate' })).toBeTruthy();
  expect(api.server.calls).toHaveLength(0);
});

test('a user who is not an admin gets a clear refusal and no queue call', async () => {
  await signIn(false);
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  expect(await screen.findByRole('heading', { name: 'Only moderators can open this page' })).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/admin/getReportGroups')).toBe(false);
});

test('the server’s NOT_ADMIN shows the refusal too; another failure offers a retry; an empty queue says so', async () => {
  await signIn(true);
  api.server.on('client/admin/getReportGroups', failWith('NOT_ADMIN', 403));
  const view = renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  expect(await screen.findByRole('heading', { name: 'Only moderators can open this page' })).toBeTruthy();
  view.unmount();
  api.server.on('client/admin/getReportGroups', failWith('INTERNAL_ERROR'));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('The reports could not be loaded.')).toBeTruthy();
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [], hasMore: false } }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No open reports. Everything reported has been reviewed.')).toBeTruthy();
});

test('shows groups with context and resolves them: remove clip (confirmed), block the commenter, dismiss the channel report', async () => {
  await signIn(true);
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: groups, hasMore: false } }));
  api.server.on('client/admin/resolveReport', (call) => {
    const body = call.body as { reportId: string; resolution: string };
    return { json: { isSuccessful: true, reportId: body.reportId, status: body.resolution, closedCount: 1 } };
  });
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  const cards = await screen.findAllByTestId('report-group');
  expect(cards).toHaveLength(3);
  expect(within(cards[0]).getByRole('heading', { name: 'Clip reported 2 times' })).toBeTruthy();
  expect(within(cards[0]).getByRole('link', { name: 'Spam clip' }).getAttribute('href')).toBe('/somechan/clip/clipbad01');
  expect(within(cards[0]).getByTestId('report-reason').textContent).toBe('Spam or misleading — alice');
  expect(within(cards[1]).getByText('you are awful')).toBeTruthy();
  expect(within(cards[1]).getByText(/Comment by troll/)).toBeTruthy();

  fireEvent.click(within(cards[0]).getByRole('button', { name: 'Remove clip' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove this clip?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Remove clip' }));
  await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(2));
  expect(shownNotifications()).toContain('Clip removed');

  fireEvent.click(within(screen.getAllByTestId('report-group')[0]).getByRole('button', { name: 'Remove and block from commenting' }));
  const block = await screen.findByRole('dialog', { name: 'Remove the comment and block troll?' });
  fireEvent.click(within(block).getByRole('button', { name: 'Remove and block from commenting' }));
  await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(1));

  // A dismissal is confirmed too, with the moderators' note saying why (issue 22 item 1).
  fireEvent.click(within(screen.getAllByTestId('report-group')[0]).getByRole('button', { name: 'Dismiss' }));
  const dismiss = await screen.findByRole('dialog', { name: 'Dismiss these reports?' });
  expect(within(dismiss).queryByLabelText(/Reason shown/)).toBeNull();
  fireEvent.change(within(dismiss).getByRole('textbox', { name: /Note for moderators/ }), { target: { value: 'Fair use: commentary' } });
  fireEvent.click(within(dismiss).getByRole('button', { name: 'Dismiss' }));
  expect(await screen.findByText('No open reports. Everything reported has been reviewed.')).toBeTruthy();
  expect(api.server.calls.filter((call) => call.path === 'client/admin/resolveReport').map((call) => call.body)).toEqual([
    { reportId: 'rep1', resolution: 'actioned', action: 'removeClip' },
    { reportId: 'rep2', resolution: 'actioned', action: 'blockCommenter' },
    { reportId: 'rep3', resolution: 'dismissed', privateNote: 'Fair use: commentary' },
  ]);
});

test('a failed action keeps the group and says why (ja)', async () => {
  await signIn(true);
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [groups[2]], hasMore: false } }));
  api.server.on('client/admin/resolveReport', failWith('INTERNAL_ERROR'));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: '却下' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'これらの報告を却下しますか？' })).getByRole('button', { name: '却下' }));
  await waitFor(() => expect(shownNotifications().some((m) => m.startsWith('報告を処理できませんでした'))).toBe(true));
  expect(screen.getAllByTestId('report-group')).toHaveLength(1);
});

const reasonGroup = {
  ...groups[0],
  reasonList: [
    { reporterUserName: 'alice', reason: 'copyright' },
    { reporterUserName: 'bob', reason: 'other: They reuploaded my <video> from 2024' },
    { reporterUserName: 'carol', reason: 'other:' },
    // Reports sent through the API (or before the reason dialog) carry their own words: shown as written.
    { reporterUserName: 'dave', reason: 'insulting' },
    // A reporter who deleted their account since: the report stays, without a name (issue 22 item 7).
    { reporterUserName: null, reason: 'spam' },
  ],
};

test('reasons read in the moderator’s language: codes get their labels, “other” shows the reporter’s words as text (en, ja)', async () => {
  await signIn(true);
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [reasonGroup], hasMore: false } }));
  const english = renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  await screen.findAllByTestId('report-group');
  expect(screen.getAllByTestId('report-reason').map((reason) => reason.textContent)).toEqual([
    'Copyright infringement — alice',
    'Other: “They reuploaded my <video> from 2024” — bob',
    'Other — carol',
    'insulting — dave',
    'Spam or misleading — a deleted account',
  ]);
  english.unmount();

  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
  await screen.findAllByTestId('report-group');
  const reasons = screen.getAllByTestId('report-reason').map((reason) => reason.textContent);
  expect(reasons).toEqual(['著作権の侵害 — alice', 'その他：「They reuploaded my <video> from 2024」 — bob', 'その他 — carol', 'insulting — dave', 'スパムまたは誤解を招く内容 — 退会したユーザー']);
  // No raw code is left for a Japanese moderator to decode.
  expect(reasons.join(' ')).not.toMatch(/copyright|other:/);
});

const blocks = [
  { userName: 'troll', blockedAt: '2026-11-21T10:00:00.000Z', blockedByUserName: 'mod1' },
  { userName: 'spammer', blockedAt: '2026-11-20T10:00:00.000Z', blockedByUserName: null },
];

test('lists users blocked from commenting and lifts a block after a confirm; a new block from the queue shows up', async () => {
  await signIn(true);
  let blocked = [blocks[1]];
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [groups[1]], hasMore: false } }));
  api.server.on('client/admin/resolveReport', (call) => {
    blocked = [blocks[0], ...blocked];
    return { json: { isSuccessful: true, reportId: (call.body as { reportId: string }).reportId, status: 'actioned', closedCount: 1 } };
  });
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: blocked, hasMore: false } }));
  api.server.on('client/admin/liftCommentingBlock', (call) => ({ json: { isSuccessful: true, userName: (call.body as { userName: string }).userName, wasBlocked: true } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });

  const section = await screen.findByRole('region', { name: 'Blocked from commenting' });
  expect((await within(section).findAllByTestId('commenting-block')).map((row) => row.textContent)).toEqual([expect.stringMatching(/^spammer.*by a moderator whose account is gone/)]);

  // Blocking the commenter in the queue adds them to the list without a reload.
  fireEvent.click(await screen.findByRole('button', { name: 'Remove and block from commenting' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove the comment and block troll?' })).getByRole('button', { name: 'Remove and block from commenting' }));
  await waitFor(() => expect(within(section).getAllByTestId('commenting-block')).toHaveLength(2));
  expect(within(section).getAllByTestId('commenting-block')[0].textContent).toMatch(/^troll.*by mod1/);

  // Cancelling the confirm lifts nothing.
  fireEvent.click(within(section).getByRole('button', { name: 'Lift the commenting block on troll' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Let troll comment again?' })).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.server.calls.some((call) => call.path === 'client/admin/liftCommentingBlock')).toBe(false);

  fireEvent.click(within(section).getByRole('button', { name: 'Lift the commenting block on troll' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Let troll comment again?' })).getByRole('button', { name: 'Lift block' }));
  await waitFor(() => expect(within(section).getAllByTestId('commenting-block')).toHaveLength(1));
  expect(shownNotifications()).toContain('troll can comment again');
  expect(api.server.calls.filter((call) => call.path === 'client/admin/liftCommentingBlock').map((call) => call.body)).toEqual([{ userName: 'troll' }]);
});

test('blocked users: empty, load failure with retry, and a refused lift keeps the row (ja)', async () => {
  await signIn(true);
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [], hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', failWith('INTERNAL_ERROR'));
  const first = renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
  expect(await screen.findByText(/^制限中のユーザーを読み込めませんでした/)).toBeTruthy();

  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
  fireEvent.click(screen.getByRole('button', { name: '制限中のユーザーを再読み込み' }));
  expect(await screen.findByText('コメントを制限されている人はいません。')).toBeTruthy();
  first.unmount();

  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [blocks[0]], hasMore: true } }));
  api.server.on('client/admin/liftCommentingBlock', failWith('NOT_ADMIN', 403));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
  expect(await screen.findByText(/ここに表示されている以上のユーザーが制限されています/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'troll のコメント制限を解除' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'troll がまたコメントできるようにしますか？' })).getByRole('button', { name: '制限を解除' }));
  await waitFor(() => expect(shownNotifications().some((m) => m.startsWith('制限を解除できませんでした'))).toBe(true));
  expect(screen.getAllByTestId('commenting-block')).toHaveLength(1);
});
