export { AdminReportsPage } from './AdminReportsPage';
