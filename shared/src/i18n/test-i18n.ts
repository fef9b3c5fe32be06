import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addRemoteTranslations, addSharedTranslations, type NamespaceResources } from './index';

/**
 * A ready i18next instance for unit tests and standalone hosts: the shared namespaces plus the given ones,
 * in the given language, synchronously initialised.
 */
export function createTestI18n(language: 'en-US' | 'ja' = 'en-US', namespaces: Record<string, NamespaceResources<object>> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-US',
    supportedLngs: ['en-US', 'ja'],
    resources: {},
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addSharedTranslations(instance);
  for (const [namespace, resources] of Object.entries(namespaces)) addRemoteTranslations(instance, namespace, resources);
  return instance;
}
