export { EmailPage } from './EmailPage';
