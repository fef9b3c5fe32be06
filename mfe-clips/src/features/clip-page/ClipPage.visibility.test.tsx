import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_REASON_MAX, getSession, type Clip } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications } from '@clipyard/testing';
import { ClipPage } from './ClipPage';
import { setupQuietClipPage } from './quiet-clip-page.test-support';

/** Issue 22 item 2: a moderator unlists, hides or makes public again a clip from its page (menu and banner). */
const api = setupQuietClipPage();

const path = '/:channelLogin/clip/:internalClipId';
const publicClip = sampleClip({ internalClipId: 'visclip1', clipTitle: 'A public clip' });
const hiddenClip: Clip = {
  ...publicClip,
  visibility: 'hidden',
  moderation: { visibility: 'hidden', publicReason: 'Shows a private address', moderatedAt: '2026-11-28T10:00:00.000Z', appealStatus: null, canAppeal: false },
};
const fetches = () => api.server.calls.filter((call) => call.path === 'client/videoListing/fetchClipsById').length;

// The page loads the dialog's code when it is first opened (React.lazy): loaded here once, so each test waits for
// what a person sees, not for jest compiling a module on a busy machine (the first test timed out at 1 s under load).
beforeAll(() => import('./ClipVisibilityDialog'));

/** The clip page read by a signed-in person (an admin unless told), the server answering `answers` in turn (the last from then on). */
async function open(answers: Clip[], isAdmin = true) {
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [answers.length > 1 ? answers.shift() : answers[0]] } }));
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin });
  await getSession().authSignedIn(fakeAuthUser('m1'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${publicClip.internalClipId}`, language: 'en-US' });
  await screen.findByRole('heading', { name: 'A public clip' });
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Clip menu' }));
  return screen.findByRole('menu');
}

test('an admin hides a public clip with a reason and a note: the call, the toast, and the clip read again with its banner', async () => {
  api.server.on('client/admin/setClipVisibility', () => ({ json: { isSuccessful: true, internalClipId: publicClip.internalClipId, visibility: 'hidden', changed: true } }));
  await open([publicClip, hiddenClip]);
  const menu = await openMenu();
  // A public clip: the two changes from it, never Make public again.
  expect(within(menu).getByRole('menuitem', { name: 'Unlist clip' })).toBeTruthy();
  expect(within(menu).queryByRole('menuitem', { name: 'Make public again' })).toBeNull();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Hide clip' }));

  const dialog = await screen.findByRole('dialog', { name: 'Hide this clip?' });
  const reason = within(dialog).getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' });
  fireEvent.change(reason, { target: { value: '  Shows a private address  ' } });
  expect(within(dialog).getByText(`They read it on the clip page and in their notification. 23 / ${PUBLIC_REASON_MAX}`)).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for moderators (private)' }), { target: { value: 'Reported twice' } });
  const readsBefore = fetches();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide clip' }));

  await waitFor(() => expect(shownNotifications()).toContain('Clip hidden'));
  const call = api.server.calls.find((c) => c.path === 'client/admin/setClipVisibility');
  expect(call?.body).toEqual({ internalClipId: 'visclip1', visibility: 'hidden', publicReason: 'Shows a private address', privateNote: 'Reported twice' });
  expect(call?.authorization).toBe('Bearer token-m1');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(fetches()).toBe(readsBefore + 1));
  const banner = await screen.findByTestId('clip-moderation-banner');
  expect(within(banner).getByText('A moderator hid this clip. Only its streamer, its submitter and the moderators can see it.')).toBeTruthy();
});

test('an admin makes a hidden clip public again from the banner; the banner goes once the clip is read again', async () => {
  api.server.on('client/admin/setClipVisibility', () => ({ json: { isSuccessful: true, internalClipId: publicClip.internalClipId, visibility: 'public', changed: true } }));
  await open([hiddenClip, publicClip]);
  const banner = screen.getByTestId('clip-moderation-banner');
  fireEvent.click(within(banner).getByRole('button', { name: 'Make public again' }));

  const dialog = await screen.findByRole('dialog', { name: 'Make this clip public again?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Make public again' }));
  await waitFor(() => expect(shownNotifications()).toContain('Clip is public again'));
  // Nothing written: neither the reason nor the note is sent.
  expect(api.server.calls.find((c) => c.path === 'client/admin/setClipVisibility')?.body).toEqual({ internalClipId: 'visclip1', visibility: 'public' });
  await waitFor(() => expect(screen.queryByTestId('clip-moderation-banner')).toBeNull());
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a hidden clip’s menu offers Unlist clip and Make public again, not Hide clip', async () => {
  await open([hiddenClip]);
  const menu = await openMenu();
  expect(within(menu).getByRole('menuitem', { name: 'Unlist clip' })).toBeTruthy();
  expect(within(menu).getByRole('menuitem', { name: 'Make public again' })).toBeTruthy();
  expect(within(menu).queryByRole('menuitem', { name: 'Hide clip' })).toBeNull();
});

test('a reason too long is said on its field and nothing is sent; one the server refuses is said there too, the dialog staying open', async () => {
  api.server.on('client/admin/setClipVisibility', failWith('PUBLIC_REASON_TOO_LONG', 400));
  await open([publicClip]);
  fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Unlist clip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unlist this clip?' });
  const reason = within(dialog).getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' });

  fireEvent.change(reason, { target: { value: 'x'.repeat(PUBLIC_REASON_MAX + 1) } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unlist clip' }));
  const tooLong = 'The reason shown to the people told cannot be more than 300 characters.';
  expect(await within(dialog).findByText(tooLong)).toBeTruthy();
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(reason.getAttribute('aria-describedby')).toBe(within(dialog).getByText(tooLong).id);
  expect(api.server.calls.some((c) => c.path === 'client/admin/setClipVisibility')).toBe(false);

  // Writing again clears it; the server's own refusal lands on the same field.
  fireEvent.change(reason, { target: { value: 'Off topic' } });
  expect(within(dialog).queryByText(tooLong)).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unlist clip' }));
  expect(await within(dialog).findByText(tooLong)).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Unlist this clip?' })).toBeTruthy();
  expect(shownNotifications()).not.toContain('Clip unlisted');
});

test('another refusal is said above the fields, and Cancel closes the dialog', async () => {
  api.server.on('client/admin/setClipVisibility', failWith('NOT_ADMIN', 403));
  await open([publicClip]);
  fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Hide clip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hide this clip?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hide clip' }));
  expect(await within(dialog).findByRole('alert')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a non-admin sees none of the moderator’s items, and no Make public again on the banner', async () => {
  await open([hiddenClip], false);
  expect(within(screen.getByTestId('clip-moderation-banner')).queryByRole('button')).toBeNull();
  const menu = await openMenu();
  expect(within(menu).getByRole('menuitem', { name: 'Share Clip' })).toBeTruthy();
  for (const name of ['Unlist clip', 'Hide clip', 'Make public again']) expect(within(menu).queryByRole('menuitem', { name })).toBeNull();
});

test('the moderator’s items, dialog and toast read in Japanese', async () => {
  api.server.on('client/admin/setClipVisibility', () => ({ json: { isSuccessful: true, internalClipId: publicClip.internalClipId, visibility: 'unlisted', changed: true } }));
  api.server.on('client/videoListing/fetchClipsById', () => ({ json: { isSuccessful: true, clipList: [publicClip] } }));
  serveSignedInBasics(api.server, { username: 'mod1', firebaseUid: 'm1', isAdmin: true });
  await getSession().authSignedIn(fakeAuthUser('m1'));
  renderScreen(<ClipPage />, { path, url: `/somechannel/clip/${publicClip.internalClipId}`, language: 'ja' });
  await screen.findByRole('heading', { name: 'A public clip' });
  fireEvent.click(screen.getByTestId('clip-menu-button'));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'クリップを非表示にする' })).toBeTruthy();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'クリップを限定公開にする' }));
  const dialog = await screen.findByRole('dialog', { name: 'このクリップを限定公開にしますか？' });
  expect(within(dialog).getByRole('textbox', { name: '投稿者と配信者に伝える理由（任意）' })).toBeTruthy();
  expect(within(dialog).getByRole('textbox', { name: 'モデレーター向けメモ（非公開）' })).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'クリップを限定公開にする' }));
  await waitFor(() => expect(shownNotifications()).toContain('クリップを限定公開にしました'));
});
