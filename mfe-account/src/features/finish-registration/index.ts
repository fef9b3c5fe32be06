export { FinishRegistrationPage } from './FinishRegistrationPage';
