import { mediaUrl } from './media-paths';

test('mediaUrl: the key, then ?version= when given, then the grant of a clip that is not public yet (ADR 0114)', () => {
  expect(mediaUrl('http://m.test', 'clips/c/x.webp')).toBe('http://m.test/clips/c/x.webp');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', 3)).toBe('http://m.test/clips/c/x.webp?version=3');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', 3, '99.sig_-')).toBe('http://m.test/clips/c/x.webp?version=3&grant=99.sig_-');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', undefined, '99.sig')).toBe('http://m.test/clips/c/x.webp?grant=99.sig');
  expect(mediaUrl('http://m.test/', 'clips/c/x.webp', 0, '')).toBe('http://m.test/clips/c/x.webp?version=0');
});
