export { ThumbnailDialog } from './ThumbnailDialog';
export { thumbnailStrings } from './i18n';
