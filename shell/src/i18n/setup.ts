import { defineStrings, setupI18n, type AppLanguage } from '@clipyard/shared';
import { shellEnUS } from './shell.en-US';

export const SHELL_NAMESPACE = 'shell';

/** The shell's own strings; the Japanese ones are a chunk of their own, fetched for a Japanese reader only. */
export const shellStrings = defineStrings(SHELL_NAMESPACE, shellEnUS, async () => ({ default: (await import('./shell.ja')).shellJa }));

/** The one i18next instance of the site: shell strings, UI primitives and the 'errors' namespace, ready in `language`. */
export function setupShellI18n(language: AppLanguage) {
  return setupI18n({ language, defaultNS: SHELL_NAMESPACE, strings: [shellStrings] });
}
