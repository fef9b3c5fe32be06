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
