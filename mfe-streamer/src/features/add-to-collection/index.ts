export { AddToCollectionDialog } from './AddToCollectionDialog';
export { addToCollectionStrings } from './i18n';
