import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, PUBLIC_REASON_MAX, type SuspendedAccount } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';

/** Issue 22 item 5: an admin suspends an account (confirmed, with a public reason), sees it listed and restores it. */
const api = setupFakeApi();
const PATH = '/admin/reports';

async function signIn() {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [], hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
}

const callsTo = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

test('suspends an account after a confirm, lists it with who and why, and restores it after a confirm', async () => {
  await signIn();
  let suspended: SuspendedAccount[] = [{ userName: 'old_troll', suspendedAt: '2026-11-20T10:00:00.000Z', suspendedByUserName: null, reason: '' }];
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: suspended, hasMore: false } }));
  api.server.on('client/admin/suspendAccount', (call) => {
    const { userName, publicReason } = call.body as { userName: string; publicReason?: string };
    suspended = [{ userName, suspendedAt: '2026-11-29T10:00:00.000Z', suspendedByUserName: 'mod1', reason: publicReason ?? '' }, ...suspended];
    return { json: { isSuccessful: true, userName, wasSuspended: false } };
  });
  api.server.on('client/admin/restoreAccount', (call) => {
    const { userName } = call.body as { userName: string };
    suspended = suspended.filter((a) => a.userName !== userName);
    return { json: { isSuccessful: true, userName, wasSuspended: true } };
  });
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH });

  const section = await screen.findByRole('region', { name: 'Suspended accounts' });
  expect((await within(section).findAllByTestId('suspended-account')).map((row) => row.textContent)).toEqual([expect.stringMatching(/^old_troll.*by a moderator whose account is gone/)]);

  const submit = within(section).getByRole('button', { name: 'Suspend account' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(section).getByRole('textbox', { name: 'Username' }), { target: { value: 'spam_bot' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'Public reason (shown to the person)' }), { target: { value: 'Spam links' } });

  // Cancelling the confirm suspends no one.
  fireEvent.click(submit);
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Suspend spam_bot?' })).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo('client/admin/suspendAccount')).toEqual([]);

  fireEvent.click(submit);
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Suspend spam_bot?' })).getByRole('button', { name: 'Suspend account' }));
  await waitFor(() => expect(within(section).getAllByTestId('suspended-account')).toHaveLength(2));
  expect(callsTo('client/admin/suspendAccount')).toEqual([{ userName: 'spam_bot', publicReason: 'Spam links' }]);
  expect(shownNotifications()).toContain('spam_bot is suspended');
  expect(within(section).getAllByTestId('suspended-account')[0]!.textContent).toMatch(/^spam_bot.*by mod1Reason: Spam linksRestore$/);
  // The form is ready for the next one.
  expect((within(section).getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('');

  fireEvent.click(within(section).getByRole('button', { name: 'Restore the account of spam_bot' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Restore spam_bot?' })).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(within(section).getAllByTestId('suspended-account')).toHaveLength(1));
  expect(shownNotifications()).toContain('spam_bot is restored');
  expect(callsTo('client/admin/restoreAccount')).toEqual([{ userName: 'spam_bot' }]);
});

test('a reason over the limit cannot be sent; a refusal is said in the moderator’s language; empty and failed lists (ja)', async () => {
  await signIn();
  api.server.on('client/admin/getSuspendedAccounts', failWith('INTERNAL_ERROR'));
  api.server.on('client/admin/suspendAccount', failWith('FORBIDDEN', 403));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language: 'ja' });
  const section = await screen.findByRole('region', { name: '停止中のアカウント' });
  expect(await within(section).findByText(/^停止中のアカウントを読み込めませんでした/)).toBeTruthy();
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: [], hasMore: false } }));
  fireEvent.click(within(section).getByRole('button', { name: '停止中のアカウントを再読み込み' }));
  expect(await within(section).findByText('停止中のアカウントはありません。')).toBeTruthy();

  fireEvent.change(within(section).getByRole('textbox', { name: 'ユーザー名' }), { target: { value: 'other_mod' } });
  const reason = within(section).getByRole('textbox', { name: '公開する理由（本人に表示されます）' });
  fireEvent.change(reason, { target: { value: 'x'.repeat(PUBLIC_REASON_MAX + 1) } });
  expect((within(section).getByRole('button', { name: 'アカウントを停止' }) as HTMLButtonElement).disabled).toBe(true);
  expect(within(section).getByText(`${PUBLIC_REASON_MAX + 1} / ${PUBLIC_REASON_MAX}`)).toBeTruthy();
  fireEvent.change(reason, { target: { value: '' } });

  fireEvent.click(within(section).getByRole('button', { name: 'アカウントを停止' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'other_mod を停止しますか？' })).getByRole('button', { name: 'アカウントを停止' }));
  await waitFor(() => expect(shownNotifications().some((m) => m.startsWith('アカウントを停止できませんでした'))).toBe(true));
  expect(callsTo('client/admin/suspendAccount')).toEqual([{ userName: 'other_mod' }]);
});
