export { EmbedPage } from './EmbedPage';
