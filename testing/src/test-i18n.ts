import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addStrings, addTranslation, errorsStrings, type Strings } from '@clipyard/shared';
import { errorsNamespaceJa as errorsJa } from '@clipyard/shared/test-hooks';

/** Strings a test wants present from the start, with their translation when the test reads Japanese. */
export type TestStrings = readonly (readonly [Strings, object?])[];

/**
 * A ready i18next instance for unit tests: the 'errors' namespace plus the given strings, in the given language,
 * synchronously initialised. Strings not given are added (and their translation loaded) by `useStrings` when a
 * component renders, as in the browser. `shared: true` prepares i18next's default instance instead (the one the
 * shell owns).
 */
export function createTestI18n(language: 'en-US' | 'ja' = 'en-US', strings: TestStrings = [], options: { shared?: boolean } = {}): I18n {
  const instance = options.shared ? i18next : i18next.createInstance();
  if (!instance.isInitialized) {
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en-US',
      supportedLngs: ['en-US', 'ja'],
      resources: {},
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (instance.language !== language) {
    void instance.changeLanguage(language);
  }
  addTranslation(instance, errorsStrings, 'ja', errorsJa);
  for (const [block, translation] of strings) {
    addStrings(instance, block);
    if (translation) addTranslation(instance, block, 'ja', translation as never);
  }
  return instance;
}
