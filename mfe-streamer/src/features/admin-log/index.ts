export { AdminLogPage } from './AdminLogPage';
