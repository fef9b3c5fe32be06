import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type MyReport, type ReportMessage } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { MyReportsPage } from './MyReportsPage';

const api = setupFakeApi();
const LIST = 'client/report/getMyReports';
const THREAD = 'client/report/getReportMessages';
const SEND = 'client/report/sendReportMessage';
const PAGE = { path: '/account/reports', url: '/account/reports' } as const;

function report(id: string, status: MyReport['status'], extra: Partial<MyReport> = {}): MyReport {
  return {
    reportId: id,
    targetKind: 'clip',
    targetLabel: `Clip ${id}`,
    channelLogin: 'speedrun_sam',
    internalClipId: `clip-${id}`,
    reason: 'spam',
    status,
    createdAt: '2026-11-20T12:00:00.000Z',
    closedAt: status === 'actioned' || status === 'dismissed' ? '2026-11-22T12:00:00.000Z' : null,
    messageCount: 0,
    ...extra,
  };
}

function message(id: string, authorRole: ReportMessage['authorRole'], text: string, createdAt = '2026-11-21T12:00:00.000Z'): ReportMessage {
  return { messageId: id, authorRole, authorUserName: authorRole === 'reporter' ? 'taro' : null, text, createdAt };
}

function serveList(...pages: MyReport[][]) {
  let call = 0;
  api.server.on(LIST, () => {
    const page = pages[Math.min(call, pages.length - 1)];
    call += 1;
    return { json: { isSuccessful: true, reportList: page, nextCursor: call < pages.length ? `cursor-${call}` : null } };
  });
}

function serveThread(threads: Record<string, { report: MyReport; messageList: ReportMessage[]; readerRole?: 'reporter' | 'moderator' }>) {
  api.server.on(THREAD, (call) => {
    const thread = threads[(call.body as { reportId: string }).reportId];
    if (!thread) return failWith('REPORT_NOT_FOUND', 404)();
    return { json: { isSuccessful: true, readerRole: 'reporter', ...thread } };
  });
}

async function signIn() {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

const rows = () => screen.getAllByTestId('my-report');
const callsTo = (path: string) => api.server.calls.filter((call) => call.path === path);

test('signed out: a log-in prompt instead of a list, and nothing is asked of the server', () => {
  getSession().authLoaded();
  renderScreen(<MyReportsPage />, PAGE);
  expect(screen.getByRole('heading', { name: 'Log in to see your reports' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(callsTo(LIST)).toHaveLength(0);
});

test('shows a loading state, then every report newest first: what was reported, the reason, the state in words, the dates', async () => {
  await signIn();
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const list = [
    report('r1', 'open', { targetLabel: 'Great play', internalClipId: 'c1', reason: 'spam', messageCount: 0 }),
    report('r2', 'in_review', { targetKind: 'channel', targetLabel: 'Speedrun Sam', internalClipId: null, reason: 'other: Impersonates another streamer', messageCount: 1 }),
    report('r3', 'actioned', { targetKind: 'comment', targetLabel: 'You are all idiots', internalClipId: 'c3', reason: 'harassment', messageCount: 2 }),
    report('r4', 'dismissed', { targetLabel: null, internalClipId: null, reason: '' }),
  ];
  api.server.on(LIST, () => ({ until: held, json: { isSuccessful: true, reportList: list, nextCursor: null } }));
  renderScreen(<MyReportsPage />, PAGE);
  expect(await screen.findByText('Loading your reports…')).toBeTruthy();
  await act(async () => answer());

  await waitFor(() => expect(rows()).toHaveLength(4));
  expect(screen.getByRole('heading', { level: 1, name: 'My reports' })).toBeTruthy();
  expect(rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Great play',
    'Speedrun Sam',
    '“You are all idiots”',
    'A clip that is no longer available',
  ]);
  const [open, inReview, actioned, dismissed] = rows();

  expect(within(open).getByTestId('my-report-kind').textContent).toBe('Clip');
  expect(within(open).getByRole('link', { name: 'Great play' }).getAttribute('href')).toBe('/speedrun_sam/clip/c1');
  expect(open.textContent).toContain('Open');
  expect(open.textContent).toContain('Waiting for review');
  expect(within(open).getByTestId('my-report-reason').textContent).toBe('Your reason: Spam or misleading');
  expect(open.textContent).toContain('Reported November 20, 2026');
  expect(open.textContent).toContain('No messages');
  expect(open.textContent).not.toContain('Closed');

  expect(within(inReview).getByTestId('my-report-kind').textContent).toBe('Channel');
  expect(within(inReview).getByRole('link', { name: 'Speedrun Sam' }).getAttribute('href')).toBe('/speedrun_sam');
  expect(inReview.textContent).toContain('In review');
  expect(inReview.textContent).toContain('A moderator is looking at it');
  expect(within(inReview).getByTestId('my-report-reason').textContent).toBe('Your reason: Something else: “Impersonates another streamer”');
  expect(inReview.textContent).toContain('1 message');

  expect(within(actioned).getByTestId('my-report-kind').textContent).toBe('Comment');
  expect(actioned.textContent).toContain('Resolved');
  expect(actioned.textContent).toContain('Action taken');
  expect(actioned.textContent).toContain('Closed November 22, 2026');
  expect(actioned.textContent).toContain('2 messages');
  expect(within(actioned).getByRole('link', { name: 'See the clip' }).getAttribute('href')).toBe('/speedrun_sam/clip/c3');

  // A clip no longer public: named as gone, never linked.
  expect(dismissed.textContent).toContain('Dismissed');
  expect(dismissed.textContent).toContain('No action taken');
  expect(within(dismissed).getByTestId('my-report-reason').textContent).toBe('Your reason: No reason given.');
  expect(within(dismissed).queryByRole('link')).toBeNull();

  for (const row of rows()) expect(within(row).getByRole('button', { name: 'Show messages' }).getAttribute('aria-expanded')).toBe('false');
  expect(callsTo(THREAD)).toHaveLength(0);
});

test('empty: says so and how reporting works', async () => {
  await signIn();
  serveList([]);
  renderScreen(<MyReportsPage />, PAGE);
  expect(await screen.findByText('You have not reported anything.')).toBeTruthy();
  expect(screen.getByText(/open its menu and choose Report/)).toBeTruthy();
  expect(screen.queryByTestId('my-report')).toBeNull();
});

test('error: a localized message with a retry that loads the list (ja)', async () => {
  await signIn();
  api.server.on(LIST, failWith('TEMPORARILY_UNAVAILABLE', 503));
  renderScreen(<MyReportsPage />, { ...PAGE, language: 'ja' });
  expect(await screen.findByText(/報告を読み込めませんでした。/)).toBeTruthy();
  serveList([report('r1', 'in_review', { targetLabel: 'すごいプレイ', reason: 'copyright', messageCount: 3 })]);
  fireEvent.click(screen.getByRole('button', { name: '再試行' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'すごいプレイ' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: '自分の報告' })).toBeTruthy();
  const [row] = rows();
  expect(row.textContent).toContain('確認中');
  expect(row.textContent).toContain('モデレーターが確認しています。');
  expect(within(row).getByTestId('my-report-reason').textContent).toBe('報告の理由： 著作権の侵害');
  expect(row.textContent).toContain('メッセージ 3 件');
  expect(row.textContent).toContain('2026年11月20日');
  expect(within(row).getByRole('button', { name: 'メッセージを表示' })).toBeTruthy();
});

test('Load more asks for the next page with the cursor and adds it below', async () => {
  await signIn();
  serveList([report('n1', 'open'), report('n2', 'open', { createdAt: '2026-11-19T12:00:00.000Z' })], [report('o1', 'dismissed', { createdAt: '2026-11-01T12:00:00.000Z' })]);
  renderScreen(<MyReportsPage />, PAGE);
  await waitFor(() => expect(rows()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(callsTo(LIST).map((call) => call.body)).toEqual([{}, { cursor: 'cursor-1' }]);
  expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['open', 'open', 'dismissed']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('a thread opens in place: messages oldest first, the person as “You”, a moderator as “Moderator”, with times', async () => {
  await signIn();
  const r1 = report('r1', 'in_review', { targetLabel: 'Great play', messageCount: 2 });
  serveList([r1]);
  serveThread({
    r1: {
      report: r1,
      messageList: [message('m1', 'reporter', 'It is a reupload of my clip.', '2026-11-20T12:30:00.000Z'), message('m2', 'moderator', 'Thanks, we are checking.\nPlease wait.', '2026-11-21T12:00:00.000Z')],
    },
  });
  renderScreen(<MyReportsPage />, PAGE);
  const toggle = await screen.findByRole('button', { name: 'Show messages' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const thread = await screen.findByRole('region', { name: 'Messages' });
  expect(toggle.getAttribute('aria-controls')).toBe(thread.id);
  await waitFor(() => expect(within(thread).getAllByTestId('report-message')).toHaveLength(2));
  const [first, second] = within(thread).getAllByTestId('report-message');
  expect(first.textContent).toContain('You');
  expect(first.textContent).toContain('It is a reupload of my clip.');
  expect(first.textContent).toContain('November 20, 2026');
  expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T12:30:00.000Z');
  expect(second.textContent).toContain('Moderator');
  expect(second.textContent).not.toContain('taro');
  expect(second.textContent).toContain('Thanks, we are checking.\nPlease wait.');
  expect(callsTo(THREAD).map((call) => call.body)).toEqual([{ reportId: 'r1' }]);

  // Hide closes it again.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hide messages' })));
  expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
});

test('?report= opens that report’s thread on load and moves focus to it', async () => {
  await signIn();
  const list = [report('r1', 'open', { targetLabel: 'First' }), report('r2', 'actioned', { targetLabel: 'Second', messageCount: 1 })];
  serveList(list);
  serveThread({ r2: { report: list[1], messageList: [message('m1', 'moderator', 'We removed the clip. Thank you.')] } });
  renderScreen(<MyReportsPage />, { ...PAGE, url: '/account/reports?report=r2' });
  await waitFor(() => expect(rows()).toHaveLength(2));
  const [first, second] = rows();
  expect(await within(second).findByText('We removed the clip. Thank you.')).toBeTruthy();
  expect(within(second).getByRole('button', { name: 'Hide messages' }).getAttribute('aria-expanded')).toBe('true');
  expect(within(first).getByRole('button', { name: 'Show messages' }).getAttribute('aria-expanded')).toBe('false');
  await waitFor(() => expect(document.activeElement).toBe(second));
  expect(callsTo(THREAD).map((call) => call.body)).toEqual([{ reportId: 'r2' }]);
});

test('?report= for a report older than the first page reads it on its own and lists it, opened', async () => {
  await signIn();
  const old = report('old', 'dismissed', { targetLabel: 'An old clip', createdAt: '2026-10-01T12:00:00.000Z', messageCount: 1 });
  serveList([report('n1', 'open', { targetLabel: 'Newest' })], [old]);
  serveThread({ old: { report: old, messageList: [message('m1', 'moderator', 'It does not break the rules.')] } });
  renderScreen(<MyReportsPage />, { ...PAGE, url: '/account/reports?report=old' });
  expect(await screen.findByText('It does not break the rules.')).toBeTruthy();
  expect(rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual(['Newest', 'An old clip']);
  await waitFor(() => expect(document.activeElement).toBe(rows()[1]));
  // The thread was read once, with the report; the next page does not list it twice.
  expect(callsTo(THREAD)).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  expect(rows()).toHaveLength(2);
});

test('?report= for a report that is not theirs says so clearly, and the list still shows', async () => {
  await signIn();
  serveList([report('r1', 'open', { targetLabel: 'Mine' })]);
  serveThread({});
  renderScreen(<MyReportsPage />, { ...PAGE, url: '/account/reports?report=someone-elses' });
  expect((await screen.findByTestId('linked-report-problem')).textContent).toContain('This report could not be found among yours.');
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Mine' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
});

test('?report= for someone else’s report read by a moderator is not shown as theirs', async () => {
  await signIn();
  serveList([report('r1', 'open', { targetLabel: 'Mine' })]);
  const other = report('other', 'open', { targetLabel: 'Not mine' });
  serveThread({ other: { report: other, messageList: [message('m1', 'reporter', 'Their words.')], readerRole: 'moderator' } });
  renderScreen(<MyReportsPage />, { ...PAGE, url: '/account/reports?report=other' });
  expect((await screen.findByTestId('linked-report-problem')).textContent).toContain('This report could not be found among yours.');
  expect(rows()).toHaveLength(1);
  expect(screen.queryByText('Their words.')).toBeNull();
});

test('sending a message posts the trimmed text, shows it in the thread, clears the field and counts it', async () => {
  await signIn();
  const r1 = report('r1', 'actioned', { targetLabel: 'Great play', messageCount: 1 });
  serveList([r1]);
  serveThread({ r1: { report: r1, messageList: [message('m1', 'moderator', 'We removed it.')] } });
  api.server.on(SEND, (call) => {
    const body = call.body as { reportId: string; text: string };
    return { json: { isSuccessful: true, message: message('m2', 'reporter', body.text, '2026-11-23T12:00:00.000Z') } };
  });
  renderScreen(<MyReportsPage />, PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Show messages' }));
  const field = await screen.findByRole('textbox', { name: 'Your message to the moderators' });
  fireEvent.change(field, { target: { value: '  Why was the channel not blocked?  ' } });
  expect(screen.getByTestId('message-counter').textContent).toBe('36 / 1,000');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(screen.getAllByTestId('report-message')).toHaveLength(2));
  expect(callsTo(SEND).map((call) => call.body)).toEqual([{ reportId: 'r1', text: 'Why was the channel not blocked?' }]);
  const sent = screen.getAllByTestId('report-message')[1];
  expect(sent.textContent).toContain('You');
  expect(sent.textContent).toContain('Why was the channel not blocked?');
  expect((field as HTMLTextAreaElement).value).toBe('');
  expect(shownNotifications()).toContain('Message sent');
  expect(rows()[0].textContent).toContain('2 messages');
});

test('an empty or too long message is refused at the field before any call; a server refusal shows there too (ja)', async () => {
  await signIn();
  const r1 = report('r1', 'open', { targetLabel: 'すごいプレイ' });
  serveList([r1]);
  serveThread({ r1: { report: r1, messageList: [] } });
  api.server.on(SEND, failWith('REPORT_MESSAGE_TOO_LONG', 400));
  renderScreen(<MyReportsPage />, { ...PAGE, language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'メッセージを表示' }));
  expect(await screen.findByText(/まだメッセージはありません。/)).toBeTruthy();
  const field = screen.getByRole('textbox', { name: 'モデレーターへのメッセージ' });

  fireEvent.change(field, { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: '送信' }));
  expect((await screen.findByRole('alert')).textContent).toBe('送信する前にメッセージを入力してください。');
  expect(field.getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(field, { target: { value: 'あ'.repeat(1001) } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByTestId('message-counter').textContent).toBe('1,001 / 1,000');
  fireEvent.click(screen.getByRole('button', { name: '送信' }));
  expect((await screen.findByRole('alert')).textContent).toBe('メッセージは1,000文字以内にしてください。');
  expect(callsTo(SEND)).toHaveLength(0);

  // What the server refuses reads the same, at the field.
  fireEvent.change(field, { target: { value: 'よろしくお願いします' } });
  fireEvent.click(screen.getByRole('button', { name: '送信' }));
  expect((await screen.findByRole('alert')).textContent).toBe('メッセージは1,000文字以内にしてください。');
  expect(callsTo(SEND)).toHaveLength(1);
  expect((field as HTMLTextAreaElement).value).toBe('よろしくお願いします');
});

test('English: an empty message says what to do', async () => {
  await signIn();
  const r1 = report('r1', 'open');
  serveList([r1]);
  serveThread({ r1: { report: r1, messageList: [] } });
  renderScreen(<MyReportsPage />, PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Show messages' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Write a message before sending it.');
  expect(callsTo(SEND)).toHaveLength(0);
});
