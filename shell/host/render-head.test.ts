import { clipThumbnailKey, clipVideoKey, mediaUrl, THUMBNAIL_MAX_WIDTH } from '@clipyard/shared/media';
import { clipMedia } from './render-head.mjs';

/** The host cannot import the shared media helpers (render-head.mjs says why): its copy must build the same addresses. */
test('clipMedia builds the addresses of the shared media helpers', () => {
  const clip = {
    channelLogin: 'somechan',
    internalClipId: 'clip_123',
    mediaVersion: 7,
    thumbnailFormats: ['webp', 'avif'],
    renditions: ['source', 'x265'],
    width: 1920,
    height: 1080,
  };
  for (const base of ['https://media.example/', 'https://media.example']) {
    expect(clipMedia(clip, base)).toEqual({
      webp: mediaUrl(base, clipThumbnailKey('somechan', 'clip_123', 'webp'), 7),
      avif: mediaUrl(base, clipThumbnailKey('somechan', 'clip_123', 'avif'), 7),
      source: mediaUrl(base, clipVideoKey('somechan', 'clip_123', 'source'), 7),
      thumbWidth: THUMBNAIL_MAX_WIDTH,
      thumbHeight: 360,
    });
  }
});

test('a clip narrower than the thumbnail limit keeps its size; missing media give no address', () => {
  const small = clipMedia({ channelLogin: 'c', internalClipId: 'i', mediaVersion: 1, thumbnailFormats: [], renditions: [], width: 320, height: 181 }, 'https://m/');
  expect(small).toEqual({ webp: null, avif: null, source: null, thumbWidth: 320, thumbHeight: 182 });
});
