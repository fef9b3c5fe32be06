/**
 * Relative time in the site's two languages without `Intl.RelativeTimeFormat` (issue 13, ADR 0115): the first
 * formatter a page builds loads its locale data, measured at about 13 ms of a clip page's first render (50 ms under
 * Lighthouse's 4x CPU) for one "2 days ago". The words are what `Intl.RelativeTimeFormat(language, { numeric:
 * 'always' })` writes (a test compares the two over every unit); other languages return null and use Intl.
 */
export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const JA_UNITS: Record<RelativeUnit, string> = { year: '年', month: 'か月', week: '週間', day: '日', hour: '時間', minute: '分', second: '秒' };

/** 1234 → '1,234' (both languages group by thousands with a comma), without building an Intl.NumberFormat. */
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` of `unit` (negative: past) in en or ja, or null for a language this table does not hold. */
export function relativeTimeWords(value: number, unit: RelativeUnit, language: string): string | null {
  const base = language.toLowerCase().split('-')[0];
  const amount = Math.abs(value);
  const past = value < 0 || Object.is(value, -0);
  if (base === 'ja') return `${grouped(amount)} ${JA_UNITS[unit]}${past ? '前' : '後'}`;
  if (base === 'en') {
    const words = `${grouped(amount)} ${unit}${amount === 1 ? '' : 's'}`;
    return past ? `${words} ago` : `in ${words}`;
  }
  return null;
}

/** The word for "this moment" (`numeric: 'auto'` of 0 seconds), or null for another language. */
export function nowWord(language: string): string | null {
  const base = language.toLowerCase().split('-')[0];
  if (base === 'ja') return '今';
  if (base === 'en') return 'now';
  return null;
}
