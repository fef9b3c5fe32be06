import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type MySubmission } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { MySubmissionsPage } from './MySubmissionsPage';

const api = setupFakeApi();
const LIST = 'client/userSubmission/getMySubmissions';
const RENAME = 'client/userSubmission/renamePendingRequest';
const PAGE = { path: '/account/submissions', url: '/account/submissions' } as const;

function item(id: string, state: MySubmission['state'], extra: Partial<MySubmission> = {}): MySubmission {
  const viaRequest = state === 'pending' || state === 'approved' || state === 'rejected';
  return {
    internalClipId: id,
    channelLogin: 'speedrun_sam',
    channelDisplayName: 'Speedrun Sam',
    clipTitle: `Clip ${id}`,
    submittedAt: '2026-11-20T10:00:00.000Z',
    state,
    requestId: viaRequest ? `req-${id}` : null,
    requestStatus: viaRequest ? (state === 'pending' ? 'pending' : state) : null,
    decidedAt: viaRequest && state !== 'pending' ? '2026-11-21T10:00:00.000Z' : null,
    ...extra,
  } as MySubmission;
}

function serveList(...pages: MySubmission[][]) {
  let call = 0;
  api.server.on(LIST, () => {
    const page = pages[Math.min(call, pages.length - 1)];
    call += 1;
    return { json: { isSuccessful: true, submissionList: page, nextCursor: call < pages.length ? `cursor-${call}` : null } };
  });
}

async function signIn() {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

const rows = () => screen.getAllByTestId('my-submission');
const listCalls = () => api.server.calls.filter((call) => call.path === LIST);

test('signed out: a log-in prompt instead of a list, and nothing is asked of the server', () => {
  getSession().authLoaded();
  renderScreen(<MySubmissionsPage />, PAGE);
  expect(screen.getByRole('heading', { name: 'Log in to see your submissions' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(listCalls()).toHaveLength(0);
});

test('shows a loading state, then every submission newest first with where it stands', async () => {
  await signIn();
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const list = [
    item('p1', 'pending', { clipTitle: 'Waiting clip' }),
    item('a1', 'approved', { clipTitle: 'Approved clip' }),
    item('r1', 'rejected', { clipTitle: 'Rejected clip' }),
    item('d1', 'published', { clipTitle: 'Direct clip', channelLogin: 'open_ch', channelDisplayName: 'Open Ch' }),
    item('x1', 'processing', { clipTitle: 'Approved encoding', requestId: 'req-x1', requestStatus: 'approved', decidedAt: '2026-11-21T10:00:00.000Z' }),
    item('f1', 'failed', { clipTitle: 'Broken clip' }),
    item('g1', 'removed', { clipTitle: 'Gone clip' }),
  ];
  api.server.on(LIST, () => ({ until: held, json: { isSuccessful: true, submissionList: list, nextCursor: null } }));
  renderScreen(<MySubmissionsPage />, PAGE);
  expect(await screen.findByText('Loading your submissions…')).toBeTruthy();
  await act(async () => answer());

  await waitFor(() => expect(rows()).toHaveLength(7));
  expect(screen.getByRole('heading', { level: 1, name: 'Your submissions' })).toBeTruthy();
  expect(rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Waiting clip',
    'Approved clip',
    'Rejected clip',
    'Direct clip',
    'Approved encoding',
    'Broken clip',
    'Gone clip',
  ]);
  const [pending, approved, rejected, direct, encoding, failed, removed] = rows();

  expect(pending.textContent).toContain('Awaiting the streamer’s decision');
  expect(pending.textContent).toContain('Channel: Speedrun Sam');
  expect(pending.textContent).toContain('Submitted November 20, 2026');
  expect(within(pending).getByRole('button', { name: 'Edit title: “Waiting clip”' })).toBeTruthy();
  expect(within(pending).queryByRole('link')).toBeNull();

  expect(approved.textContent).toContain('Approved');
  expect(approved.textContent).toContain('Decided November 21, 2026');
  expect(within(approved).getByRole('link', { name: 'Watch “Approved clip”' }).getAttribute('href')).toBe('/speedrun_sam/clip/a1');
  expect(within(approved).queryByRole('button', { name: /Edit title/ })).toBeNull();

  expect(rejected.textContent).toContain('Rejected');
  expect(rejected.textContent).toContain('The streamer decided not to publish it.');
  expect(within(rejected).queryByRole('link')).toBeNull();
  expect(within(rejected).queryByRole('button')).toBeNull();

  expect(direct.textContent).toContain('Published');
  expect(direct.textContent).toContain('Open Ch does not review submissions: it was published directly.');
  expect(within(direct).getByRole('link', { name: 'Watch “Direct clip”' }).getAttribute('href')).toBe('/open_ch/clip/d1');

  expect(encoding.textContent).toContain('Approved, being prepared');
  expect(within(encoding).queryByRole('link')).toBeNull();
  expect(failed.textContent).toContain('Could not be processed');
  expect(within(failed).getByRole('link', { name: 'Submit a clip' }).getAttribute('href')).toBe('/upload');
  expect(removed.textContent).toContain('It was taken off the site.');
  expect(within(removed).queryByRole('link')).toBeNull();
});

test('empty: says so and offers to submit a clip', async () => {
  await signIn();
  serveList([]);
  renderScreen(<MySubmissionsPage />, PAGE);
  expect(await screen.findByText('You have not submitted any clips yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Submit a clip' }).getAttribute('href')).toBe('/upload');
});

test('error: a localized message with a retry that loads the list (ja)', async () => {
  await signIn();
  api.server.on(LIST, failWith('TEMPORARILY_UNAVAILABLE', 503));
  renderScreen(<MySubmissionsPage />, { ...PAGE, language: 'ja' });
  expect(await screen.findByText(/投稿したクリップを読み込めませんでした。/)).toBeTruthy();
  serveList([item('p1', 'pending', { clipTitle: '待っているクリップ' })]);
  fireEvent.click(screen.getByRole('button', { name: '再試行' }));
  expect(await screen.findByRole('heading', { level: 2, name: '待っているクリップ' })).toBeTruthy();
  expect(rows()[0].textContent).toContain('配信者の確認待ち');
  expect(screen.getByRole('button', { name: '「待っているクリップ」のタイトルを編集' })).toBeTruthy();
});

test('Show more asks for the next page with the cursor and adds it below', async () => {
  await signIn();
  serveList([item('n1', 'published'), item('n2', 'published')], [item('o1', 'rejected')]);
  renderScreen(<MySubmissionsPage />, PAGE);
  await waitFor(() => expect(rows()).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(listCalls().map((call) => call.body)).toEqual([{}, { cursor: 'cursor-1' }]);
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

test('inline rename: the 3 to 100 rule is checked before any call, Escape and Cancel put the title back', async () => {
  await signIn();
  serveList([item('p1', 'pending', { clipTitle: 'Old title' })]);
  renderScreen(<MySubmissionsPage />, PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit title: “Old title”' }));
  const field = screen.getByRole('textbox', { name: 'Clip title' });
  expect(document.activeElement).toBe(field);
  expect(field.getAttribute('maxlength')).toBe('100');

  fireEvent.change(field, { target: { value: '  ab  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Clip name cannot be less than 3 characters');
  expect(api.server.calls.some((call) => call.path === RENAME)).toBe(false);

  // In act with its microtasks: focus returning to the button starts MUI's focus ripple, which settles on its own.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  expect(screen.queryByRole('textbox', { name: 'Clip title' })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Old title' })).toBeTruthy();
  // Focus comes back to the button that opened the editor.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit title: “Old title”' })));

  fireEvent.click(screen.getByRole('button', { name: 'Edit title: “Old title”' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Clip title' }), { target: { value: 'Typed then dropped' } });
  await act(async () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Clip title' }), { key: 'Escape' }));
  expect(screen.queryByRole('textbox', { name: 'Clip title' })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Old title' })).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === RENAME)).toBe(false);
});

test('inline rename saves a trimmed title, shows it at once and says so', async () => {
  await signIn();
  serveList([item('p1', 'pending', { clipTitle: 'Old title' })]);
  api.server.on(RENAME, (call) => {
    const body = call.body as { requestId: string; clipTitle: string };
    return { json: { isSuccessful: true, requestId: body.requestId, internalClipId: 'p1', clipTitle: body.clipTitle } };
  });
  renderScreen(<MySubmissionsPage />, PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit title: “Old title”' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Clip title' }), { target: { value: '  A much better title  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'A much better title' })).toBeTruthy();
  expect(api.server.calls.find((call) => call.path === RENAME)?.body).toEqual({ requestId: 'req-p1', clipTitle: 'A much better title' });
  expect(shownNotifications()).toContain('Title saved');
  expect(screen.queryByRole('textbox', { name: 'Clip title' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit title: “A much better title”' })).toBeTruthy();
});

test('a server refusal is shown at the field in the page’s language; a request decided meanwhile is reloaded read-only', async () => {
  await signIn();
  serveList([item('p1', 'pending', { clipTitle: '古いタイトル' })], [item('p1', 'approved', { clipTitle: '古いタイトル' })]);
  api.server.on(RENAME, failWith('RATE_LIMITED', 429));
  renderScreen(<MySubmissionsPage />, { ...PAGE, language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: '「古いタイトル」のタイトルを編集' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'クリップのタイトル' }), { target: { value: '新しいタイトル' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect((await screen.findByRole('alert')).textContent).toBe('試行回数が多すぎます。しばらく待ってからもう一度お試しください。');

  api.server.on(RENAME, failWith('REQUEST_ALREADY_DECIDED', 409));
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(shownNotifications()).toContain('その間に配信者がこのクリップを判断したため、タイトルは変更できなくなりました。'));
  await waitFor(() => expect(rows()[0].getAttribute('data-state')).toBe('approved'));
  expect(screen.queryByRole('button', { name: /タイトルを編集/ })).toBeNull();
  expect(screen.getByRole('link', { name: '「古いタイトル」を見る' }).getAttribute('href')).toBe('/speedrun_sam/clip/p1');
});
