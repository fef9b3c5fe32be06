import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import type { ClipAppeal } from './ClipAppeals';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';
import { channelGroup } from './report-group.fixture';

/**
 * Issue 22 item 2: a clip report can be resolved by unlisting or hiding the clip (with the public reason and the
 * private note), and the appeals of such decisions are decided under the queue: restore the clip, or keep the decision.
 */
const api = setupFakeApi();
const PATH = '/admin/reports';

const clipGroup = {
  ...channelGroup,
  targetKey: 'clip:clipbad01',
  targetKind: 'clip',
  reportId: 'rep1',
  clip: sampleClip({ internalClipId: 'clipbad01', channelLogin: 'somechan', clipTitle: 'Borrowed footage' }),
  internalClipId: 'clipbad01',
};

const appeal = (n: number, extra: Partial<ClipAppeal> = {}): ClipAppeal => ({
  appealId: `ap${n}`,
  internalClipId: `clip00${n}`,
  channelLogin: 'somechan',
  clipTitle: `Clip ${n}`,
  visibility: 'hidden',
  currentVisibility: 'hidden',
  publicReason: 'Shows a private address',
  appellantUserName: 'streamer1',
  appellantRole: 'streamer',
  message: 'It is my own address, on purpose.',
  status: 'open',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  ...extra,
});

async function openQueue({ groups = [] as object[], language = 'en-US' as 'en-US' | 'ja' } = {}) {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: groups, hasMore: false } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language });
}

const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

test('a clip report is resolved by hiding the clip, with the public reason and the private note', async () => {
  api.server.on('client/admin/getClipAppeals', () => ({ json: { isSuccessful: true, appealList: [], nextCursor: null } }));
  api.server.on('client/admin/resolveReport', () => ({ json: { isSuccessful: true, reportId: 'rep1', status: 'actioned', closedCount: 1 } }));
  await openQueue({ groups: [clipGroup] });
  const card = await screen.findByTestId('report-group');
  expect(within(card).getByRole('button', { name: 'Unlist clip' })).toBeTruthy();
  fireEvent.click(within(card).getByRole('button', { name: 'Hide clip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hide this clip?' });
  expect(within(dialog).getByText(/“Borrowed footage” can then be seen only by its streamer, its submitter and the moderators/)).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }), { target: { value: ' Shows a private address ' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'Doxxing report' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide clip' }));
  await waitFor(() => expect(screen.queryByTestId('report-group')).toBeNull());
  expect(bodiesOf('client/admin/resolveReport')).toEqual([
    { reportId: 'rep1', resolution: 'actioned', action: 'hideClip', publicReason: 'Shows a private address', privateNote: 'Doxxing report' },
  ]);
  expect(shownNotifications()).toContain('Clip hidden');
});

test('an unlisted clip offers Hide but not Unlist again; unlisting sends unlistClip', async () => {
  api.server.on('client/admin/getClipAppeals', () => ({ json: { isSuccessful: true, appealList: [], nextCursor: null } }));
  api.server.on('client/admin/resolveReport', () => ({ json: { isSuccessful: true, reportId: 'rep1', status: 'actioned', closedCount: 1 } }));
  await openQueue({ groups: [{ ...clipGroup, clip: { ...clipGroup.clip, visibility: 'unlisted' } }, { ...clipGroup, targetKey: 'clip:other', reportId: 'rep2' }] });
  const [unlisted, publicOne] = await screen.findAllByTestId('report-group');
  expect(within(unlisted!).queryByRole('button', { name: 'Unlist clip' })).toBeNull();
  expect(within(unlisted!).getByRole('button', { name: 'Hide clip' })).toBeTruthy();
  fireEvent.click(within(publicOne!).getByRole('button', { name: 'Unlist clip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unlist this clip?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unlist clip' }));
  await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(1));
  expect(bodiesOf('client/admin/resolveReport')).toEqual([{ reportId: 'rep2', resolution: 'actioned', action: 'unlistClip' }]);
});

test('open appeals list their clip, decision, reason, appellant and message; Restore clip grants with a reason, and the item leaves', async () => {
  api.server.on('client/admin/getClipAppeals', (call) => {
    const { cursor } = call.body as { cursor?: string };
    return cursor === 'next'
      ? { json: { isSuccessful: true, appealList: [appeal(3, { visibility: 'unlisted', currentVisibility: 'public', publicReason: null, appellantUserName: null, appellantRole: 'submitter' })], nextCursor: null } }
      : { json: { isSuccessful: true, appealList: [appeal(1), appeal(2, { channelDisplayName: 'Some Channel' })], nextCursor: 'next' } };
  });
  api.server.on('client/admin/decideClipAppeal', (call) => ({ json: { isSuccessful: true, appealId: (call.body as { appealId: string }).appealId, status: 'granted' } }));
  // The appeal of clip001 had opened its reports again: the queue shows its group until the appeal is decided.
  await openQueue({ groups: [{ ...clipGroup, targetKey: 'clip:clip001', internalClipId: 'clip001', clip: sampleClip({ internalClipId: 'clip001', clipTitle: 'Clip 1' }) }] });
  expect(await screen.findByTestId('report-group')).toBeTruthy();
  const section = await screen.findByRole('region', { name: 'Appeals' });
  expect(within(section).getByRole('tab', { name: 'Waiting', selected: true })).toBeTruthy();
  const rows = await within(section).findAllByTestId('clip-appeal');
  expect(rows).toHaveLength(2);
  const first = rows[0]!;
  expect(within(first).getByRole('link', { name: 'Clip 1' }).getAttribute('href')).toBe('/somechan/clip/clip001');
  expect(first.textContent).toContain('Channel: somechan');
  expect(first.textContent).toContain('Hidden by a moderator');
  expect(first.textContent).toContain('Reason given: Shows a private address');
  expect(first.textContent).toMatch(/Appealed .* by streamer1, the clip’s streamer/);
  expect(within(first).getByTestId('appeal-message').textContent).toBe('It is my own address, on purpose.');
  // The channel by the name people know it, with the login moderators search by (older servers: the login alone).
  expect(rows[1]!.textContent).toContain('Channel: Some Channel (somechan)');

  fireEvent.click(within(section).getByRole('button', { name: 'Load more appeals' }));
  await waitFor(() => expect(within(section).getAllByTestId('clip-appeal')).toHaveLength(3));
  const third = within(section).getAllByTestId('clip-appeal')[2]!;
  expect(third.textContent).toContain('Unlisted by a moderator · Now public');
  expect(third.textContent).toContain('No reason was given.');
  expect(third.textContent).toMatch(/by a deleted account, the clip’s submitter/);
  expect(within(section).queryByRole('button', { name: 'Load more appeals' })).toBeNull();

  fireEvent.click(within(first).getByRole('button', { name: 'Restore clip “Clip 1”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore “Clip 1”?' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }), { target: { value: 'The address is the streamer’s own' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Restore clip' }));
  await waitFor(() => expect(within(section).getAllByTestId('clip-appeal')).toHaveLength(2));
  expect(within(section).queryByText('Clip 1')).toBeNull();
  expect(screen.queryByTestId('report-group')).toBeNull();
  expect(bodiesOf('client/admin/decideClipAppeal')).toEqual([{ appealId: 'ap1', decision: 'grant', publicReason: 'The address is the streamer’s own' }]);
  expect(shownNotifications()).toContain('Clip restored: it is public again');
  expect(bodiesOf('client/admin/getClipAppeals')).toEqual([{ status: 'open' }, { status: 'open', cursor: 'next' }]);
});

test('Keep decision denies with a private note; an appeal decided meanwhile says so and the list is read again', async () => {
  let list = [appeal(1), appeal(2)];
  api.server.on('client/admin/getClipAppeals', () => ({ json: { isSuccessful: true, appealList: list, nextCursor: null } }));
  api.server.on('client/admin/decideClipAppeal', (call) => {
    const { appealId } = call.body as { appealId: string };
    if (appealId === 'ap2') return failWith('APPEAL_NOT_FOUND', 404)();
    return { json: { isSuccessful: true, appealId, status: 'denied' } };
  });
  await openQueue();
  const section = await screen.findByRole('region', { name: 'Appeals' });
  await within(section).findAllByTestId('clip-appeal');
  fireEvent.click(within(section).getByRole('button', { name: 'Keep decision on “Clip 1”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Keep the decision on “Clip 1”?' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'Checked with the streamer' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep decision' }));
  await waitFor(() => expect(within(section).getAllByTestId('clip-appeal')).toHaveLength(1));
  expect(bodiesOf('client/admin/decideClipAppeal')).toEqual([{ appealId: 'ap1', decision: 'deny', privateNote: 'Checked with the streamer' }]);
  expect(shownNotifications()).toContain('Appeal denied: the decision stands');

  list = [];
  fireEvent.click(within(section).getByRole('button', { name: 'Keep decision on “Clip 2”' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep decision' }));
  expect(await within(section).findByText('No appeals are waiting.')).toBeTruthy();
  expect(shownNotifications()).toContain('This appeal was already decided. The list was reloaded.');
});

test('the Decided view lists outcomes and their reasons, without actions; a failure offers a retry', async () => {
  let fail = true;
  api.server.on('client/admin/getClipAppeals', (call) => {
    const { status } = call.body as { status: string };
    if (status === 'open') return { json: { isSuccessful: true, appealList: [], nextCursor: null } };
    if (fail) return failWith('INTERNAL_ERROR')();
    return {
      json: {
        isSuccessful: true,
        appealList: [
          appeal(1, { status: 'granted', currentVisibility: 'public', decidedAt: '2026-11-29T10:00:00.000Z', decisionReason: 'Own address' }),
          appeal(2, { status: 'denied', decidedAt: '2026-11-29T09:00:00.000Z' }),
        ],
        nextCursor: null,
      },
    };
  });
  await openQueue();
  const section = await screen.findByRole('region', { name: 'Appeals' });
  expect(await within(section).findByText('No appeals are waiting.')).toBeTruthy();
  fireEvent.click(within(section).getByRole('tab', { name: 'Decided' }));
  expect(await within(section).findByText('The appeals could not be loaded.')).toBeTruthy();
  fail = false;
  fireEvent.click(within(section).getByRole('button', { name: 'Load appeals again' }));
  const rows = await within(section).findAllByTestId('clip-appeal');
  expect(within(rows[0]!).getByTestId('appeal-outcome').textContent).toMatch(/^Granted .*: the clip was restored$/);
  expect(rows[0]!.textContent).toContain('Reason for the outcome: Own address');
  expect(within(rows[1]!).getByTestId('appeal-outcome').textContent).toMatch(/^Denied .*: the decision was kept$/);
  expect(within(section).queryByRole('button', { name: /Restore clip|Keep decision/ })).toBeNull();
});

test('the appeals read in Japanese', async () => {
  api.server.on('client/admin/getClipAppeals', () => ({ json: { isSuccessful: true, appealList: [appeal(1)], nextCursor: null } }));
  await openQueue({ language: 'ja' });
  const section = await screen.findByRole('region', { name: '異議申し立て' });
  const row = (await within(section).findAllByTestId('clip-appeal'))[0]!;
  expect(row.textContent).toContain('モデレーターが非表示に変更');
  expect(row.textContent).toContain('示された理由：Shows a private address');
  expect(row.textContent).toContain('streamer1（クリップの配信者）が申し立て');
  fireEvent.click(within(row).getByRole('button', { name: '「Clip 1」のクリップを復元' }));
  const dialog = await screen.findByRole('dialog', { name: '「Clip 1」を復元しますか？' });
  expect(within(dialog).getByRole('button', { name: 'クリップを復元' })).toBeTruthy();
});
