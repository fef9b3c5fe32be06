/** PostgreSQL's unique_violation, raised the same way by pg and PGlite (error.code). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
