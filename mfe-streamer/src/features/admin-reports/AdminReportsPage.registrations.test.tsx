import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';
import { ageOf } from './RegistrationRequests';

/**
 * REGISTRATION=approval (issue 22 item 5, ADR 0136): the registration requests under the report queue, each with the
 * reason and its age, approved or rejected (with a public reason) after a confirm.
 */
const api = setupFakeApi();
const PATH = '/admin/reports';
type Request = { userName: string; reason: string; registeredAt: string };

async function signIn() {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [], hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: [], hasMore: false } }));
}

const callsTo = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

test('lists pending registrations with reason and age; approves one and rejects another with a public reason, each confirmed', async () => {
  await signIn();
  let requests: Request[] = [
    { userName: 'speedrunner', reason: 'I clip speedruns.\nAnd I want to comment.', registeredAt: hoursAgo(50) },
    { userName: 'cheap_likes', reason: 'buy likes at example.com', registeredAt: hoursAgo(3) },
  ];
  api.server.on('client/admin/getRegistrationRequests', () => ({ json: { isSuccessful: true, registrationRequestList: requests, hasMore: false } }));
  api.server.on('client/admin/decideRegistration', (call) => {
    const { userName, decision } = call.body as { userName: string; decision: string };
    requests = requests.filter((r) => r.userName !== userName);
    return { json: { isSuccessful: true, userName, status: decision === 'approve' ? 'active' : 'rejected' } };
  });
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });

  const section = await screen.findByRole('region', { name: 'Registration requests' });
  const rows = await within(section).findAllByTestId('registration-request');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^speedrunnerRegistered 2 days ago.*I clip speedruns\.\nAnd I want to comment\./),
    expect.stringMatching(/^cheap_likesRegistered 3 hours ago.*buy likes at example\.com/),
  ]);

  // Cancelling decides nothing.
  fireEvent.click(within(section).getByRole('button', { name: 'Approve the registration of speedrunner' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve speedrunner?' })).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo('client/admin/decideRegistration')).toEqual([]);

  // Approve: no public reason asked, a private note possible.
  fireEvent.click(within(section).getByRole('button', { name: 'Approve the registration of speedrunner' }));
  const approve = await screen.findByRole('dialog', { name: 'Approve speedrunner?' });
  expect(within(approve).queryByRole('textbox', { name: 'Reason shown to the person (optional)' })).toBeNull();
  fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(within(section).getAllByTestId('registration-request')).toHaveLength(1));
  expect(callsTo('client/admin/decideRegistration')).toEqual([{ userName: 'speedrunner', decision: 'approve' }]);
  expect(shownNotifications()).toContain('speedrunner is approved');

  // Reject, with the reason the person is told and a private note.
  fireEvent.click(within(section).getByRole('button', { name: 'Reject the registration of cheap_likes' }));
  const reject = await screen.findByRole('dialog', { name: 'Reject cheap_likes?' });
  fireEvent.change(within(reject).getByRole('textbox', { name: 'Reason shown to the person (optional)' }), { target: { value: 'Advertising' } });
  fireEvent.change(within(reject).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'spam wave' } });
  fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(within(section).getByText('No registration is waiting for approval.')).toBeTruthy());
  expect(callsTo('client/admin/decideRegistration')[1]).toEqual({ userName: 'cheap_likes', decision: 'reject', publicReason: 'Advertising', privateNote: 'spam wave' });
  expect(shownNotifications()).toContain('The registration of cheap_likes was rejected');
});

test('a too-long reason the server refuses stays on the field; one decided elsewhere leaves the list; in Japanese', async () => {
  await signIn();
  api.server.on('client/admin/getRegistrationRequests', () => ({
    json: { isSuccessful: true, registrationRequestList: [{ userName: 'late', reason: 'hello', registeredAt: hoursAgo(1) }], hasMore: false },
  }));
  let answers = 0;
  api.server.on('client/admin/decideRegistration', () => {
    answers += 1;
    return answers === 1
      ? { status: 400, json: { isSuccessful: false, errorCode: 'PUBLIC_REASON_TOO_LONG', message: 'x' } }
      : { status: 409, json: { isSuccessful: false, errorCode: 'REGISTRATION_NOT_PENDING', message: 'x' } };
  });
  const view = renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });
  const section = await screen.findByRole('region', { name: 'Registration requests' });
  fireEvent.click(await within(section).findByRole('button', { name: 'Reject the registration of late' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject late?' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason shown to the person (optional)' }), { target: { value: 'short' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Reason shown to the person (optional)' }) as HTMLElement).getAttribute('aria-invalid')).toBe('true'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(within(section).getByText('No registration is waiting for approval.')).toBeTruthy());
  expect(shownNotifications()).toContain('The registration of late was already decided or withdrawn');
  view.unmount();

  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
  const ja = await screen.findByRole('region', { name: '登録申請' });
  expect(await within(ja).findByRole('button', { name: 'late さんの登録を承認' })).toBeTruthy();
});

test('ageOf words the wait in the page’s language', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  expect(ageOf('2026-11-29T11:59:30Z', 'en-US', now)).toBe('this minute');
  expect(ageOf('2026-11-29T11:15:00Z', 'en-US', now)).toBe('45 minutes ago');
  expect(ageOf('2026-11-27T12:00:00Z', 'en-US', now)).toBe('2 days ago');
  expect(ageOf('2026-11-29T09:00:00Z', 'ja', now)).toBe('3 時間前');
});
