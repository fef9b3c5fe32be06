export { BlocksPage } from './BlocksPage';
