export { TrimClipDialog } from './TrimClipDialog';
export { recutStrings } from './i18n';
