import { sql } from 'kysely';

/**
 * A jsonb parameter with an explicit cast, so pg and PGlite are sent exactly the same thing (a bare array parameter
 * would be sent as a PostgreSQL array by pg).
 */
export function jsonb(value: unknown) {
  return sql<never>`${JSON.stringify(value)}::jsonb`;
}
