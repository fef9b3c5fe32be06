import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type LegalHold } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { AdminReportsPage } from './AdminReportsPage';

/**
 * Issue 22 item 6: a moderator places a legal hold on a clip (by its address or id) or an account, with a private
 * note, sees the holds in force (a held account whose owner deleted it says its data waits) and lifts them.
 */
const api = setupFakeApi();
const PATH = '/admin/reports';

async function signIn() {
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('m1'));
  api.server.on('client/admin/getReportGroups', () => ({ json: { isSuccessful: true, reportGroupList: [], hasMore: false } }));
  api.server.on('client/admin/getCommentingBlocks', () => ({ json: { isSuccessful: true, commentingBlockList: [], hasMore: false } }));
  api.server.on('client/admin/getSuspendedAccounts', () => ({ json: { isSuccessful: true, suspendedAccountList: [], hasMore: false } }));
}

const callsTo = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

const clipHold: LegalHold = {
  targetKind: 'clip',
  targetKey: 'clip:clipaaa111',
  label: 'Boss fight',
  channelLogin: 'mychan',
  internalClipId: 'clipaaa111',
  userName: null,
  placedAt: '2026-11-20T10:00:00.000Z',
  placedByUserName: 'mod1',
  note: 'Court order 2026-17',
  deletionPending: false,
};
const pendingAccount: LegalHold = {
  targetKind: 'user',
  targetKey: 'user:u9',
  label: 'gone_user',
  channelLogin: null,
  internalClipId: null,
  userName: 'gone_user',
  placedAt: '2026-11-10T10:00:00.000Z',
  placedByUserName: null,
  note: null,
  deletionPending: true,
};

/** Answers every page with `holds`; `nextCursor` says one more follows. */
function serveHolds(holds: () => LegalHold[], nextCursor: string | null = null) {
  api.server.on('client/admin/getLegalHolds', () => ({ json: { isSuccessful: true, legalHoldList: holds(), hasMore: nextCursor !== null, nextCursor } }));
}

async function openSection(language?: 'en-US' | 'ja') {
  renderScreen(<AdminReportsPage />, { path: PATH, url: PATH, language });
  return screen.findByRole('region', { name: language === 'ja' ? '法的保全' : 'Legal holds' });
}

const rows = (section: HTMLElement) => within(section).getAllByTestId('legal-hold');

test('lists a held clip linking to it with who placed it and the private note, and a held account its owner deleted', async () => {
  await signIn();
  // As an older server answers: hasMore without a cursor, so there is nothing to load more with.
  api.server.on('client/admin/getLegalHolds', () => ({ json: { isSuccessful: true, legalHoldList: [clipHold, pendingAccount], hasMore: true } }));
  const section = await openSection();
  expect(within(section).getByText(/nobody can delete any of it.*its data is deleted only when the hold is lifted/)).toBeTruthy();
  await within(section).findAllByTestId('legal-hold');
  expect(callsTo('client/admin/getLegalHolds')).toEqual([{ limit: 50 }]);
  const [clip, account] = rows(section);

  expect(within(clip!).getByRole('link', { name: 'Boss fight' }).getAttribute('href')).toBe('/mychan/clip/clipaaa111');
  expect(clip!.textContent).toMatch(/^ClipBoss fightPlaced .* by mod1/);
  const note = within(clip!).getByTestId('private-note');
  expect(note.textContent).toBe('Private note (moderators only)Court order 2026-17');
  expect(within(clip!).queryByTestId('deletion-pending')).toBeNull();
  expect(within(clip!).getByRole('button', { name: 'Lift the legal hold on Boss fight' })).toBeTruthy();

  expect(within(account!).queryByRole('link')).toBeNull();
  expect(account!.textContent).toMatch(/^Accountgone_userPlaced .* by a moderator whose account is gone/);
  expect(within(account!).getByTestId('deletion-pending').textContent).toBe('Its owner deleted the account: the data will be deleted when the hold is lifted.');
  expect(within(account!).queryByTestId('private-note')).toBeNull();

  expect(within(section).queryByRole('button', { name: 'Load more holds' })).toBeNull();
});

test('the holds come a page at a time: Load more sends the cursor and appends, a failed page keeps the rows and says so, a lifted hold leaves at once', async () => {
  await signIn();
  let failNext = true;
  api.server.on('client/admin/getLegalHolds', (call) => {
    if (!(call.body as { cursor?: string }).cursor) return { json: { isSuccessful: true, legalHoldList: [clipHold], hasMore: true, nextCursor: 'holds2' } };
    if (failNext) {
      failNext = false;
      return failWith('INTERNAL_ERROR')();
    }
    return { json: { isSuccessful: true, legalHoldList: [pendingAccount], hasMore: false, nextCursor: null } };
  });
  api.server.on('client/admin/liftLegalHold', () => ({ json: { isSuccessful: true, targetKey: 'clip:clipaaa111', wasHeld: true, accountDeleted: false } }));
  const section = await openSection();
  await within(section).findAllByTestId('legal-hold');

  fireEvent.click(within(section).getByRole('button', { name: 'Load more holds' }));
  expect(await within(section).findByText('More holds could not be loaded: Something went wrong on our side. Please try again.')).toBeTruthy();
  expect(rows(section).map((row) => within(row).getByRole('link').textContent)).toEqual(['Boss fight']);

  fireEvent.click(within(section).getByRole('button', { name: 'Load more holds' }));
  await waitFor(() => expect(rows(section)).toHaveLength(2));
  expect(rows(section)[1]!.textContent).toContain('gone_user');
  expect(within(section).queryByText(/^More holds could not be loaded/)).toBeNull();
  expect(within(section).queryByRole('button', { name: 'Load more holds' })).toBeNull();

  fireEvent.click(within(section).getByRole('button', { name: 'Lift the legal hold on Boss fight' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lift the legal hold on Boss fight?' })).getByRole('button', { name: 'Lift hold' }));
  await waitFor(() => expect(rows(section)).toHaveLength(1));
  expect(rows(section)[0]!.textContent).toContain('gone_user');
  // Gone from the rows without reloading the list.
  expect(callsTo('client/admin/getLegalHolds')).toEqual([{ limit: 50 }, { limit: 50, cursor: 'holds2' }, { limit: 50, cursor: 'holds2' }]);
});

test('places a hold on a clip by its address with the note, and on an account by its username, each after a confirm', async () => {
  await signIn();
  let holds: LegalHold[] = [];
  serveHolds(() => holds);
  api.server.on('client/admin/placeLegalHold', (call) => {
    const body = call.body as { internalClipId?: string; userName?: string; privateNote?: string };
    if (body.userName) return { json: { isSuccessful: true, targetKey: 'user:u2', wasHeld: true } };
    holds = [{ ...clipHold, targetKey: `clip:${body.internalClipId}`, internalClipId: body.internalClipId!, label: 'Speedrun', note: body.privateNote ?? null }];
    return { json: { isSuccessful: true, targetKey: `clip:${body.internalClipId}`, wasHeld: false } };
  });
  const section = await openSection();
  expect(await within(section).findByText('No legal holds.')).toBeTruthy();

  const submit = within(section).getByRole('button', { name: 'Place hold' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
  expect((within(section).getByRole('radio', { name: 'Clip' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.change(within(section).getByRole('textbox', { name: 'Clip address or id' }), { target: { value: ' https://clipyard.example/mychan/clip/clipbbb222?t=30 ' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'Request #88 from the police' } });

  // Cancelling the confirm holds nothing.
  fireEvent.click(submit);
  const cancelled = await screen.findByRole('dialog', { name: 'Place a legal hold on the clip clipbbb222?' });
  expect(within(cancelled).getByText(/Nobody will be able to delete the clip clipbbb222, neither its streamer nor a moderator/)).toBeTruthy();
  fireEvent.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo('client/admin/placeLegalHold')).toEqual([]);

  fireEvent.click(submit);
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Place a legal hold on the clip clipbbb222?' })).getByRole('button', { name: 'Place hold' }));
  await waitFor(() => expect(rows(section)).toHaveLength(1));
  expect(callsTo('client/admin/placeLegalHold')).toEqual([{ internalClipId: 'clipbbb222', privateNote: 'Request #88 from the police' }]);
  expect(shownNotifications()).toContain('The clip clipbbb222 is under a legal hold');
  expect(within(rows(section)[0]!).getByRole('link', { name: 'Speedrun' }).getAttribute('href')).toBe('/mychan/clip/clipbbb222');
  expect(within(rows(section)[0]!).getByTestId('private-note').textContent).toMatch(/Request #88 from the police$/);
  expect((within(section).getByRole('textbox', { name: 'Clip address or id' }) as HTMLInputElement).value).toBe('');
  expect((within(section).getByRole('textbox', { name: 'Note for moderators (private)' }) as HTMLInputElement).value).toBe('');

  fireEvent.click(within(within(section).getByRole('radiogroup', { name: 'Place the hold on' })).getByRole('radio', { name: 'Account' }));
  fireEvent.change(within(section).getByRole('textbox', { name: 'Username' }), { target: { value: ' someone ' } });
  fireEvent.click(submit);
  const confirm = await screen.findByRole('dialog', { name: 'Place a legal hold on someone?' });
  expect(within(confirm).getByText(/If they delete their account, their access ends but the data is kept/)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Place hold' }));
  await waitFor(() => expect(shownNotifications()).toContain('someone was already under a legal hold'));
  expect(callsTo('client/admin/placeLegalHold')[1]).toEqual({ userName: 'someone' });
});

test('a clip reference that is not one is refused on its field before any call; the server’s refusals land on their fields', async () => {
  await signIn();
  serveHolds(() => []);
  const refusals: Record<string, string> = { clipzzz999: 'CLIP_NOT_FOUND', nobody_here: 'USER_NOT_FOUND', 'bad name': 'USERNAME_INVALID', long_note: 'PRIVATE_NOTE_TOO_LONG' };
  api.server.on('client/admin/placeLegalHold', (call) => {
    const body = call.body as { internalClipId?: string; userName?: string; privateNote?: string };
    const code = refusals[body.internalClipId ?? (body.privateNote ? 'long_note' : body.userName!)]!;
    return failWith(code, 400)();
  });
  const section = await openSection();
  await within(section).findByText('No legal holds.');
  const submit = within(section).getByRole('button', { name: 'Place hold' });
  const clipField = () => within(section).getByRole('textbox', { name: 'Clip address or id' });
  const notAClip = 'This is not the address or id of a clip on Clipyard: paste an address like https://…/channel/clip/abc123, or the id alone.';

  for (const bad of ['not a clip', 'https://www.twitch.tv/mychan/clip/FunnySlug-abc123', 'https://clipyard.example/mychan', '/mychan/clip/x']) {
    fireEvent.change(clipField(), { target: { value: bad } });
    fireEvent.click(submit);
    expect(await within(section).findByRole('textbox', { name: 'Clip address or id', description: notAClip })).toBeTruthy();
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(callsTo('client/admin/placeLegalHold')).toEqual([]);
  // Typing again clears the error.
  fireEvent.change(clipField(), { target: { value: '/mychan/clip/clipzzz999' } });
  expect(within(section).queryByText(notAClip)).toBeNull();

  const confirmAndWait = async (title: string) => {
    fireEvent.click(submit);
    fireEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Place hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  await confirmAndWait('Place a legal hold on the clip clipzzz999?');
  expect(await within(section).findByRole('textbox', { name: 'Clip address or id', description: 'This clip does not exist or was removed.' })).toBeTruthy();

  fireEvent.click(within(section).getByRole('radio', { name: 'Account' }));
  const userField = () => within(section).getByRole('textbox', { name: 'Username' });
  fireEvent.change(userField(), { target: { value: 'nobody_here' } });
  await confirmAndWait('Place a legal hold on nobody_here?');
  expect(await within(section).findByRole('textbox', { name: 'Username', description: 'This user does not exist.' })).toBeTruthy();

  fireEvent.change(userField(), { target: { value: 'bad name' } });
  await confirmAndWait('Place a legal hold on bad name?');
  expect(await within(section).findByRole('textbox', { name: 'Username', description: 'Usernames are 3 to 20 letters, digits or underscores.' })).toBeTruthy();

  fireEvent.change(userField(), { target: { value: 'someone' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'a note' } });
  await confirmAndWait('Place a legal hold on someone?');
  expect(await within(section).findByRole('textbox', { name: 'Note for moderators (private)', description: 'The note for moderators cannot be more than 1,000 characters.' })).toBeTruthy();
  expect(callsTo('client/admin/placeLegalHold')).toEqual([
    { internalClipId: 'clipzzz999' },
    { userName: 'nobody_here' },
    { userName: 'bad name' },
    { userName: 'someone', privateNote: 'a note' },
  ]);
  // None of them was a notification: each is on its field.
  expect(shownNotifications()).toEqual([]);
});

test('lifts a clip’s hold after a confirm, and a held account its owner deleted after a warning that its data is deleted now', async () => {
  await signIn();
  let holds = [clipHold, pendingAccount];
  serveHolds(() => holds);
  api.server.on('client/admin/liftLegalHold', (call) => {
    const body = call.body as { internalClipId?: string; userName?: string };
    holds = holds.filter((h) => h.internalClipId !== body.internalClipId && h.userName !== body.userName);
    return { json: { isSuccessful: true, targetKey: body.internalClipId ? `clip:${body.internalClipId}` : 'user:u9', wasHeld: true, accountDeleted: Boolean(body.userName) } };
  });
  const section = await openSection();
  await within(section).findAllByTestId('legal-hold');

  fireEvent.click(within(section).getByRole('button', { name: 'Lift the legal hold on Boss fight' }));
  const clipDialog = await screen.findByRole('dialog', { name: 'Lift the legal hold on Boss fight?' });
  expect(within(clipDialog).getByText('“Boss fight” can then be deleted by its streamer or removed by a moderator again.')).toBeTruthy();
  fireEvent.click(within(clipDialog).getByRole('button', { name: 'Lift hold' }));
  await waitFor(() => expect(rows(section)).toHaveLength(1));
  expect(shownNotifications()).toContain('The legal hold on Boss fight is lifted');

  fireEvent.click(within(section).getByRole('button', { name: 'Lift the legal hold on gone_user' }));
  const accountDialog = await screen.findByRole('dialog', { name: 'Lift the legal hold on gone_user?' });
  expect(within(accountDialog).getByText('gone_user has already deleted their account: lifting the hold deletes its data now, for good. This cannot be undone.')).toBeTruthy();
  // Cancelling deletes nothing.
  fireEvent.click(within(accountDialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo('client/admin/liftLegalHold')).toEqual([{ internalClipId: 'clipaaa111' }]);

  fireEvent.click(within(section).getByRole('button', { name: 'Lift the legal hold on gone_user' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lift the legal hold on gone_user?' })).getByRole('button', { name: 'Lift hold and delete data' }));
  expect(await within(section).findByText('No legal holds.')).toBeTruthy();
  expect(shownNotifications()).toContain('The hold is lifted and the data of gone_user’s deleted account was deleted');
  expect(callsTo('client/admin/liftLegalHold')).toEqual([{ internalClipId: 'clipaaa111' }, { userName: 'gone_user' }]);
});

test('a refused lift keeps the hold listed and says why', async () => {
  await signIn();
  serveHolds(() => [clipHold]);
  api.server.on('client/admin/liftLegalHold', failWith('INTERNAL_ERROR'));
  const section = await openSection();
  fireEvent.click(await within(section).findByRole('button', { name: 'Lift the legal hold on Boss fight' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lift the legal hold on Boss fight?' })).getByRole('button', { name: 'Lift hold' }));
  await waitFor(() => expect(shownNotifications().some((m) => m.startsWith('The hold could not be lifted: '))).toBe(true));
  expect(rows(section)).toHaveLength(1);
});

test('in Japanese: a failed list offers a retry, then says there are no holds; the form and a held account read in Japanese', async () => {
  await signIn();
  api.server.on('client/admin/getLegalHolds', failWith('INTERNAL_ERROR'));
  const section = await openSection('ja');
  expect(await within(section).findByText(/^法的保全を読み込めませんでした/)).toBeTruthy();
  serveHolds(() => []);
  fireEvent.click(within(section).getByRole('button', { name: '法的保全を再読み込み' }));
  expect(await within(section).findByText('法的保全はありません。')).toBeTruthy();

  expect(within(section).getByRole('radiogroup', { name: '保全の対象' })).toBeTruthy();
  fireEvent.change(within(section).getByRole('textbox', { name: 'クリップの URL または ID' }), { target: { value: 'これはクリップではない' } });
  fireEvent.click(within(section).getByRole('button', { name: '保全する' }));
  expect(await within(section).findByText(/^Clipyard のクリップの URL または ID ではありません。/)).toBeTruthy();
  expect(callsTo('client/admin/placeLegalHold')).toEqual([]);

  serveHolds(() => [pendingAccount], 'holds2');
  fireEvent.click(within(section).getByRole('radio', { name: 'アカウント' }));
  fireEvent.change(within(section).getByRole('textbox', { name: 'ユーザー名' }), { target: { value: 'gone_user' } });
  api.server.on('client/admin/placeLegalHold', () => ({ json: { isSuccessful: true, targetKey: 'user:u9', wasHeld: false } }));
  fireEvent.click(within(section).getByRole('button', { name: '保全する' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'gone_user を保全しますか？' })).getByRole('button', { name: '保全する' }));
  expect(await within(section).findByText('持ち主がアカウントを削除しました。データは保全を解除したときに削除されます。')).toBeTruthy();
  expect(shownNotifications()).toContain('gone_user を保全しました');
  expect(within(section).getByRole('button', { name: 'gone_user の保全を解除' })).toBeTruthy();
  expect(within(section).getByRole('button', { name: '法的保全をさらに表示' })).toBeTruthy();
});
