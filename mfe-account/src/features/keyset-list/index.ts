export { mergeKeyset, useKeysetList, type KeysetPage } from './use-keyset-list';
