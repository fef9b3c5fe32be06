import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';
import { channelGroup } from './report-group.fixture';

/** Issue 22 item 1: the threads with a group's reporters, read and written from the group's card. */
const api = setupFakeApi();
const PATH = '/admin/reports';

const group = { ...channelGroup, reasonList: [{ reporterUserName: 'alice', reason: 'spam' }] };
const report = { reportId: 'rep3', targetKind: 'channel', targetLabel: 'Some Chan', channelLogin: 'somechan', internalClipId: null, reason: 'spam', status: 'open', createdAt: '2026-11-20T10:00:00.000Z', closedAt: null, messageCount: 1 };
const fromAlice = { messageId: 'm1', authorRole: 'reporter', authorUserName: 'alice', text: 'Any news?', createdAt: '2026-11-21T09:00:00.000Z' };

async function openThread(messages: object[], language: 'en-US' | 'ja' = 'en-US', shown: object = group) {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [shown], hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: [], hasMore: false } }));
  api.server.on('client/report/getReportMessages', () => ({ json: { isSuccessful: true, report, messageList: messages, readerRole: 'moderator' } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language });
  const card = await screen.findByTestId('report-group');
  fireEvent.click(within(card).getByRole('button', { name: language === 'ja' ? '報告者とのメッセージ' : 'Messages with the reporter' }));
  return card;
}

const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

test('the thread shows who wrote what and when, and a message sent joins it', async () => {
  api.server.on('client/report/sendReportMessage', (call) => ({
    json: { isSuccessful: true, message: { messageId: 'm2', authorRole: 'moderator', authorUserName: 'mod1', text: (call.body as { text: string }).text, createdAt: '2026-11-22T09:00:00.000Z' } },
  }));
  const card = await openThread([fromAlice]);
  const when = (iso: string) => new Date(iso).toLocaleString('en-US');
  expect((await within(card).findAllByTestId('report-message')).map((m) => m.textContent)).toEqual([`Reporter alice · ${when('2026-11-21T09:00:00.000Z')}Any news?`]);
  expect(bodiesOf('client/report/getReportMessages')).toEqual([{ reportId: 'rep3' }]);

  fireEvent.change(within(card).getByRole('textbox', { name: 'Message to the reporter' }), { target: { value: '  We are looking into it.  ' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(within(card).getAllByTestId('report-message')).toHaveLength(2));
  expect(within(card).getAllByTestId('report-message')[1]!.textContent).toBe(`Moderator mod1 · ${when('2026-11-22T09:00:00.000Z')}We are looking into it.`);
  expect(bodiesOf('client/report/sendReportMessage')).toEqual([{ reportId: 'rep3', text: 'We are looking into it.' }]);
  expect((within(card).getByRole('textbox', { name: 'Message to the reporter' }) as HTMLTextAreaElement).value).toBe('');
  expect(shownNotifications()).toContain('Message sent to the reporter');
});

test('no messages yet; an empty message is refused at the field without a call', async () => {
  const card = await openThread([]);
  expect(await within(card).findByText('No messages yet.')).toBeTruthy();
  fireEvent.change(within(card).getByRole('textbox', { name: 'Message to the reporter' }), { target: { value: '   ' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
  expect(await within(card).findByText('Write a message before sending it.')).toBeTruthy();
  expect(bodiesOf('client/report/sendReportMessage')).toEqual([]);
});

test('errors in the moderator’s language: the server’s refusal on the field, a failed load with a retry (Japanese)', async () => {
  api.server.on('client/report/sendReportMessage', failWith('REPORT_MESSAGE_TOO_LONG', 400));
  const card = await openThread([fromAlice], 'ja');
  expect((await within(card).findAllByTestId('report-message'))[0]!.textContent).toMatch(/^報告者 alice · /);
  fireEvent.change(within(card).getByRole('textbox', { name: '報告者へのメッセージ' }), { target: { value: '確認しています' } });
  fireEvent.click(within(card).getByRole('button', { name: '送信' }));
  expect(await within(card).findByText('メッセージは1,000文字以内にしてください。')).toBeTruthy();
  expect(within(card).getAllByTestId('report-message')).toHaveLength(1);

  // Closing and opening the thread loads it again: a failure offers a retry.
  api.server.on('client/report/getReportMessages', failWith('INTERNAL_ERROR'));
  const toggle = within(card).getByRole('button', { name: '報告者とのメッセージ' });
  fireEvent.click(toggle);
  fireEvent.click(toggle);
  expect(await within(card).findByText(/^メッセージを読み込めませんでした/)).toBeTruthy();
  api.server.on('client/report/getReportMessages', () => ({ json: { isSuccessful: true, report, messageList: [], readerRole: 'moderator' } }));
  fireEvent.click(within(card).getByRole('button', { name: 'メッセージを再読み込み' }));
  expect(await within(card).findByText('メッセージはまだありません。')).toBeTruthy();
});

test('a group reported by several people: a thread with each, picked by reporter (a deleted one named so)', async () => {
  const twoReporters = {
    ...group,
    reportCount: 3,
    reporterList: [
      { reportId: 'rep3', reporterUserName: 'alice' },
      { reportId: 'rep7', reporterUserName: 'bob' },
      { reportId: 'rep9', reporterUserName: null },
    ],
  };
  api.server.on('client/report/sendReportMessage', (call) => ({
    json: { isSuccessful: true, message: { messageId: 'm3', authorRole: 'moderator', authorUserName: 'mod1', text: (call.body as { text: string }).text, createdAt: '2026-11-22T09:00:00.000Z' } },
  }));
  const card = await openThread([fromAlice], 'en-US', twoReporters);
  await within(card).findAllByTestId('report-message');
  const picker = within(card).getByRole('combobox', { name: 'Thread with' }) as HTMLSelectElement;
  expect([...picker.options].map((o) => o.textContent)).toEqual(['alice', 'bob', 'a deleted account']);
  api.server.on('client/report/getReportMessages', () => ({
    json: { isSuccessful: true, report: { ...report, reportId: 'rep7' }, messageList: [{ ...fromAlice, messageId: 'm9', authorUserName: 'bob', text: 'Also this' }], readerRole: 'moderator' },
  }));
  fireEvent.change(picker, { target: { value: 'rep7' } });
  await waitFor(() => expect(within(card).getAllByTestId('report-message')[0]!.textContent).toMatch(/^Reporter bob · .*Also this$/));
  fireEvent.change(within(card).getByRole('textbox', { name: 'Message to the reporter' }), { target: { value: 'Thanks, Bob.' } });
  fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(bodiesOf('client/report/sendReportMessage')).toEqual([{ reportId: 'rep7', text: 'Thanks, Bob.' }]));
  expect(bodiesOf('client/report/getReportMessages')).toEqual([{ reportId: 'rep3' }, { reportId: 'rep7' }]);
});
