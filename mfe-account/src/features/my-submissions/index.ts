export { MySubmissionsPage } from './MySubmissionsPage';
