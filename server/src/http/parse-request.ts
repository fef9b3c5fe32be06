import type { z } from 'zod';
import { type ErrorCode, isErrorCode, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@clipyard/shared/contract';
import { ApiError } from './api-error';

/**
 * Parses a body with the call's zod schema. A field whose schema names an ErrorCode as its error (clipTitle →
 * TITLE_TOO_SHORT...) answers that code, so client and server show the same precise message; anything else is
 * BAD_REQUEST with a readable list of what is wrong (unknown fields included: every request is a strictObject).
 */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  // A field's own code first (a search box's NUL → SEARCH_QUERY_INVALID): the person sees the precise message.
  const coded = result.success ? undefined : result.error.issues.find((issue) => isErrorCode(issue.message));
  if (coded) throw new ApiError(coded.message as ErrorCode, describe([coded]));
  // The contract's string schemas refuse NUL already (safeString); this also covers object keys and any free-form
  // value, so nothing PostgreSQL cannot store reaches a query, and names the field that holds it.
  const unstorable = findUnstorable(body, []);
  if (unstorable) throw new ApiError('BAD_REQUEST', `${unstorable.length ? unstorable.join('.') : 'body'}: ${UNSTORABLE_TEXT_MESSAGE}`);
  if (!result.success) throw new ApiError('BAD_REQUEST', describe(result.error.issues));
  return result.data;
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : 'body';
      if (issue.code === 'unrecognized_keys') return `${where}: unknown field(s) ${issue.keys.join(', ')}`;
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

/** The path of the first string (value or key) PostgreSQL cannot store, or null. Depth-bounded: bodies are small. */
function findUnstorable(value: unknown, at: (string | number)[], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : at;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...at, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...at, JSON.stringify(key).slice(1, -1)];
    const found = findUnstorable(item, [...at, key], depth + 1);
    if (found) return found;
  }
  return null;
}
