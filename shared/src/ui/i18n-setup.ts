import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorsStrings } from '../i18n/errors';
import { addStrings, loadLanguage, type Strings } from '../i18n/strings';
import { uiNamespace, uiStrings } from './i18n';

/**
 * Initialises the one i18next instance (i18next's default instance, shared as a singleton, so every remote's
 * `useStrings` reaches it) with the 'ui' and 'errors' strings and the caller's own, and resolves once they are
 * all there in `language` (a Japanese reader's first render has its strings). The shell calls it at boot; a
 * remote's standalone dev host too.
 */
export async function setupI18n(options: { language: string; strings?: readonly Strings[]; defaultNS?: string }): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: options.language,
      fallbackLng: 'en-US',
      supportedLngs: ['en-US', 'ja'],
      resources: {},
      defaultNS: options.defaultNS ?? uiNamespace,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
    });
  }
  for (const strings of [uiStrings, errorsStrings, ...(options.strings ?? [])]) addStrings(i18next, strings);
  await loadLanguage(i18next, options.language);
  // Called again (a test, a dev host) on an instance already in another language: `language` is what it promised.
  if (i18next.language !== options.language) await i18next.changeLanguage(options.language);
  setDocumentLanguage(options.language);
  return i18next;
}

/**
 * Adds strings read outside a component of their remote (a remote's route titles, which the shell shows), from
 * the module that declares them. The shell loads their translation with the remote (`loadLanguage`).
 */
export function registerStrings(strings: Strings): void {
  if (i18next.isInitialized) addStrings(i18next, strings);
  else pending.push(strings);
}

/** Strings registered before the instance exists (a remote's standalone host imports its routes first). */
const pending: Strings[] = [];
i18next.on('initialized', () => {
  for (const strings of pending.splice(0)) addStrings(i18next, strings);
});

export function setDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // Installing after switching language names the app in that language (the HTML host links the same files).
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', language === 'ja' ? '/manifest.ja.webmanifest' : '/manifest.webmanifest');
}
