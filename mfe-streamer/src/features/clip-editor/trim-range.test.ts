import { clampRange, formatCutTime, initialRange, isWholeVideo, trimForSubmit } from './trim-range';

const limits = { minSeconds: 5, maxSeconds: 60 };

test('opens on the whole video, or its first minute when it is longer', () => {
  expect(initialRange(30, limits)).toEqual({ start: 0, end: 30 });
  expect(initialRange(125.5, limits)).toEqual({ start: 0, end: 60 });
});

test('keeps a moved range a clip: within the video, never shorter than 5 s nor longer than 60 s', () => {
  // The start pushed past the end takes the end along, 5 s on.
  expect(clampRange({ start: 28, end: 30 }, 'start', 30, limits)).toEqual({ start: 25, end: 30 });
  expect(clampRange({ start: 12, end: 14 }, 'start', 30, limits)).toEqual({ start: 12, end: 17 });
  // The end pulled below the start pushes the start back.
  expect(clampRange({ start: 10, end: 12 }, 'end', 30, limits)).toEqual({ start: 7, end: 12 });
  // Longer than a minute: the other end follows.
  expect(clampRange({ start: 10, end: 100 }, 'end', 120, limits)).toEqual({ start: 40, end: 100 });
  expect(clampRange({ start: 0, end: 100 }, 'start', 120, limits)).toEqual({ start: 0, end: 60 });
  // Never outside the video.
  expect(clampRange({ start: -3, end: 40 }, 'start', 30, limits)).toEqual({ start: 0, end: 30 });
});

test('a range that is the whole video sends no trim; any cut sends its seconds', () => {
  expect(isWholeVideo({ start: 0, end: 30 }, 30)).toBe(true);
  expect(trimForSubmit({ start: 0, end: 30 }, 30)).toBeUndefined();
  expect(trimForSubmit(null, 30)).toBeUndefined();
  expect(trimForSubmit({ start: 2.5, end: 10.5 }, 30)).toEqual({ startSeconds: 2.5, endSeconds: 10.5 });
  expect(trimForSubmit({ start: 0, end: 8 }, 30)).toEqual({ startSeconds: 0, endSeconds: 8 });
});

test('names a cut point to the hundredth', () => {
  expect(formatCutTime(2.5)).toBe('0:02.50');
  expect(formatCutTime(61.033)).toBe('1:01.03');
});
