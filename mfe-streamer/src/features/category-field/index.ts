export { CategoryField } from './CategoryField';
export { ClipCategoryDialog } from './ClipCategoryDialog';
export { categoryFieldStrings } from './i18n';
