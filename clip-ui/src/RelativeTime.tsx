import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nowWord, relativeTimeWords, type RelativeUnit } from './relative-time-words';

const UNITS: Array<[RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Intl formatters by language and kind: building one costs far more than formatting with it (a clip page's comments
 * and chat each format a date; measured as the clip page's largest piece of its own script time).
 */
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();
function formatterOf<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '2 days ago' / '2 日前' (the largest whole unit), 'now' under a minute. */
export function formatRelativeTime(date: Date, now: Date, language: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  // 'always': '2 days ago' / '2 日前' (never '一昨日'); only the first minute reads as 'now' / '今'.
  if (Math.abs(seconds) < 60) {
    return nowWord(language) ?? formatterOf(`auto:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' })).format(0, 'second');
  }
  const [unit, size] = UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? UNITS[UNITS.length - 1];
  const value = Math.trunc(seconds / size);
  return relativeTimeWords(value, unit, language) ?? formatterOf(`always:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'always' })).format(value, unit);
}

/** The exact date and time, for the hover title. */
export function formatExactTime(date: Date, language: string): string {
  return formatterOf(`exact:${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' })).format(date);
}

/**
 * A date as relative time with the exact date on hover, in a <time> element (its `dateTime` holds the exact instant).
 * The hover title is written when the pointer first comes: the first `Intl.DateTimeFormat` of a page costs more than
 * the rest of the clip page's first render (measured under 4x CPU), for a title most visitors never see.
 */
export function RelativeTime({ iso, now }: { iso: string; now?: Date }) {
  const { i18n } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const language = i18n.language || 'en-US';
  return (
    <Box component="time" dateTime={date.toISOString()} title={hovered ? formatExactTime(date, language) : undefined} onPointerEnter={() => setHovered(true)}>
      {formatRelativeTime(date, now ?? new Date(), language)}
    </Box>
  );
}
