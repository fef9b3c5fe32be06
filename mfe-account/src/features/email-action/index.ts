/** The email action page, and the email-link sign-in piece the login page shows (ADR 0053, 0054). */
export { EmailActionPage } from './EmailActionPage';
export { SendSignInLink, signInLinkTarget } from './SendSignInLink';
