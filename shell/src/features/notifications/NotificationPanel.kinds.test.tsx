import { getSession, type NotificationItem } from '@clipyard/shared';
import { fakeAuthUser, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { setupShellI18n } from '../../i18n/setup';
import NotificationPanel from './NotificationPanel';

/**
 * Issue 19 (ADR 0118): every kind of entry reads right in both languages, with its icon, and leads somewhere that
 * exists: clip requests to the queue, clips to their page, and an entry whose clip is gone says so instead of linking.
 */
const api = setupFakeApi();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const base = { createdAt: '2026-11-23T10:00:00.000Z', isRead: false, channelLogin: 'alice', internalClipId: 'clip001', clipTitle: 'Great play', actorName: null, reason: null, itemCount: null, clipGone: false };
const entries: NotificationItem[] = [
  { ...base, notificationId: '9', kind: 'clip_request', internalClipId: null, clipTitle: 'Please add', actorName: 'bob', itemCount: 1 },
  { ...base, notificationId: '8', kind: 'clip_request', internalClipId: null, clipTitle: 'Newest ask', actorName: 'eve', itemCount: 3 },
  { ...base, notificationId: '7', kind: 'clip_removed', internalClipId: 'clip002', clipTitle: 'Borrowed', reason: 'Copyright claim', clipGone: true },
  { ...base, notificationId: '6', kind: 'comment_reply', actorName: 'carol' },
  { ...base, notificationId: '5', kind: 'comment_mention', actorName: 'dave' },
  { ...base, notificationId: '4', kind: 'request_approved', internalClipId: 'clip003', clipTitle: 'Old one', clipGone: true, isRead: true },
  { ...base, notificationId: '3', kind: 'new_clip', channelName: 'Alice Plays' },
  // The commenter deleted their account since: the server took their name out (issue 22 item 7).
  { ...base, notificationId: '2', kind: 'clip_comment', actorName: null },
  // A moderator wrote in the thread of a report (issue 22): a clip report names the clip; both lead to the thread.
  { ...base, notificationId: '1', kind: 'report_message', reportId: 'rep7' },
  { ...base, notificationId: '0', kind: 'report_message', internalClipId: null, clipTitle: null, reportId: 'rep8' },
  // A moderator unlisted, hid or restored a clip, or denied an appeal (issue 22 item 2): the reason when given, to the clip.
  { ...base, notificationId: '13', kind: 'clip_unlisted', reason: 'Misleading title' },
  { ...base, notificationId: '12', kind: 'clip_hidden', reason: 'Private address' },
  { ...base, notificationId: '11', kind: 'clip_restored', reason: null },
  { ...base, notificationId: '10', kind: 'appeal_denied', reason: 'Still shows the address' },
  // A copyright notice hid a clip (issue 22 item 3): to the clip, whose page shows the notice.
  { ...base, notificationId: '9', kind: 'takedown_notice', reason: null },
];

async function renderPanel(language: 'en-US' | 'ja') {
  serveSignedInBasics(api.server, { firebaseUid: 'u1', username: 'alice', isStreamer: true, streamerChannelLogin: 'alice' });
  api.server.on('client/notifications/getNotifications', () => ({ json: { isSuccessful: true, notificationList: entries, nextCursor: null, unreadCount: 6 } }));
  api.server.on('client/notifications/markRead', () => ({ json: { isSuccessful: true, unreadCount: 5 } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  const i18n = await setupShellI18n(language);
  await i18n.changeLanguage(language);
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationPanel id="panel" anchor={document.body} onClose={onClose} />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const list = await screen.findByTestId('notification-list');
  const rows = within(list).getAllByTestId('notification-entry');
  return { rows, onClose };
}

const hrefOf = (row: HTMLElement) => within(row).queryByRole('link')?.getAttribute('href') ?? null;

test('every kind in English: its words, its icon and where it leads; gone clips are said to be gone and not linked', async () => {
  const { rows } = await renderPanel('en-US');
  expect(rows.map((row) => [row.getAttribute('data-kind'), row.querySelector('.MuiListItemText-primary')?.textContent, hrefOf(row)])).toEqual([
    ['clip_request', 'bob sent a clip request to alice: “Please add”', '/streamer/requests'],
    ['clip_request', '3 clip requests are waiting on alice (newest: “Newest ask”)', '/streamer/requests'],
    ['clip_removed', 'A moderator removed the clip “Borrowed” from alice', null],
    ['comment_reply', 'carol replied to your comment on “Great play”', '/alice/clip/clip001'],
    ['comment_mention', 'dave mentioned you in a comment on “Great play”', '/alice/clip/clip001'],
    ['request_approved', 'Your clip request “Old one” was approved', null],
    // Named by its display name where the server gave one (issue 19), by its login otherwise.
    ['new_clip', 'New clip from Alice Plays: Great play', '/alice/clip/clip001'],
    ['clip_comment', 'A deleted account commented on your clip “Great play”', '/alice/clip/clip001'],
    ['report_message', 'A moderator replied to your report of “Great play”', '/account/reports?report=rep7'],
    ['report_message', 'A moderator replied to your report', '/account/reports?report=rep8'],
    ['clip_unlisted', 'A moderator unlisted your clip “Great play”: it is no longer in lists or search', '/alice/clip/clip001'],
    ['clip_hidden', 'A moderator hid your clip “Great play”: only you and the moderators can see it', '/alice/clip/clip001'],
    ['clip_restored', 'Your clip “Great play” is public again', '/alice/clip/clip001'],
    ['appeal_denied', 'Your appeal for “Great play” was denied', '/alice/clip/clip001'],
    ['takedown_notice', 'A copyright notice hid your clip “Great play” while a moderator reviews it: read the notice on the clip page', '/alice/clip/clip001'],
  ]);
  expect(rows[10]!.textContent).toContain('Reason: Misleading title');
  expect(rows[11]!.textContent).toContain('Reason: Private address');
  expect(rows[12]!.textContent).not.toContain('Reason');
  expect(rows[13]!.textContent).toContain('Reason: Still shows the address');
  // The removal says why and that the clip is gone; the old approval says gone too (issue 19 item 21).
  expect(rows[2]!.textContent).toContain('Reason: Copyright claim');
  expect(rows[2]!.textContent).toContain('This clip was removed');
  expect(rows[5]!.textContent).toContain('This clip was removed');
  expect(rows[6]!.textContent).not.toContain('This clip was removed');
  expect(rows.map((row) => row.getAttribute('data-gone'))).toEqual(['false', 'false', 'true', 'false', 'false', 'true', 'false', 'false', 'false', 'false', 'false', 'false', 'false', 'false', 'false']);
  // One icon per kind, decoration only.
  for (const row of rows) {
    const icon = within(row).getByTestId(`notification-icon-${row.getAttribute('data-kind')}`);
    expect(icon.getAttribute('aria-hidden')).toBe('true');
  }
});

test('every kind in Japanese', async () => {
  const { rows } = await renderPanel('ja');
  expect(rows.map((row) => row.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
    'bob さんから alice にクリップのリクエストが届きました：「Please add」',
    'alice に 3 件のクリップのリクエストが届いています（最新：「Newest ask」）',
    'モデレーターが alice のクリップ「Borrowed」を削除しました',
    'carol さんが「Great play」でのあなたのコメントに返信しました',
    'dave さんが「Great play」のコメントであなたをメンションしました',
    'クリップのリクエスト「Old one」が承認されました',
    'Alice Plays の新しいクリップ：Great play',
    '退会したユーザーがあなたのクリップ「Great play」にコメントしました',
    'モデレーターが「Great play」についてのあなたの報告に返信しました',
    'モデレーターがあなたの報告に返信しました',
    'モデレーターがあなたのクリップ「Great play」を限定公開にしました（一覧や検索に表示されません）',
    'モデレーターがあなたのクリップ「Great play」を非表示にしました（あなたとモデレーターだけが見られます）',
    'あなたのクリップ「Great play」が再び公開されました',
    '「Great play」への異議申し立ては認められませんでした',
    '著作権侵害の通知により、モデレーターが確認するまでクリップ「Great play」が非表示になりました。通知はクリップのページで確認できます',
  ]);
  expect(rows[13]!.textContent).toContain('理由：Still shows the address');
  expect(rows[2]!.textContent).toContain('理由：Copyright claim');
  expect(rows[2]!.textContent).toContain('このクリップは削除されました');
  expect(rows[5]!.textContent).toContain('このクリップは削除されました');
});

test('opening a gone entry marks it read and goes nowhere; a request entry opens the queue', async () => {
  const { rows, onClose } = await renderPanel('en-US');
  fireEvent.click(within(rows[2]!).getByRole('button'));
  expect(onClose).toHaveBeenCalled();
  expect(screen.getByTestId('where').textContent).toBe('/');
  await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'notification-entry' && el.getAttribute('data-kind') === 'clip_removed' && el.getAttribute('data-read') === 'true');
  await waitFor(() => expect(api.server.calls.some((c) => c.path.endsWith('client/notifications/markRead') && JSON.stringify(c.body) === '{"notificationId":"7"}')).toBe(true));

  fireEvent.click(within(rows[0]!).getByRole('link'));
  expect(screen.getByTestId('where').textContent).toBe('/streamer/requests');
});
