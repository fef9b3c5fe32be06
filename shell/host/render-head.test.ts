import { clipThumbnailKey, clipVideoKey, mediaUrl, THUMBNAIL_MAX_WIDTH } from '@clipyard/shared/media';
import { CHANNEL_DESCRIPTION_MAX, clipMedia, cutCharacters } from './render-head.mjs';

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

/** Half of a surrogate pair: what a preview shows as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cutCharacters: share-preview descriptions are cut by characters', () => {
  it('never splits an emoji, a flag or a family at the cut (a UTF-16 cut left a lone surrogate, shown as U+FFFD)', () => {
    const text = `${'a'.repeat(CHANNEL_DESCRIPTION_MAX - 1)}🎮👨‍👩‍👧🇯🇵 more`;
    const cut = cutCharacters(text, CHANNEL_DESCRIPTION_MAX);
    expect(cut).toBe(`${'a'.repeat(CHANNEL_DESCRIPTION_MAX - 1)}🎮…`);
    expect(cut).not.toMatch(LONE_SURROGATE);
    expect(cutCharacters('👨‍👩‍👧🇯🇵ab', 2)).toBe('👨‍👩‍👧🇯🇵…');
    // The old cut by UTF-16 units: half of the controller emoji.
    expect(text.slice(0, CHANNEL_DESCRIPTION_MAX)).toMatch(LONE_SURROGATE);
  });

  it('leaves a text within the limit as it is, Japanese included', () => {
    expect(cutCharacters('がぎぐげご', 5)).toBe('がぎぐげご');
    expect(cutCharacters('ｶﾞｷﾞ', 2)).toBe('ｶﾞｷﾞ');
    expect(cutCharacters('', 3)).toBe('');
  });
});
