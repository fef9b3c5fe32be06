/**
 * @jest-environment jsdom
 */
import { setRuntimeConfig } from '../runtime-config';
import { clipThumbnailUrl, clipVerticalUrl, clipVideoSource, formatDuration, pickThumbnailFormat } from './clip-media';
import { knownAvifSupport, probeAvifSupport, resetAvifProbe } from './avif-support';
import { sampleClip } from '@clipyard/testing/fixtures';

beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test/', mediaBaseUrl: 'http://media.test/' }));
beforeEach(() => resetAvifProbe());

test('avif when the clip has it and the browser shows it, else webp, else none', () => {
  expect(pickThumbnailFormat({ thumbnailFormats: ['webp', 'avif'] }, true)).toBe('avif');
  expect(pickThumbnailFormat({ thumbnailFormats: ['webp', 'avif'] }, false)).toBe('webp');
  expect(pickThumbnailFormat({ thumbnailFormats: ['webp'] }, true)).toBe('webp');
  expect(pickThumbnailFormat({ thumbnailFormats: [] }, true)).toBeNull();
});

test('media addresses follow SPEC section 2 with the media version', () => {
  const clip = sampleClip({ channelLogin: 'chan', internalClipId: 'abcdef12', mediaVersion: 4, renditions: ['source', 'x265', 'av1'] });
  expect(clipThumbnailUrl(clip, true)).toBe('http://media.test/clips/chan/abcdef12.avif?version=4');
  const playsHevcOnly = (type: string) => (type.includes('hvc1') ? 'probably' : '');
  expect(clipVideoSource(clip, playsHevcOnly)).toEqual({ kind: 'x265', url: 'http://media.test/clips/chan/abcdef12-x265.mp4?version=4' });
  expect(clipVideoSource(clip, () => '')).toEqual({ kind: 'source', url: 'http://media.test/clips/chan/abcdef12-source.mp4?version=4' });
  expect(clipVideoSource({ ...clip, renditions: [] }, () => 'probably')).toBeNull();
});

test('the vertical version’s address (issue 23 item 3): only when the clip has one, with its version and grant', () => {
  const clip = sampleClip({ channelLogin: 'chan', internalClipId: 'abcdef12', mediaVersion: 5, renditions: ['source'] });
  expect(clipVerticalUrl(clip)).toBeNull();
  expect(clipVerticalUrl({ ...clip, verticalVersion: true })).toBe('http://media.test/clips/chan/abcdef12-vertical.mp4?version=5');
  expect(clipVerticalUrl({ ...clip, verticalVersion: true, mediaGrant: '1700000000.abc' })).toBe('http://media.test/clips/chan/abcdef12-vertical.mp4?version=5&grant=1700000000.abc');
});

test('a clip with a media grant (not public yet, ADR 0114) carries it on every media address; others never', () => {
  const clip = sampleClip({ channelLogin: 'chan', internalClipId: 'abcdef12', mediaVersion: 2, renditions: ['source'], thumbnailFormats: ['webp'] });
  const granted = { ...clip, mediaGrant: '1700000000.abc_DEF-123' };
  expect(clipVideoSource(granted, () => '')?.url).toBe('http://media.test/clips/chan/abcdef12-source.mp4?version=2&grant=1700000000.abc_DEF-123');
  expect(clipThumbnailUrl(granted, false)).toBe('http://media.test/clips/chan/abcdef12.webp?version=2&grant=1700000000.abc_DEF-123');
  expect(clipVideoSource(clip, () => '')?.url).toBe('http://media.test/clips/chan/abcdef12-source.mp4?version=2');
  expect(clipThumbnailUrl(clip, false)).not.toContain('grant');
});

test('the avif probe loads a tiny image once and remembers the answer for the session', async () => {
  const created: Array<{ src?: string; onload?: () => void; onerror?: () => void; width: number; height: number }> = [];
  const RealImage = window.Image;
  (window as unknown as { Image: unknown }).Image = class {
    width = 1;
    height = 1;
    onload?: () => void;
    onerror?: () => void;
    set src(value: string) {
      created.push(this as never);
      (this as { _src?: string })._src = value;
      setTimeout(() => this.onload?.(), 0);
    }
  };
  try {
    expect(knownAvifSupport()).toBeNull();
    const [first, second] = await Promise.all([probeAvifSupport(), probeAvifSupport()]);
    expect(first).toBe(true);
    expect(second).toBe(true);
    expect(created).toHaveLength(1);
    expect(((created[0] as unknown) as { _src: string })._src).toMatch(/^data:image\/avif;base64,/);
    expect(sessionStorage.getItem('clipyard-avif-support')).toBe('true');
    expect(await probeAvifSupport()).toBe(true);
    expect(created).toHaveLength(1);
  } finally {
    window.Image = RealImage;
  }
});

test('durations read as m:ss', () => {
  expect(formatDuration(4.011)).toBe('0:04');
  expect(formatDuration(75)).toBe('1:15');
  expect(formatDuration(null)).toBeNull();
});
