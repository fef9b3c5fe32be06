export { TrimClipDialog } from './TrimClipDialog';
export { recutStrings } from './i18n';
export { useRecutProgress } from './use-recut-progress';
