import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, useSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { ClipMenu } from './ClipMenu';

const api = setupFakeApi();


async function signIn(streamerChannelLogin: string | null) {
  serveSignedInBasics(api.server, { username: 'streamerone', firebaseUid: 'u1', isStreamer: streamerChannelLogin !== null, streamerChannelLogin });
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

/** The reason dialog: pick a reason, send. */
async function chooseReason(reason: string, title = 'Report Clip') {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(dialog).getByRole('radio', { name: reason }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
}

async function confirmBlock() {
  const dialog = await screen.findByRole('dialog', { name: 'Block mychannel?' });
  expect(within(dialog).getByText(/no longer see this channel's clips/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block Channel' }));
}

function renderMenu(onRenamed = jest.fn()) {
  renderScreen(<ClipMenu open onClose={() => undefined} internalClipId="clipabc123" channelLogin="mychannel" clipTitle="Old title" onRenamed={onRenamed} />, {
    path: '/',
    url: '/',
  });
  return onRenamed;
}

test('a viewer sees Share, Report, Block, Download and Cancel, never Edit Title or Delete', async () => {
  await signIn('otherchannel');
  renderMenu();
  for (const name of ['Share Clip', 'Report Clip', 'Block Channel', 'Download Clip', 'Cancel']) expect(screen.getByText(name)).toBeTruthy();
  expect(screen.queryByText('Edit Title')).toBeNull();
  expect(screen.queryByText('Delete Clip')).toBeNull();
});

test("reporting while signed out asks to sign in ('Sign in to report inappropriate content', Login)", async () => {
  // Known to be signed out: the session has loaded with nobody in it.
  getSession().authLoaded();
  renderMenu();
  fireEvent.click(screen.getByText('Report Clip'));
  const dialog = await screen.findByRole('dialog', { name: 'Report Clip' });
  expect(within(dialog).getByText('Sign in to report inappropriate content')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));
  expect(api.server.calls.some((call) => call.path === 'client/report/reportClip')).toBe(false);
});

/** Right after a page load: the session has not restored yet, so a signed-in person still reads as signed out. */
async function restoreSignedIn() {
  await act(async () => {
    await signIn(null);
    getSession().authLoaded();
  });
}

test('Report tapped while the session is still restoring waits for it: a signed-in person gets the reasons, not "sign in"', async () => {
  useSession.setState({ loaded: false });
  api.server.on('client/report/reportClip', () => ({ json: { isSuccessful: true, reportId: 'r1' } }));
  renderMenu();
  fireEvent.click(screen.getByText('Report Clip'));
  // Nothing is said before the session is known (the tap's own work and renders flushed first).
  await act(async () => undefined);
  expect(screen.queryByRole('dialog', { name: 'Report Clip' })).toBeNull();
  await restoreSignedIn();
  await chooseReason('Spam or misleading');
  await waitFor(() => expect(shownNotifications()).toContain('Thank you for the report'));
  expect(screen.queryByText('Sign in to report inappropriate content')).toBeNull();
});

test("a signed-in report says 'Thank you for the report'; a failure says 'Failed to report clip'", async () => {
  await signIn(null);
  api.server.on('client/report/reportClip', () => ({ json: { isSuccessful: true, reportId: 'r1' } }));
  renderMenu();
  fireEvent.click(screen.getByText('Report Clip'));
  await chooseReason('Spam or misleading');
  await waitFor(() => expect(shownNotifications()).toContain('Thank you for the report'));
  expect(api.server.calls.find((call) => call.path === 'client/report/reportClip')?.body).toEqual({ internalClipId: 'clipabc123', reason: 'spam' });
  api.server.on('client/report/reportClip', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  fireEvent.click(screen.getByText('Report Clip'));
  await chooseReason('Copyright infringement');
  await waitFor(() => expect(shownNotifications()).toContain('Failed to report clip'));
});

test('the report reason dialog needs a reason, and text for "Something else"; cancelling sends nothing', async () => {
  await signIn(null);
  api.server.on('client/report/reportClip', () => ({ json: { isSuccessful: true, reportId: 'r1' } }));
  renderMenu();
  fireEvent.click(screen.getByText('Report Clip'));
  let dialog = await screen.findByRole('dialog', { name: 'Report Clip' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason.');
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Describe the problem.');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tell us what is wrong' }), { target: { value: '  stolen from my stream  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(api.server.calls.filter((call) => call.path === 'client/report/reportClip').map((call) => call.body)).toEqual([{ internalClipId: 'clipabc123', reason: 'other: stolen from my stream' }]));
  fireEvent.click(screen.getByText('Report Clip'));
  dialog = await screen.findByRole('dialog', { name: 'Report Clip' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Clip' })).toBeNull());
  expect(api.server.calls.filter((call) => call.path === 'client/report/reportClip')).toHaveLength(1);
});

test("block channel: 'Channel blocked' after the server agrees, 'Failed to block channel' when it does not", async () => {
  await signIn(null);
  api.server.on('client/channelBlocking/modifyChannelBlockPreference', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  renderMenu();
  fireEvent.click(screen.getByText('Block Channel'));
  await confirmBlock();
  await waitFor(() => expect(shownNotifications()).toContain('Failed to block channel'));
  expect(getSession().blockedChannels).toEqual([]);
  api.server.on('client/channelBlocking/modifyChannelBlockPreference', () => ({ json: { isSuccessful: true, channelLogin: 'mychannel', isBlock: true } }));
  fireEvent.click(screen.getByTestId('bottom-sheet-block'));
  await confirmBlock();
  await waitFor(() => expect(shownNotifications()).toContain('Channel blocked'));
  expect(getSession().blockedChannels).toEqual(['mychannel']);
});

test('the clip’s own streamer renames it: the 3-character rule, then success', async () => {
  await signIn('mychannel');
  api.server.on('client/clipManage/renameClip', (call) => ({
    json: { isSuccessful: true, internalClipId: 'clipabc123', clipTitle: (call.body as { clipTitle: string }).clipTitle },
  }));
  const onRenamed = renderMenu();
  expect(screen.getByText('Delete Clip')).toBeTruthy();
  fireEvent.click(screen.getByText('Edit Title'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Title' });
  const input = within(dialog).getByRole('textbox');
  fireEvent.change(input, { target: { value: 'ab' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText('Clip name cannot be less than 3 characters')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/clipManage/renameClip')).toBe(false);
  fireEvent.change(input, { target: { value: 'A better title' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(shownNotifications()).toContain('Clip renamed successfully'));
  expect(onRenamed).toHaveBeenCalledWith('A better title');
  expect(api.server.calls.find((call) => call.path === 'client/clipManage/renameClip')?.body).toEqual({ internalClipId: 'clipabc123', clipTitle: 'A better title' });
});

test('Share opens the share sheet: the link, the link at the current moment, the embed code', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderScreen(<ClipMenu open onClose={() => undefined} internalClipId="clipabc123" channelLogin="mychannel" clipTitle='Big "one"' currentTime={() => 62.7} />, { path: '/', url: '/' });
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  fireEvent.click(await screen.findByText('Copy link starting at 1:02'));
  await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/mychannel/clip/clipabc123?t=1m2s`));
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  fireEvent.click(await screen.findByText('Copy embed code'));
  await waitFor(() =>
    expect(writeText).toHaveBeenLastCalledWith(
      `<iframe src="${location.origin}/embed/mychannel/clipabc123" width="640" height="360" title="Big &quot;one&quot;" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    ),
  );
  await waitFor(() => expect(shownNotifications()).toContain('Embed code copied'));
  fireEvent.click(screen.getByTestId('bottom-sheet-share'));
  fireEvent.click(await screen.findByText('Copy link'));
  await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/mychannel/clip/clipabc123`));
});

test('Download Vertical Version is offered only for a clip that has one, and saves that file (issue 23 item 3)', async () => {
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
  const { unmount } = renderScreen(<ClipMenu open onClose={() => undefined} internalClipId="clipabc123" channelLogin="mychannel" />, { path: '/', url: '/' });
  expect(screen.queryByText('Download Vertical Version')).toBeNull();
  unmount();
  renderScreen(<ClipMenu open onClose={() => undefined} internalClipId="clipabc123" channelLogin="mychannel" verticalVersion />, { path: '/', url: '/' });
  fireEvent.click(screen.getByText('Download Vertical Version'));
  expect(clicked).toEqual([expect.stringMatching(/\/clips\/mychannel\/clipabc123-vertical\.mp4\?download=1$/)]);
  click.mockRestore();
});

test('Download Clip asks the media host for the source rendition as an attachment', async () => {
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
  renderMenu();
  fireEvent.click(screen.getByText('Download Clip'));
  expect(clicked).toHaveLength(1);
  expect(clicked[0]).toMatch(/\/clips\/mychannel\/clipabc123-source\.mp4\?download=1$/);
  click.mockRestore();
});
