import { clipMediaKeys, isMediaKey, mediaUrl, pickRendition } from '@clipyard/shared/media';

/** canPlayType answers of real browsers, reduced to what pickRendition asks. */
function browser(plays: { av1?: boolean; matroska?: boolean; webm?: boolean; hevc?: boolean }) {
  return (type: string): string => {
    if (type.startsWith('video/x-matroska')) return plays.matroska && plays.av1 ? 'probably' : '';
    if (type.startsWith('video/webm')) return plays.webm && plays.av1 ? 'probably' : '';
    if (type.includes('av01')) return plays.av1 ? 'probably' : '';
    if (type.includes('hvc1') || type.includes('hev1')) return plays.hevc ? 'maybe' : '';
    return '';
  };
}

describe('pickRendition', () => {
  const all = ['source', 'x265', 'av1'] as const;

  it('prefers AV1 when the browser plays AV1 in Matroska/WebM', () => {
    expect(pickRendition(all, browser({ av1: true, webm: true, hevc: true }))).toBe('av1');
    expect(pickRendition(all, browser({ av1: true, matroska: true }))).toBe('av1');
  });

  it('skips AV1 when the codec plays only in mp4 (the rendition is .mkv)', () => {
    expect(pickRendition(all, browser({ av1: true, hevc: true }))).toBe('x265');
    expect(pickRendition(all, browser({ av1: true }))).toBe('source');
  });

  it('takes x265 (hvc1) next, then the h264 source', () => {
    expect(pickRendition(all, browser({ hevc: true }))).toBe('x265');
    expect(pickRendition(all, browser({}))).toBe('source');
  });

  it('only picks what exists', () => {
    expect(pickRendition(['source'], browser({ av1: true, webm: true, hevc: true }))).toBe('source');
    expect(pickRendition(['source', 'x265'], browser({ av1: true, webm: true, hevc: true }))).toBe('x265');
    expect(pickRendition([], browser({ hevc: true }))).toBeNull();
  });
});

describe('media keys', () => {
  it('builds every SPEC section 2 address, versioned', () => {
    expect(clipMediaKeys('chan_1', 'abcDEF123')).toEqual([
      'clips/chan_1/abcDEF123.webp',
      'clips/chan_1/abcDEF123.avif',
      // The thumbnail's candidate frames (ADR 0144): deleted with the clip.
      'clips/chan_1/abcDEF123-frames.webp',
      'clips/chan_1/abcDEF123-source.mp4',
      'clips/chan_1/abcDEF123-x265.mp4',
      'clips/chan_1/abcDEF123-av1.mkv',
      // The vertical version (issue 23 item 3).
      'clips/chan_1/abcDEF123-vertical.mp4',
      // A trimmed request's kept original (ADR 0145 second addendum), in either container.
      'clips/chan_1/abcDEF123-original.mp4',
      'clips/chan_1/abcDEF123-original.mkv',
    ]);
    expect(mediaUrl('http://localhost:7100/media/', 'profiles/u1.webp', 4)).toBe('http://localhost:7100/media/profiles/u1.webp?version=4');
    expect(mediaUrl('https://cdn.example', 'clips/c/x.webp')).toBe('https://cdn.example/clips/c/x.webp');
  });

  it('accepts only those key forms', () => {
    expect(isMediaKey('profiles/u1.webp')).toBe(true);
    expect(isMediaKey('clips/chan_1/abc-source.mp4')).toBe(true);
    expect(isMediaKey('clips/chan_1/abc-frames.webp')).toBe(true);
    expect(isMediaKey('clips/chan_1/abc-frames.png')).toBe(false);
    expect(isMediaKey('clips/chan_1/../abc-source.mp4')).toBe(false);
    expect(isMediaKey('/etc/passwd')).toBe(false);
    expect(isMediaKey('clips/chan_1/abc.mp4')).toBe(false);
    expect(isMediaKey('profiles/u1.webp/../../x')).toBe(false);
  });
});
