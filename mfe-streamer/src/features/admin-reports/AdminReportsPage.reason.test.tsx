import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';

/**
 * Issue 19 (ADR 0118): removing a clip asks for the public reason its submitter and streamer are told (optional, at
 * most 300 characters), in both languages, and sends it with the removal.
 */
const api = setupFakeApi();
const PATH = '/admin/reports';

const clip = sampleClip({ internalClipId: 'clipbad01', channelLogin: 'somechan', clipTitle: 'Borrowed footage' });
const group = {
  targetKey: 'clip:clipbad01',
  targetKind: 'clip',
  reportId: 'rep1',
  reportCount: 1,
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  lastReportedAt: '2026-11-21T10:00:00.000Z',
  reasonList: [],
  channelLogin: 'somechan',
  channelDisplayName: 'Some Chan',
  clip,
  internalClipId: 'clipbad01',
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

async function openQueue(language: 'en-US' | 'ja') {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [group], hasMore: false } }));
  api.server.on('client/admin/resolveReport', () => ({ json: { isSuccessful: true, reportId: 'rep1', status: 'actioned', closedCount: 1 } }));
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language });
  return screen.findByTestId('report-group');
}

const resolveBodies = () => api.server.calls.filter((call) => call.path === 'client/admin/resolveReport').map((call) => call.body);

test('the removal sends the reason typed (trimmed); too long a reason is refused before sending', async () => {
  const card = await openQueue('en-US');
  fireEvent.click(within(card).getByRole('button', { name: 'Remove clip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this clip?' });
  const field = within(dialog).getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' });

  fireEvent.change(field, { target: { value: 'x'.repeat(301) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove clip' }));
  expect(await within(dialog).findByText('The reason can be at most 300 characters (301 now).')).toBeTruthy();
  expect(resolveBodies()).toEqual([]);

  fireEvent.change(field, { target: { value: '  Copyright claim by the rights holder.  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove clip' }));
  await waitFor(() => expect(screen.queryByTestId('report-group')).toBeNull());
  expect(resolveBodies()).toEqual([{ reportId: 'rep1', resolution: 'actioned', action: 'removeClip', publicReason: 'Copyright claim by the rights holder.' }]);
});

test('no reason sends none; cancelling sends nothing (Japanese)', async () => {
  const card = await openQueue('ja');
  fireEvent.click(within(card).getByRole('button', { name: 'クリップを削除' }));
  let dialog = await screen.findByRole('dialog', { name: 'このクリップを削除しますか？' });
  expect(within(dialog).getByRole('textbox', { name: '投稿者と配信者に伝える理由（任意）' })).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(resolveBodies()).toEqual([]);

  fireEvent.click(within(card).getByRole('button', { name: 'クリップを削除' }));
  dialog = await screen.findByRole('dialog', { name: 'このクリップを削除しますか？' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'クリップを削除' }));
  await waitFor(() => expect(resolveBodies()).toEqual([{ reportId: 'rep1', resolution: 'actioned', action: 'removeClip' }]));
});
