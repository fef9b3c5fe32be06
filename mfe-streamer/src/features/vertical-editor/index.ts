export { VerticalDialog } from './VerticalDialog';
export { verticalStrings } from './i18n';
