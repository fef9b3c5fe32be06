import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { useContext } from 'react';
import { errorsStrings, type ErrorKey } from './errors';
import { addStrings, loadStrings, type KeysOfAll, type Strings, type Translate } from './strings';

/**
 * `t` for one or more strings blocks (`defineStrings`), typed by their English keys. The blocks are added to
 * whichever i18next instance renders the component (the shell's, a test's), before `useTranslation` runs, so the
 * namespace is there and a key is never shown. When the language is not English and a block's translation is not
 * loaded yet, the component suspends until its chunk arrives: a Japanese reader's first render has its strings.
 */
export function useStrings<const List extends readonly Strings[]>(...list: List) {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const all = [...list, errorsStrings];
  for (const strings of all) addStrings(instance, strings);
  const namespaces = [...new Set(all.map((strings) => strings.namespace))];
  // 'fallback': a key is looked up in each namespace given, so blocks of two namespaces can share one `t`.
  const { t, i18n } = useTranslation(namespaces, { nsMode: 'fallback' });
  // The instance itself, not the wrapper useTranslation returns: what it holds is tracked per instance.
  const language = instance.resolvedLanguage ?? instance.language;
  // Start every missing chunk before waiting for the first one.
  const pending = all.map((strings) => loadStrings(instance, strings, language)).filter((loading) => loading !== null);
  // The Suspense protocol: React shows the fallback and retries once this settles (also inside a test's act()).
  if (pending.length > 0) throw Promise.all(pending);
  return { t: t as unknown as Translate<KeysOfAll<List> | ErrorKey>, i18n };
}
