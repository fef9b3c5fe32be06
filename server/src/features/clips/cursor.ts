import { z } from 'zod';
import { ApiError } from '../../http/api-error';

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

/** A timestamp as PostgreSQL printed it (microseconds kept); checked so a forged value cannot make SQL fail. */
export const cursorTimestamp = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d(:?\d\d)?)?$/);

export const cursorId = z.string().min(1).max(64);

/** Pages fetch one row more than asked to know whether a next page exists. */
export function splitPage<T>(rows: T[], limit: number): { page: T[]; hasMore: boolean } {
  return rows.length > limit ? { page: rows.slice(0, limit), hasMore: true } : { page: rows, hasMore: false };
}

export const DEFAULT_PAGE_LIMIT = 20;
