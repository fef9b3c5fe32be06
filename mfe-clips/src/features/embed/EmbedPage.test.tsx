import { screen } from '@testing-library/react';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { EmbedPage } from './EmbedPage';

const api = setupFakeApi();
const path = '/embed/:channelLogin/:internalClipId';

function serveClip(clip: ReturnType<typeof sampleClip>) {
  api.server.on('client/videoListing/fetchClipsById', (call) => {
    const ids = (call.body as { internalClipIdList: string[] }).internalClipIdList;
    return { json: { isSuccessful: true, clipList: ids.includes(clip.internalClipId) ? [clip] : [] } };
  });
}

test('the embed page is the player and a link to the clip page, nothing else', async () => {
  const clip = sampleClip({ clipTitle: 'Big moment' });
  serveClip(clip);
  renderScreen(<EmbedPage />, { path, url: `/embed/somechannel/${clip.internalClipId}?t=3` });
  expect(await screen.findByRole('heading', { name: 'Big moment' })).toBeTruthy();
  const video = screen.getByTestId('clip-video') as HTMLVideoElement;
  expect(video.loop).toBe(true);
  const link = screen.getByRole('link', { name: /Big moment · Some Channel/ });
  expect(link.getAttribute('href')).toBe(`${location.origin}/somechannel/clip/${clip.internalClipId}`);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  expect(screen.queryByText('Comments')).toBeNull();
});

test('an unknown clip says so, in Japanese too', async () => {
  serveClip(sampleClip());
  renderScreen(<EmbedPage />, { path, url: '/embed/somechannel/unknownclip', language: 'ja' });
  expect(await screen.findByRole('heading', { name: 'このクリップは存在しないか、削除されました。' })).toBeTruthy();
});
