export { SearchPage } from './SearchPage';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { searchStrings } from './i18n';
