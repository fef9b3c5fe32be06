import { sql } from 'kysely';

/**
 * A jsonb parameter. schema.ts declares jsonb columns as Generated<Json<T>> (a ColumnType inside a ColumnType), which
 * Kysely does not unwrap for inserts and updates; an explicit cast also keeps pg and PGlite sending the same thing.
 */
export function jsonb(value: unknown) {
  return sql<never>`${JSON.stringify(value)}::jsonb`;
}

/** A timestamptz parameter, for Generated<Timestamp> columns (same nested-ColumnType limitation as above). */
export function timestamptz(value: Date) {
  return sql<never>`${value.toISOString()}::timestamptz`;
}
