export { ClipManagerPage } from './ClipManagerPage';
