import { clipIdFromReference } from './legal-hold-target';

test('reads the clip id from a Clipyard clip address, its path or the id alone', () => {
  expect(clipIdFromReference('https://clipyard.example/mychan/clip/clipbbb222')).toBe('clipbbb222');
  expect(clipIdFromReference(' https://clipyard.example/mychan/clip/clip_b-22?t=30#comments ')).toBe('clip_b-22');
  expect(clipIdFromReference('http://localhost:3000/mychan/clip/clipbbb222/')).toBe('clipbbb222');
  expect(clipIdFromReference('clipyard.example/mychan/clip/clipbbb222')).toBe('clipbbb222');
  expect(clipIdFromReference('/mychan/clip/clipbbb222')).toBe('clipbbb222');
  expect(clipIdFromReference('clipbbb222')).toBe('clipbbb222');
});

test('anything else is not a clip', () => {
  for (const value of ['', '   ', 'abc', 'not a clip', '/mychan', '/mychan/clip/', '/clip/clipbbb222', '/mychan/clips/clipbbb222', '/mychan/clip/x', '/mychan/clip/clipbbb222/edit', 'https://www.twitch.tv/mychan/clip/FunnySlug-abc123', 'https://clips.twitch.tv/FunnySlug']) {
    expect(clipIdFromReference(value)).toBeNull();
  }
});
