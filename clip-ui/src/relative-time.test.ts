import { formatExactTime, formatRelativeTime } from './RelativeTime';
import { relativeTimeWords, type RelativeUnit } from './relative-time-words';

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

test('the en and ja words are exactly what Intl.RelativeTimeFormat writes, past and future, every unit', () => {
  const units: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];
  for (const language of ['en-US', 'ja', 'en', 'ja-JP', 'EN-us']) {
    const intl = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    for (const unit of units) {
      for (const count of [1, 2, 5, 11, 59, 1234, 20000]) {
        expect(relativeTimeWords(-count, unit, language)).toBe(intl.format(-count, unit));
        expect(relativeTimeWords(count, unit, language)).toBe(intl.format(count, unit));
      }
    }
    expect(formatRelativeTime(ago(0), now, language)).toBe(new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'second'));
  }
});

test('another language still reads through Intl', () => {
  expect(formatRelativeTime(ago(2 * 24 * 3600), now, 'fr')).toBe(new Intl.RelativeTimeFormat('fr', { numeric: 'always' }).format(-2, 'day'));
  expect(formatRelativeTime(ago(5), now, 'de')).toBe(new Intl.RelativeTimeFormat('de', { numeric: 'auto' }).format(0, 'second'));
});
