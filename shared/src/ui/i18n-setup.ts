import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { uiNamespace, uiResources } from './i18n';

/**
 * Initialises the one i18next instance (i18next's default instance, shared as a singleton, so a
 * remote's `i18next.addResourceBundle` and `useTranslation` reach it). The shell calls this at boot;
 * a remote's standalone dev host calls it too. Each remote adds its own namespace when it loads.
 */
export function setupI18n(options: { language: string; resources?: Resource; defaultNS?: string }): typeof i18next {
  const resources: Resource = {
    'en-US': { [uiNamespace]: uiResources['en-US'] },
    ja: { [uiNamespace]: uiResources.ja },
  };
  for (const [lng, bundles] of Object.entries(options.resources ?? {})) resources[lng] = { ...(resources[lng] ?? {}), ...bundles };
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: options.language,
      fallbackLng: 'en-US',
      supportedLngs: ['en-US', 'ja'],
      resources,
      defaultNS: options.defaultNS ?? uiNamespace,
      ns: Object.keys(resources['en-US'] ?? {}),
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
    });
  } else {
    for (const [lng, bundles] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(bundles)) i18next.addResourceBundle(lng, ns, bundle, true, true);
    }
  }
  for (const [namespace, bundles] of pending.splice(0)) addNamespace(namespace, bundles);
  setDocumentLanguage(options.language);
  return i18next;
}

/** Namespaces added before the instance exists (a remote's standalone host imports it first). */
const pending: [string, Record<string, Record<string, unknown>>][] = [];

/** Adds a namespace in both languages (what each remote does when it loads). */
export function addNamespace(namespace: string, bundles: Record<string, Record<string, unknown>>): void {
  // i18next defines addResourceBundle during init: keep the bundles until then.
  if (!i18next.isInitialized) {
    pending.push([namespace, bundles]);
    return;
  }
  for (const [lng, bundle] of Object.entries(bundles)) i18next.addResourceBundle(lng, namespace, bundle, true, true);
}

export function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * What each remote's i18n.ts exports as `registerNamespace`: adds its namespace once, from any
 * module that needs it first (the route list, an exposed menu).
 */
export function namespaceRegistrar(namespace: string, bundles: Record<string, Record<string, unknown>>): () => void {
  let added = false;
  return () => {
    if (added) return;
    added = true;
    addNamespace(namespace, bundles);
  };
}
