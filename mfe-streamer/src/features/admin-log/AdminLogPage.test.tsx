import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { AdminLogPage } from './AdminLogPage';

/** Issue 22 item 1: /admin/log, the whole moderation log with its filters in the address and Load more. */
const api = setupFakeApi();
const PATH = '/admin/log';

// Applying the filters navigates, in a transition, from a submit: React 19 then reads the form as `new FormData(form,
// submitter)`. The test window's FormData is Node's (jsdom-with-fetch), which takes no form and throws; a browser's
// takes it. Nothing here reads that data, so an empty one stands in.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const entry = (n: number, extra: object = {}) => ({
  entryId: `e${n}`,
  createdAt: '2026-11-21T12:00:00.000Z',
  moderatorUserName: 'mod1',
  action: 'comment_removed',
  targetKind: 'comment',
  targetKey: `comment:cm${n}`,
  targetLabel: `comment ${n}`,
  reportId: null,
  publicReason: null,
  privateNote: null,
  ...extra,
});

async function signIn(isAdmin = true) {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
}

const logBodies = () => api.server.calls.filter((call) => call.path === 'client/admin/getModerationLog').map((call) => call.body);
const location = () => screen.getByTestId('location').textContent;
/** The request's bounds for local days: from the start of `from`, until the start of the day after `to`. */
const localMidnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

test('lists the log with its targets, then pages on with Load more (nextCursor)', async () => {
  await signIn();
  api.server.on('client/admin/getModerationLog', (call) => {
    const { cursor } = call.body as { cursor?: string };
    return cursor === 'page2'
      ? { json: { isSuccessful: true, entryList: [entry(3, { action: 'account_suspended', targetKind: 'user', targetKey: 'user:u9', targetLabel: 'spam_bot', moderatorUserName: null })], nextCursor: null } }
      : { json: { isSuccessful: true, entryList: [entry(1, { privateNote: 'Third strike' }), entry(2, { action: 'report_dismissed', publicReason: 'Fine' })], nextCursor: 'page2' } };
  });
  renderScreen(<AdminLogPage />, { path: PATH, url: PATH });
  expect(await screen.findByRole('heading', { level: 1, name: 'Moderation log' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to reports' }).getAttribute('href')).toBe('/admin/reports');
  const rows = await screen.findAllByTestId('moderation-log-entry');
  expect(rows).toHaveLength(2);
  expect(rows[0]!.textContent).toMatch(/^Removed the commentby mod1.*Comment: comment 1Private note \(moderators only\)Third strike$/);
  expect(rows[1]!.textContent).toMatch(/^Dismissed the reports.*Reason shown: Fine$/);

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('moderation-log-entry')).toHaveLength(3));
  expect(screen.getAllByTestId('moderation-log-entry')[2]!.textContent).toMatch(/^Suspended the accountby Clipyard itself.*Account: spam_bot$/);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(logBodies()).toEqual([{}, { cursor: 'page2' }]);
});

test('each filter goes into the address and the request; clearing them asks for everything again', async () => {
  await signIn();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: [], nextCursor: null } }));
  renderScreen(<AdminLogPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Nothing has been logged yet.')).toBeTruthy();
  const form = screen.getByRole('search', { name: 'Filter the log' });
  // Each step waits for its request, so the server receives them in order.
  const apply = async (address: string) => {
    const before = logBodies().length;
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toBe(address));
    await waitFor(() => expect(logBodies()).toHaveLength(before + 1));
  };

  fireEvent.change(within(form).getByRole('textbox', { name: 'Moderator' }), { target: { value: ' Mod2 ' } });
  await apply('/admin/log?moderator=Mod2');
  expect(await screen.findByText('Nothing in the log matches these filters.')).toBeTruthy();

  const action = within(form).getByRole('combobox', { name: 'Action' });
  expect([...action.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'Any action',
    'Took into review',
    'Dismissed the reports',
    'Resolved the reports',
    'Removed the clip',
    'Removed the comment',
    'Blocked from commenting',
    'Allowed to comment again',
    'Suspended the account',
    'Restored the account',
    'Placed a legal hold',
    'Lifted a legal hold',
    'Unlisted the clip',
    'Hid the clip',
    'Made the clip public again',
    'Appealed the decision',
    'Denied the appeal',
    'Copyright notice filed',
    'Counter-notice filed',
    'Restored after a copyright notice',
    'Upheld a copyright notice',
    'Added a watched word',
    'Removed a watched word',
    'Approved a held comment',
    'Rejected a held comment',
    'Approved a registration',
    'Rejected a registration',
  ]);
  fireEvent.change(action, { target: { value: 'commenting_blocked' } });
  await apply('/admin/log?moderator=Mod2&action=commenting_blocked');

  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
  await apply('/admin/log?moderator=Mod2&action=commenting_blocked&from=2026-11-01');
  fireEvent.change(within(form).getByLabelText('To (inclusive)'), { target: { value: '2026-11-30' } });
  await apply('/admin/log?moderator=Mod2&action=commenting_blocked&from=2026-11-01&to=2026-11-30');

  fireEvent.click(within(form).getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(location()).toBe('/admin/log'));
  await waitFor(() => expect(logBodies()).toHaveLength(6));
  expect(logBodies()).toEqual([
    {},
    { moderatorUserName: 'Mod2' },
    { moderatorUserName: 'Mod2', action: 'commenting_blocked' },
    { moderatorUserName: 'Mod2', action: 'commenting_blocked', from: localMidnight(2026, 11, 1) },
    // "To 30 November" takes in all of that day: until the start of 1 December.
    { moderatorUserName: 'Mod2', action: 'commenting_blocked', from: localMidnight(2026, 11, 1), until: localMidnight(2026, 12, 1) },
    {},
  ]);
  expect((within(form).getByRole('textbox', { name: 'Moderator' }) as HTMLInputElement).value).toBe('');
});

test('opened with filters in the address (a reload, a shared link): the fields show them and the request has them', async () => {
  await signIn();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: [entry(1)], nextCursor: null } }));
  renderScreen(<AdminLogPage />, { path: PATH, url: `${PATH}?action=clip_removed&to=2026-12-31&from=nonsense` });
  await screen.findAllByTestId('moderation-log-entry');
  expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('clip_removed');
  expect((screen.getByLabelText('To (inclusive)') as HTMLInputElement).value).toBe('2026-12-31');
  // A malformed day is left out rather than sent to be refused.
  expect(logBodies()).toEqual([{ action: 'clip_removed', until: localMidnight(2027, 1, 1) }]);
});

test('a last day before the first day is said at the field and never sent', async () => {
  await signIn();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: [entry(1)], nextCursor: null } }));
  renderScreen(<AdminLogPage />, { path: PATH, url: PATH });
  await screen.findAllByTestId('moderation-log-entry');
  const form = screen.getByRole('search', { name: 'Filter the log' });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-20' } });
  const to = within(form).getByLabelText('To (inclusive)');
  fireEvent.change(to, { target: { value: '2026-11-10' } });
  expect(within(form).getByText('The last day is before the first day: nothing could match.')).toBeTruthy();
  expect(to.getAttribute('aria-invalid')).toBe('true');
  fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  expect(document.activeElement).toBe(to);
  expect(location()).toBe('/admin/log');
  expect(logBodies()).toEqual([{}]);
  // Put right, it applies.
  fireEvent.change(to, { target: { value: '2026-11-30' } });
  expect(within(form).queryByText('The last day is before the first day: nothing could match.')).toBeNull();
  fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(location()).toBe('/admin/log?from=2026-11-20&to=2026-11-30'));
});

test('a refused filter says why and offers a retry', async () => {
  await signIn();
  api.server.on('client/admin/getModerationLog', failWith('USERNAME_INVALID', 400));
  renderScreen(<AdminLogPage />, { path: PATH, url: `${PATH}?moderator=bad` });
  expect(await screen.findByText(/^The moderation log could not be loaded: /)).toBeTruthy();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: [entry(1)], nextCursor: null } }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByTestId('moderation-log-entry')).toHaveLength(1);
  expect(logBodies()).toEqual([{ moderatorUserName: 'bad' }, { moderatorUserName: 'bad' }]);
});

test('Japanese rendering of the whole page', async () => {
  await signIn();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: [entry(1, { privateNote: '三回目' })], nextCursor: null } }));
  renderScreen(<AdminLogPage />, { path: PATH, url: PATH, language: 'ja' });
  expect(await screen.findByRole('heading', { level: 1, name: 'モデレーション履歴' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '報告に戻る' })).toBeTruthy();
  const form = screen.getByRole('search', { name: '履歴を絞り込む' });
  expect(within(form).getByRole('combobox', { name: '操作' }).querySelector('option')!.textContent).toBe('すべての操作');
  expect(within(form).getByRole('button', { name: '絞り込む' })).toBeTruthy();
  const row = (await screen.findAllByTestId('moderation-log-entry'))[0]!;
  expect(row.textContent).toMatch(/^コメントを削除担当：mod1.*コメント：comment 1非公開メモ（モデレーターのみ）三回目$/);
});

const clipEntry = (n: number, extra: object) => entry(n, { targetKind: 'clip', targetKey: 'clip:c7', targetLabel: 'Big play', ...extra });
const appealEntries = [
  clipEntry(1, { action: 'clip_hidden', publicReason: 'Private address' }),
  clipEntry(2, { action: 'appeal_filed', moderatorUserName: null }),
  clipEntry(3, { action: 'appeal_denied', publicReason: 'Still there' }),
  clipEntry(4, { action: 'clip_unlisted' }),
  clipEntry(5, { action: 'clip_restored' }),
];

test.each([
  ['en-US', ['Hid the clipby mod1', 'Appealed the decisionby the clip’s streamer or submitter', 'Denied the appealby mod1', 'Unlisted the clipby mod1', 'Made the clip public againby mod1']],
  ['ja', ['クリップを非表示に変更担当：mod1', '判断に異議を申し立て担当：クリップの配信者または投稿者', '異議申し立てを却下担当：mod1', 'クリップを限定公開に変更担当：mod1', 'クリップを再び公開担当：mod1']],
] as const)('the clip visibility and appeal entries read in %s; an appeal is by the clip’s streamer or submitter, not blank', async (language, starts) => {
  await signIn();
  api.server.on('client/admin/getModerationLog', () => ({ json: { isSuccessful: true, entryList: appealEntries, nextCursor: null } }));
  renderScreen(<AdminLogPage />, { path: PATH, url: PATH, language });
  const rows = await screen.findAllByTestId('moderation-log-entry');
  expect(rows.map((row, i) => row.textContent?.slice(0, starts[i]!.length))).toEqual(starts);
});

test('refusals: a non-admin gets the refusal and no log call; the server’s NOT_ADMIN too', async () => {
  await signIn(false);
  const first = renderScreen(<AdminLogPage />, { path: PATH, url: PATH });
  expect(await screen.findByRole('heading', { name: 'Only moderators can open this page' })).toBeTruthy();
  expect(logBodies()).toEqual([]);
  first.unmount();
  await signIn(true);
  api.server.on('client/admin/getModerationLog', failWith('NOT_ADMIN', 403));
  renderScreen(<AdminLogPage />, { path: PATH, url: PATH });
  expect(await screen.findByRole('heading', { name: 'Only moderators can open this page' })).toBeTruthy();
});
