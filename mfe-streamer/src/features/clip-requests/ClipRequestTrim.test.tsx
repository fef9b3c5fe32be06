import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { ClipRequestsPage } from './ClipRequestsPage';

/**
 * Issue 23 item 1 (ADR 0145 second addendum): Trim in request review. The editor opens over the submitter's whole
 * upload with their cut marked, the streamer widens it, trimClip takes the range in the original's seconds, the card
 * follows the cut and reads the request again once it plays; approve still works. The fake API stands in for the server.
 */
const api = setupFakeApi();
const POLL_WAIT = { timeout: 5000 };
const calls = (path: string) => api.server.calls.filter((call) => call.path === path);

const clip = sampleClip({ internalClipId: 'clipreq1', channelLogin: 'mychan', clipTitle: 'Clutch round', status: 'awaiting_decision', durationSeconds: 6, mediaVersion: 2, renditions: ['source'] });
const request = {
  requestId: 'req1',
  internalClipId: 'clipreq1',
  channelLogin: 'mychan',
  clipTitle: 'Clutch round',
  sourceUrl: null,
  submitterUserName: 'fan1',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  clip,
  original: { container: 'mp4', durationSeconds: 14, startSeconds: 4, endSeconds: 10, mediaGrant: '1999999800.abc' },
};

async function openTrim() {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  api.server.on('is-online', () => ({ json: { isSuccessful: true, isOnline: true, serverTime: new Date().toISOString(), clipTrim: { minSeconds: 5, maxSeconds: 60 } } }));
  api.server.on('client/clipRequests/getAllClipRequests', () => ({ json: { isSuccessful: true, clipRequestList: [request], nextCursor: null } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
  renderScreen(<ClipRequestsPage />, { path: '/streamer/requests', url: '/streamer/requests' });
  const trim = await screen.findByRole('button', { name: 'Trim “Clutch round”' });
  fireEvent.click(trim);
  const dialog = await screen.findByRole('dialog', { name: 'Trim “Clutch round”' });
  const video = await within(dialog).findByLabelText<HTMLVideoElement>('The chosen video');
  // The submitter's whole upload, with the grant only the streamer gets: not the clip's 6 s cut.
  expect(video.getAttribute('src')).toMatch(/clips\/mychan\/clipreq1-original\.mp4\?grant=1999999800\.abc$/);
  expect(within(dialog).getByTestId('submitter-cut').textContent).toBe('The submitter’s cut: 0:04.00 – 0:10.00 (marked on the timeline)');
  Object.defineProperty(video, 'duration', { configurable: true, value: 14 });
  fireEvent.loadedMetadata(video);
  // It opens on the submitter's cut.
  await waitFor(() => expect(within(dialog).getByTestId('trim-summary').textContent).toBe('From 0:04.00 to 0:10.00 · 6.00 s'));
  return { trim, dialog };
}

test('Trim opens the editor over the original; closing it gives the focus back to the button', async () => {
  const { trim, dialog } = await openTrim();
  // The submitter's own cut is no new cut.
  expect((within(dialog).getByRole('button', { name: 'Save the new cut' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trim));
});

test('the streamer widens the cut from the original; the card follows it, reads the request again, and approve still works', async () => {
  let progressed = 0;
  api.server.on('client/clipManage/trimClip', () => ({ json: { isSuccessful: true, clip, recutting: true } }));
  api.server.on('client/userSubmission/clipEncodeStatus', () => ({
    json: {
      isSuccessful: true,
      internalClipId: 'clipreq1',
      status: 'awaiting_decision',
      failureReason: null,
      tasks: [{ kind: 'source', failureReason: null, ...(++progressed < 3 ? { state: 'running', progress: 0.5 } : { state: 'done', progress: 1 }) }],
    },
  }));
  api.server.on('client/clipRequests/respondClipRequestDecision', () => ({ json: { isSuccessful: true, requestId: 'req1', status: 'approved' } }));
  const { dialog } = await openTrim();
  // Two seconds earlier (Shift+arrow: a second) and one later than the submitter's cut.
  const start = within(dialog).getByRole('slider', { name: 'Start of the clip' });
  fireEvent.keyDown(start, { key: 'ArrowLeft', shiftKey: true });
  fireEvent.keyDown(start, { key: 'ArrowLeft', shiftKey: true });
  fireEvent.keyDown(within(dialog).getByRole('slider', { name: 'End of the clip' }), { key: 'ArrowRight', shiftKey: true });
  await waitFor(() => expect(within(dialog).getByTestId('trim-summary').textContent).toBe('From 0:02.00 to 0:11.00 · 9.00 s'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new cut' }));
  await waitFor(() => expect(calls('client/clipManage/trimClip').map((call) => call.body)).toEqual([{ internalClipId: 'clipreq1', trim: { startSeconds: 2, endSeconds: 11 } }]));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  const card = screen.getByTestId('clip-request');
  // The card says a new cut is being made, and Trim waits for it.
  expect(await within(card).findByText('A new cut is being made… 50 %', {}, POLL_WAIT)).toBeTruthy();
  expect((within(card).getByRole('button', { name: 'Trim “Clutch round”' }) as HTMLButtonElement).disabled).toBe(true);
  const reads = calls('client/clipRequests/getAllClipRequests').length;
  // Made: the request is read again (its new video and range), and the card no longer says it is cutting.
  await waitFor(() => expect(calls('client/clipRequests/getAllClipRequests').length).toBeGreaterThan(reads), POLL_WAIT);
  await waitFor(() => expect(within(card).queryByText(/A new cut is being made/)).toBeNull());

  fireEvent.click(within(card).getByRole('button', { name: 'Approve Clutch round' }));
  expect(await screen.findByTestId('clip-request-decided')).toBeTruthy();
});
