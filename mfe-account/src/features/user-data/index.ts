export { UserDataPage, exportFileName } from './UserDataPage';
