import type { z } from 'zod';
import { type ErrorCode, isErrorCode } from '@clipyard/shared/contract';
import { ApiError } from './api-error';

/**
 * Parses a body with the call's zod schema. A field whose schema names an ErrorCode as its error (clipTitle →
 * TITLE_TOO_SHORT...) answers that code, so client and server show the same precise message; anything else is
 * BAD_REQUEST with a readable list of what is wrong (unknown fields included: every request is a strictObject).
 */
export function parseRequest<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  const coded = issues.find((issue) => isErrorCode(issue.message));
  if (coded) throw new ApiError(coded.message as ErrorCode, describe([coded]));
  throw new ApiError('BAD_REQUEST', describe(issues));
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
