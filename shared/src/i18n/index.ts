export {
  supportedLanguages,
  defineStrings,
  addStrings,
  addTranslation,
  loadStrings,
  loadLanguage,
  type SupportedLanguage,
  type Strings,
  type Translation,
  type Translate,
  type KeysOf,
} from './strings';
export { useStrings } from './use-strings';
export { ERRORS_NAMESPACE, errorsStrings, errorMessage, authErrorMessage, type ErrorKey, type ErrorsTranslate } from './errors';
export { errorsEnUS, authErrorsEnUS, type AuthErrorKey } from './errors.en-US';
export { findMissingKeys, findPlaceholderMismatches } from './key-parity';
