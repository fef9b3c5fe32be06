import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';
import { channelGroup } from './report-group.fixture';

/** Issue 22 item 1: the queue's states as tabs kept in the address, and taking a group into review. */
const api = setupFakeApi();
const PATH = '/admin/reports';

const group = channelGroup;
const byState: Record<string, object[]> = {
  open: [group],
  in_review: [{ ...group, targetKey: 'channel:other', reportId: 'rep4', status: 'in_review', reviewerUserName: 'mod2' }],
  actioned: [],
  dismissed: [{ ...group, targetKey: 'channel:third', reportId: 'rep5', status: 'dismissed', closedAt: '2026-11-22T10:00:00.000Z' }],
};

async function signIn() {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', (call) => ({ json: { isSuccessful: true, reportGroupList: byState[(call.body as { status: string }).status] ?? [], hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: [], hasMore: false } }));
}

const groupStatuses = () => api.server.calls.filter((call) => call.path === 'client/admin/getReportGroups').map((call) => (call.body as { status: string }).status);
const location = () => screen.getByTestId('location').textContent;

test('the tabs ask for each state and keep it in the address; in review names the reviewer, closed says when and offers nothing', async () => {
  await signIn();
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  const tabs = await screen.findByRole('tablist', { name: 'Report state' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Open', 'In review', 'Resolved', 'Dismissed']);
  expect(within(tabs).getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe('true');
  let card = await screen.findByTestId('report-group');
  expect(within(card).getByRole('button', { name: 'Start review' })).toBeTruthy();
  expect(within(card).queryByTestId('report-group-status')).toBeNull();

  fireEvent.click(within(tabs).getByRole('tab', { name: 'In review' }));
  await waitFor(() => expect(location()).toBe('/admin/reports?state=in_review'));
  await waitFor(() => expect(within(screen.getByTestId('report-group')).getByTestId('report-group-status').textContent).toBe('In review by mod2'));
  card = screen.getByTestId('report-group');
  // Still resolvable (resolveReport closes in-review reports too), but no longer to be taken.
  expect(within(card).getByRole('button', { name: 'Mark as handled' })).toBeTruthy();
  expect(within(card).queryByRole('button', { name: 'Start review' })).toBeNull();
  expect(screen.getByRole('tabpanel', { name: 'In review' })).toBeTruthy();

  fireEvent.click(within(tabs).getByRole('tab', { name: 'Resolved' }));
  expect(await screen.findByText('No resolved reports yet.')).toBeTruthy();
  expect(location()).toBe('/admin/reports?state=actioned');

  fireEvent.click(within(tabs).getByRole('tab', { name: 'Open' }));
  await waitFor(() => expect(location()).toBe('/admin/reports'));
  await screen.findByRole('button', { name: 'Start review' });
  expect(groupStatuses()).toEqual(['open', 'in_review', 'actioned', 'open']);
});

test('a reload of ?state=dismissed opens that tab: the group says when it was closed and has no actions', async () => {
  await signIn();
  renderScreen(<AdminReportsPage />, { path: PATH, url: `${PATH}?state=dismissed` });
  const card = await screen.findByTestId('report-group');
  expect(screen.getByRole('tab', { name: 'Dismissed' }).getAttribute('aria-selected')).toBe('true');
  expect(within(card).getByTestId('report-group-status').textContent).toBe(`Dismissed ${new Date('2026-11-22T10:00:00.000Z').toLocaleString('en-US')}`);
  for (const name of ['Start review', 'Dismiss', 'Mark as handled']) expect(within(card).queryByRole('button', { name })).toBeNull();
  expect(groupStatuses()).toEqual(['dismissed']);
});

test('a resolved group whose clip was removed still names the clip', async () => {
  await signIn();
  const removed = { ...group, targetKey: 'clip:gone1', targetKind: 'clip', reportId: 'rep6', internalClipId: 'gone1', status: 'actioned', closedAt: '2026-11-23T10:00:00.000Z', clipTitle: 'Stolen highlight' };
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [removed], hasMore: false } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: `${PATH}?state=actioned` });
  const card = await screen.findByTestId('report-group');
  expect(card.textContent).toContain('The clip “Stolen highlight” has been removed.');
  expect(within(card).queryByRole('link', { name: 'Stolen highlight' })).toBeNull();
});

test('Start review takes the group: it leaves the open list and the moderator is told where it went', async () => {
  await signIn();
  api.server.on('client/admin/startReportReview', () => ({ json: { isSuccessful: true, reportId: 'rep3', status: 'in_review', reviewerUserName: 'mod1', movedCount: 1 } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  fireEvent.click(await screen.findByRole('button', { name: 'Start review' }));
  expect(await screen.findByText('No open reports. Everything reported has been reviewed.')).toBeTruthy();
  expect(api.server.calls.filter((call) => call.path === 'client/admin/startReportReview').map((call) => call.body)).toEqual([{ reportId: 'rep3' }]);
  expect(shownNotifications()).toContain('You are reviewing these reports now: they are under “In review”.');
});

test('taken by another moderator first: says so and reloads the list (Japanese)', async () => {
  await signIn();
  api.server.on('client/admin/startReportReview', () => {
    // Meanwhile the other moderator's take moved it out of the open reports.
    byState.open = [];
    return failWith('REPORT_ALREADY_TAKEN', 409)();
  });
  try {
    renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
    expect(await screen.findByRole('tab', { name: '確認中' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '確認を始める' }));
    await waitFor(() => expect(shownNotifications()).toContain('ほかのモデレーターがすでにこの報告の確認を始めています。一覧を再読み込みしました。'));
    expect(await screen.findByText('未対応の報告はありません。すべて確認済みです。')).toBeTruthy();
    expect(groupStatuses()).toEqual(['open', 'open']);
  } finally {
    byState.open = [group];
  }
});

test('closed by another moderator meanwhile: says it was closed (not that it is in review) and reloads the list', async () => {
  await signIn();
  api.server.on('client/admin/startReportReview', () => {
    byState.open = [];
    return failWith('REPORT_ALREADY_CLOSED', 409)();
  });
  try {
    renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(shownNotifications()).toContain('Another moderator already closed these reports. The list was reloaded.'));
    expect(await screen.findByText('No open reports. Everything reported has been reviewed.')).toBeTruthy();
  } finally {
    byState.open = [group];
  }
});
