export { ClipManagerPage } from './ClipManagerPage';
export { ClipThumbnail } from './ClipThumbnail';
