import type { i18n as I18n, TOptions } from 'i18next';

export const supportedLanguages = ['en-US', 'ja'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every key `t` accepts for a strings object: dotted paths to its strings (plural forms also by their base key). */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | WithoutPlural<`${Prefix}${K}`>
    : T[K] extends readonly string[]
      ? `${Prefix}${K}`
      : T[K] extends object
        ? KeysOf<T[K], `${Prefix}${K}.`>
        : never;
}[keyof T & string];

/** The same shape with every leaf a string: what a translation of `T` must provide, key for key. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Translation<T[K]>;
};

/** A translation module, loaded on demand: `() => import('./i18n.ja')` with `export default ja`. */
export type TranslationLoader<T> = () => Promise<{ default: Translation<T> }>;

/**
 * A block of strings of one namespace: the English ones (in the first load) and a loader per other language
 * (a dynamic import, so the bundler puts them in their own chunk, fetched only for a reader of that language).
 */
export interface Strings<Namespace extends string = string, T extends object = object> {
  readonly namespace: Namespace;
  readonly 'en-US': T;
  readonly loaders: { readonly [language in Exclude<SupportedLanguage, 'en-US'>]: TranslationLoader<T> };
}

/** Declares a feature's strings. The one way to register strings: `useStrings(theseStrings)` adds them where needed. */
export function defineStrings<const Namespace extends string, T extends object>(
  namespace: Namespace,
  enUS: T,
  loadJa: TranslationLoader<NoInfer<T>>,
): Strings<Namespace, T> {
  return { namespace, 'en-US': enUS, loaders: { ja: loadJa } };
}

type LoadState = Map<string, Promise<void> | true>;

/** Per instance: which strings it has, and per language whether their translation is loading or loaded. */
const state = new WeakMap<I18n, Map<Strings, LoadState>>();
/** Every strings block added anywhere (so a language switch can load them all before it happens). */
const known = new Set<Strings>();

function stateOf(i18n: I18n, strings: Strings): LoadState {
  let perInstance = state.get(i18n);
  if (!perInstance) state.set(i18n, (perInstance = new Map()));
  let perStrings = perInstance.get(strings);
  if (!perStrings) {
    perStrings = new Map();
    perInstance.set(strings, perStrings);
    // Deep merge: the features of one remote share its namespace.
    i18n.addResourceBundle('en-US', strings.namespace, strings['en-US'], true, true);
    perStrings.set('en-US', true);
    known.add(strings);
  }
  return perStrings;
}

/** Adds the English strings to the instance (once), so `t` finds them synchronously. */
export function addStrings(i18n: I18n, strings: Strings): void {
  stateOf(i18n, strings);
}

/** Adds a translation the caller already holds (tests, and `loadStrings` once its chunk arrived). */
export function addTranslation<T extends object>(i18n: I18n, strings: Strings<string, T>, language: SupportedLanguage, translation: Translation<T>): void {
  const perStrings = stateOf(i18n, strings);
  i18n.addResourceBundle(language, strings.namespace, translation, true, true);
  perStrings.set(language, true);
}

/**
 * Makes sure `strings` exist in `language` on this instance: null when they already do, else the (one, cached)
 * promise of their translation's chunk.
 */
export function loadStrings(i18n: I18n, strings: Strings, language: string): Promise<void> | null {
  const perStrings = stateOf(i18n, strings);
  if (!(language in strings.loaders)) return null; // English, or a language we don't have: i18next falls back to English
  const current = perStrings.get(language);
  if (current === true) return null;
  if (current) return current;
  const loader = strings.loaders[language as keyof Strings['loaders']];
  const loading = loader().then((module) => addTranslation(i18n, strings, language as SupportedLanguage, module.default));
  perStrings.set(language, loading);
  // A failed chunk can be retried by the next render (the error boundary's retry).
  loading.catch(() => perStrings.delete(language));
  return loading;
}

/** Loads `language` for every strings block known so far: called before a language switch, so nothing flashes keys. */
export async function loadLanguage(i18n: I18n, language: string): Promise<void> {
  await Promise.all([...known].map((strings) => loadStrings(i18n, strings, language)));
}

/** Keys of every strings block given, and the 'errors' namespace's through `errors:CODE`. */
export type KeysOfAll<List extends readonly Strings[]> = KeysOfStrings<List[number]>;
type KeysOfStrings<S> = S extends Strings<string, infer T> ? KeysOf<T> : never;

/** A `t` that accepts only keys that exist in the English strings (a misspelt key fails the typecheck). */
export type Translate<Key extends string> = (key: Key, options?: TOptions) => string;
