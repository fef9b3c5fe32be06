import { clipMediaKeys, clipOriginalKey, isMediaKey, mediaContentType, mediaUrl } from './media-paths';

test('mediaUrl: the key, then ?version= when given, then the grant of a clip that is not public yet (ADR 0114)', () => {
  expect(mediaUrl('http://m.test', 'clips/c/x.webp')).toBe('http://m.test/clips/c/x.webp');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', 3)).toBe('http://m.test/clips/c/x.webp?version=3');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', 3, '99.sig_-')).toBe('http://m.test/clips/c/x.webp?version=3&grant=99.sig_-');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', undefined, '99.sig')).toBe('http://m.test/clips/c/x.webp?grant=99.sig');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', 0, '')).toBe('http://m.test/clips/c/x.webp?version=0');
});

test('a request’s kept original (ADR 0145 second addendum): its keys are media keys of their container, and a clip’s media keys name both', () => {
  expect(clipOriginalKey('chan', 'clip1', 'mp4')).toBe('clips/chan/clip1-original.mp4');
  expect(mediaContentType(clipOriginalKey('chan', 'clip1', 'mp4'))).toBe('video/mp4');
  expect(mediaContentType(clipOriginalKey('chan', 'clip1', 'mkv'))).toBe('video/x-matroska');
  expect(isMediaKey('clips/chan/clip1-original.webm')).toBe(false);
  expect(isMediaKey('clips/chan/clip1-original.mp4/../x')).toBe(false);
  expect(clipMediaKeys('chan', 'clip1')).toEqual(expect.arrayContaining(['clips/chan/clip1-original.mp4', 'clips/chan/clip1-original.mkv']));
});
