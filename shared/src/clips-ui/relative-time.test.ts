import { formatExactTime, formatRelativeTime } from './RelativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

test('dates read as relative time in both languages', () => {
  expect(formatRelativeTime(ago(2 * 24 * 3600), now, 'en-US')).toBe('2 days ago');
  expect(formatRelativeTime(ago(2 * 24 * 3600), now, 'ja')).toBe('2 日前');
  expect(formatRelativeTime(ago(24 * 3600), now, 'en-US')).toBe('1 day ago');
  expect(formatRelativeTime(ago(3 * 3600 + 100), now, 'en-US')).toBe('3 hours ago');
  expect(formatRelativeTime(ago(5 * 60), now, 'ja')).toBe('5 分前');
  expect(formatRelativeTime(ago(10), now, 'en-US')).toBe('now');
  expect(formatRelativeTime(ago(10), now, 'ja')).toBe('今');
  expect(formatRelativeTime(ago(400 * 24 * 3600), now, 'en-US')).toBe('1 year ago');
});

test('the exact date is written out for the hover title', () => {
  expect(formatExactTime(new Date('2026-11-21T09:30:00Z'), 'en-US')).toMatch(/November 21, 2026/);
  expect(formatExactTime(new Date('2026-11-21T09:30:00Z'), 'ja')).toMatch(/2026年11月21日/);
});
