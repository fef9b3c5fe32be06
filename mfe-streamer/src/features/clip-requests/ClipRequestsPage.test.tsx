import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/shared/testing';
import { ClipRequestsPage } from './ClipRequestsPage';

const api = setupFakeApi();
async function signIn(streamerChannelLogin: string | null) {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: streamerChannelLogin !== null, streamerChannelLogin });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}

function request(n: number, title: string) {
  const clip = sampleClip({ channelLogin: 'mychan', clipTitle: title, status: 'awaiting_decision' });
  return {
    requestId: `req${n}`,
    internalClipId: clip.internalClipId,
    channelLogin: 'mychan',
    clipTitle: title,
    sourceUrl: 'https://videos.example.com/a.mp4',
    submitterUserName: 'fan1',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    clip,
  };
}

test('signed out: asks to sign in and calls nothing', async () => {
  getSession().authLoaded();
  renderScreen(<ClipRequestsPage />, { path: '/streamer/requests', url: '/streamer/requests' });
  expect(screen.getByRole('heading', { name: 'Sign in to manage clip requests' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(api.server.calls).toHaveLength(0);
});

test('a signed-in user who is not a streamer is sent to connections', async () => {
  await signIn(null);
  renderScreen(<ClipRequestsPage />, { path: '/streamer/requests', url: '/streamer/requests' });
  expect(await screen.findByRole('heading', { name: 'Connect your channel first' })).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/clipRequests/getAllClipRequests')).toBe(false);
});

test('a streamer approves one request, sees the spec error on a failure, and rejects all', async () => {
  await signIn('mychan');
  api.server.on('client/clipRequests/getAllClipRequests', () => ({
    json: { isSuccessful: true, clipRequestList: [request(1, 'First request'), request(2, 'Second request'), request(3, 'Third request')], nextCursor: null },
  }));
  api.server.on('client/clipRequests/respondClipRequestDecision', (call) => {
    const body = call.body as { requestId: string; isApproved: boolean };
    if (body.requestId === 'req2') return { status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } };
    return { json: { isSuccessful: true, requestId: body.requestId, status: body.isApproved ? 'approved' : 'rejected' } };
  });
  api.server.on('client/clipRequests/rejectAll', () => ({ json: { isSuccessful: true, rejectedCount: 2 } }));
  renderScreen(<ClipRequestsPage />, { path: '/streamer/requests', url: '/streamer/requests' });

  fireEvent.click(await screen.findByRole('button', { name: 'Approve First request' }));
  await waitFor(() => expect(screen.queryByText('First request')).toBeNull());
  expect(shownNotifications()).toContain('Clip approved');
  expect(api.server.calls.find((call) => call.path === 'client/clipRequests/respondClipRequestDecision')).toMatchObject({
    body: { requestId: 'req1', isApproved: true },
    authorization: 'Bearer token-s1',
  });

  fireEvent.click(screen.getByRole('button', { name: 'Reject Second request' }));
  await waitFor(() => expect(shownNotifications()).toContain('An error occurred while processing clip request'));
  expect(screen.getByText('Second request')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject all requests?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }));
  expect(await screen.findByText('No clip requests are waiting. New submissions will show up here.')).toBeTruthy();
  expect(shownNotifications()).toContain('Rejected 2 clip requests');
});

test('the preview plays the pending clip through the grant the API gave the streamer (ADR 0114)', async () => {
  await signIn('mychan');
  const pending = request(1, 'Granted request');
  const granted = { ...pending, clip: { ...pending.clip, renditions: ['source'], mediaGrant: '1900000000.sigABC_-' } };
  api.server.on('client/clipRequests/getAllClipRequests', () => ({ json: { isSuccessful: true, clipRequestList: [granted], nextCursor: null } }));
  renderScreen(<ClipRequestsPage />, { path: '/streamer/requests', url: '/streamer/requests' });
  const video = await screen.findByLabelText('Preview of Granted request');
  const src = new URL(video.getAttribute('src') ?? '');
  expect(src.pathname).toMatch(new RegExp(`/clips/mychan/${pending.internalClipId}-source\\.mp4$`));
  expect(src.searchParams.get('grant')).toBe('1900000000.sigABC_-');
  expect(src.searchParams.get('version')).toBe(String(pending.clip.mediaVersion));
});

test('the request list reads in Japanese', async () => {
  await signIn('mychan');
  api.server.on('client/clipRequests/getAllClipRequests', () => ({ json: { isSuccessful: true, clipRequestList: [], nextCursor: null } }));
  renderScreen(<ClipRequestsPage />, { path: '/streamer/requests', url: '/streamer/requests', language: 'ja' });
  expect(await screen.findByText('待機中のクリップリクエストはありません。新しい投稿はここに表示されます。')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'クリップリクエスト' })).toBeTruthy();
});
