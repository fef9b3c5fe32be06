import type { ApiErrorCode } from '../api';
import { authErrorsEnUS, errorsEnUS, type AuthErrorKey } from './errors.en-US';
import { defineStrings } from './strings';

export const ERRORS_NAMESPACE = 'errors';

/** The 'errors' namespace: every ApiErrorCode, plus identity provider codes under `auth/...`. Japanese on demand. */
export const errorsStrings = defineStrings(ERRORS_NAMESPACE, { ...errorsEnUS, ...authErrorsEnUS }, () => import('./errors.ja'));

/** Keys of the 'errors' namespace, reachable from every `t` of `useStrings` as `errors:CODE`. */
export type ErrorKey = `errors:${keyof (typeof errorsStrings)['en-US'] & string}`;

/** Any `t` of `useStrings` (every one reaches the 'errors' namespace). */
export type ErrorsTranslate = (key: ErrorKey) => string;

/** The translated message of an error code (unknown codes fall back to the generic one). */
export function errorMessage(t: ErrorsTranslate, code: ApiErrorCode | string): string {
  const key = code in errorsEnUS ? (code as ApiErrorCode) : 'INTERNAL_ERROR';
  return String(t(`errors:${key}`));
}

/** The translated message of an identity provider error code ('auth/wrong-password'...). */
export function authErrorMessage(t: ErrorsTranslate, code: string): string {
  const key: AuthErrorKey = code in authErrorsEnUS ? (code as AuthErrorKey) : 'auth/unknown';
  return String(t(`errors:${key}`));
}
