/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), raised the same way by pg and PGlite (error.code). With `hint`,
 * only a violation naming it (constraint, detail or message), for tables with more than one unique key.
 */
export function isUniqueViolation(error: unknown, hint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown } | null;
  if (typeof e !== 'object' || e === null || e.code !== '23505') return false;
  if (hint === undefined) return true;
  return [e.constraint, e.detail, e.message].some((text) => typeof text === 'string' && text.includes(hint));
}

/**
 * PostgreSQL's foreign_key_violation (SQLSTATE 23503), raised the same way by pg and PGlite: a row referred to was
 * deleted between a check and the write that refers to it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}

/**
 * A data exception (SQLSTATE class 22: a NUL in a text, a value out of range, bad JSON): the fault of what one
 * statement carried, not of the database. Another statement without that value can succeed.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

/**
 * SQLSTATEs that mean "the database cannot serve us right now", not "this query is wrong": class 08 (connection
 * exception), 53300 too_many_connections, 57P01–57P03 (shut down by an administrator or a crash, or still starting
 * up), 57014 query_canceled (a statement timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57P0[123]|57014)$/;
/** Socket-level failures to reach the database host (Node's error codes). */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** pg and pg-pool raise these without a code: a dropped connection, and the bounded connect and query waits. */
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/**
 * True when a failure is the database being out of reach (stopped, restarting, overloaded, network gone) rather
 * than a fault of the request or of our code: the API answers it with 503 TEMPORARILY_UNAVAILABLE and Retry-After.
 * Looks through AggregateError (a host name resolving to several addresses) and `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
