import { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Keyset cursors: base64url of the JSON sort key of the last row of a page. Opaque to clients; a cursor that does
 * not decode to the shape the listing expects is a client error (400 BAD_REQUEST), never a 500.
 */
export function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(cursor: string | null | undefined, schema: S): z.output<S> | null {
  if (cursor == null || cursor === '') return null;
  let raw: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError('BAD_REQUEST', 'Malformed cursor');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError('BAD_REQUEST', 'Malformed cursor');
  return parsed.data;
}

/**
 * A timestamp as PostgreSQL printed it (microseconds kept). Checked down to the calendar day, because a forged
 * value that PostgreSQL refuses (month 13, 31 February, offset +99) would otherwise fail the query: a 500.
 */
const TIMESTAMP_PATTERN =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-5])(:?[0-5]\d)?)?$/;
export const cursorTimestamp = z.string().refine((value) => {
  const m = TIMESTAMP_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1970 && year <= 9999 && new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
});

/** Keys that go back into SQL as int (like counts): bounded so a forged one cannot overflow int4. */
export const cursorInt = z.number().int().min(-2147483648).max(2147483647);

export const cursorId = z.string().min(1).max(64);

/** Pages fetch one row more than asked to know whether a next page exists. */
export function splitPage<T>(rows: T[], limit: number): { page: T[]; hasMore: boolean } {
  return rows.length > limit ? { page: rows.slice(0, limit), hasMore: true } : { page: rows, hasMore: false };
}

export const DEFAULT_PAGE_LIMIT = 20;

/**
 * Ends a keyset page: `rows` were fetched with limit + 1; the next cursor is the sort key of the last row kept,
 * or null when nothing follows.
 */
export function keysetPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => Record<string, unknown>,
): { items: Item[]; nextCursor: string | null } {
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), nextCursor: hasMore && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
