/** True for a unique-constraint violation (SQLSTATE 23505) naming `hint` (same on PostgreSQL and PGlite). */
export function isUniqueViolation(error: unknown, hint: string): boolean {
  const e = error as { code?: string; constraint?: string; detail?: string; message?: string };
  if (e?.code !== '23505') return false;
  return [e.constraint, e.detail, e.message].some((text) => typeof text === 'string' && text.includes(hint));
}
