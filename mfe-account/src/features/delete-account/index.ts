export { DeleteAccountPage } from './DeleteAccountPage';
