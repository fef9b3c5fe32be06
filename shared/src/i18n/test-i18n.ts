import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addRemoteTranslations, addSharedTranslations, type NamespaceResources } from './index';

function prepare(instance: I18n, language: 'en-US' | 'ja', namespaces: Record<string, NamespaceResources<object>>): I18n {
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
  addSharedTranslations(instance);
  for (const [namespace, resources] of Object.entries(namespaces)) addRemoteTranslations(instance, namespace, resources);
  return instance;
}

/**
 * A ready i18next instance for unit tests: the shared namespaces plus the given ones, in the given language,
 * synchronously initialised. `shared: true` prepares i18next's default instance instead (the one the shell
 * owns and remotes add their namespaces to when their modules load).
 */
export function createTestI18n(
  language: 'en-US' | 'ja' = 'en-US',
  namespaces: Record<string, NamespaceResources<object>> = {},
  options: { shared?: boolean } = {},
): I18n {
  return prepare(options.shared ? i18next : i18next.createInstance(), language, namespaces);
}
