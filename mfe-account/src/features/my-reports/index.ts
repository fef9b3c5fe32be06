export { MyReportsPage } from './MyReportsPage';
