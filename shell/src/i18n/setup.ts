import { errorsResources, ERRORS_NAMESPACE, setupI18n, type AppLanguage } from '@clipyard/shared';
import { shellEnUS } from './shell.en-US';
import { shellJa } from './shell.ja';

export const SHELL_NAMESPACE = 'shell';

/** The one i18next instance of the site: shell strings, UI primitives and the 'errors' namespace. */
export function setupShellI18n(language: AppLanguage) {
  return setupI18n({
    language,
    defaultNS: SHELL_NAMESPACE,
    resources: {
      'en-US': { [SHELL_NAMESPACE]: shellEnUS, [ERRORS_NAMESPACE]: errorsResources['en-US'] },
      ja: { [SHELL_NAMESPACE]: shellJa, [ERRORS_NAMESPACE]: errorsResources.ja },
    },
  });
}
