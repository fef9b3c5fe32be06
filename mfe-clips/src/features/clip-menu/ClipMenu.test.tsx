import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, useFakeApi } from '@clipyard/shared/testing';
import { ClipMenu } from './ClipMenu';

const api = useFakeApi();


async function signIn(streamerChannelLogin: string | null) {
  serveSignedInBasics(api.server, { username: 'streamerone', firebaseUid: 'u1', isStreamer: streamerChannelLogin !== null, streamerChannelLogin });
  await getSession().authSignedIn(fakeAuthUser('u1'));
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
  renderMenu();
  fireEvent.click(screen.getByText('Report Clip'));
  const dialog = await screen.findByRole('dialog', { name: 'Report Clip' });
  expect(within(dialog).getByText('Sign in to report inappropriate content')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));
  expect(api.server.calls.some((call) => call.path === 'client/report/reportClip')).toBe(false);
});

test("a signed-in report says 'Thank you for the report'; a failure says 'Failed to report clip'", async () => {
  await signIn(null);
  api.server.on('client/report/reportClip', () => ({ json: { isSuccessful: true, reportId: 'r1' } }));
  renderMenu();
  fireEvent.click(screen.getByText('Report Clip'));
  await waitFor(() => expect(shownNotifications()).toContain('Thank you for the report'));
  api.server.on('client/report/reportClip', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  fireEvent.click(screen.getByText('Report Clip'));
  await waitFor(() => expect(shownNotifications()).toContain('Failed to report clip'));
});

test("block channel: 'Channel blocked' after the server agrees, 'Failed to block channel' when it does not", async () => {
  await signIn(null);
  api.server.on('client/channelBlocking/modifyChannelBlockPreference', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  renderMenu();
  fireEvent.click(screen.getByText('Block Channel'));
  await waitFor(() => expect(shownNotifications()).toContain('Failed to block channel'));
  expect(getSession().blockedChannels).toEqual([]);
  api.server.on('client/channelBlocking/modifyChannelBlockPreference', () => ({ json: { isSuccessful: true, channelLogin: 'mychannel', isBlock: true } }));
  fireEvent.click(screen.getByText('Block Channel'));
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
