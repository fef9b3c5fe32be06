import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../api';
import { authErrorsEnUS, errorsEnUS, type AuthErrorKey } from './errors.en-US';
import { authErrorsJa, errorsJa } from './errors.ja';

export const supportedLanguages = ['en-US', 'ja'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** One namespace's strings in both languages: the Japanese must have exactly the English keys. */
export type NamespaceResources<T extends object = Record<string, unknown>> = { 'en-US': T; ja: T };

export const ERRORS_NAMESPACE = 'errors';

/** The 'errors' namespace: every ApiErrorCode, plus identity provider codes under `auth/...`. */
export const errorsResources: NamespaceResources = {
  'en-US': { ...errorsEnUS, ...authErrorsEnUS },
  ja: { ...errorsJa, ...authErrorsJa },
};

/**
 * Adds a remote's (or the shell's) own namespace to the one i18next instance the shell owns. Deep-merged and
 * overwriting, so a remote reloaded with new strings replaces its old ones.
 */
export function addRemoteTranslations(i18n: I18n, namespace: string, resources: NamespaceResources<object>): void {
  for (const language of supportedLanguages) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/** Adds the namespaces @clipyard/shared owns ('errors'). The shell calls it at boot; test hosts too. */
export function addSharedTranslations(i18n: I18n): void {
  addRemoteTranslations(i18n, ERRORS_NAMESPACE, errorsResources);
}

const added = new WeakMap<I18n, Set<object>>();

/** Adds `resources` to `namespace` of this instance once (deep merge: features of one remote share its namespace). */
export function ensureTranslations(i18n: I18n, namespace: string, resources: NamespaceResources<object>): void {
  let seen = added.get(i18n);
  if (!seen) added.set(i18n, (seen = new Set()));
  if (seen.has(resources)) return;
  seen.add(resources);
  addRemoteTranslations(i18n, namespace, resources);
  if (!i18n.hasResourceBundle('en-US', ERRORS_NAMESPACE)) addSharedTranslations(i18n);
}

/**
 * `t` bound to a remote's namespace, with the 'errors' namespace reachable as `errors:CODE`. Given `resources`
 * (a feature's strings), they are added to whichever i18next instance renders the component, before
 * useTranslation runs, so the namespace is ready and nothing suspends (the shell's instance, a test's instance).
 */
export function useRemoteTranslation(namespace: string, resources?: NamespaceResources<object>) {
  const fromContext = useContext(I18nContext)?.i18n;
  const instance = fromContext ?? getI18n();
  if (resources && instance) ensureTranslations(instance, namespace, resources);
  return useTranslation([namespace, ERRORS_NAMESPACE]);
}

/** The translated message of an error code (unknown codes fall back to the generic one). */
export function errorMessage(t: TFunction, code: ApiErrorCode | string): string {
  const key = code in errorsResources['en-US'] ? code : 'INTERNAL_ERROR';
  return String(t(`${ERRORS_NAMESPACE}:${key}`));
}

/** The translated message of an identity provider error code ('auth/wrong-password'...). */
export function authErrorMessage(t: TFunction, code: string): string {
  const key: AuthErrorKey = code in authErrorsEnUS ? (code as AuthErrorKey) : 'auth/unknown';
  return String(t(`${ERRORS_NAMESPACE}:${key}`));
}

export { errorsEnUS, errorsJa, authErrorsEnUS, authErrorsJa };
export { createTestI18n } from './test-i18n';
export { findMissingKeys, findPlaceholderMismatches } from './key-parity';
