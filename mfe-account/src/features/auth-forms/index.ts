/** The pieces the sign-in, registration and reset screens share (the one way other features reach them). */
export { AlreadySignedIn } from './AlreadySignedIn';
export { AuthCard, emailProblem } from './AuthCard';
export { EmailField } from './EmailField';
export { NewPasswordField } from './NewPasswordField';
export { PasswordField } from './PasswordField';
export { authFormsStrings } from './i18n';
export { DEFAULT_PASSWORD_POLICY, isPasswordPolicyError, meetsPasswordPolicy, passwordRuleChecks, usePasswordPolicy } from './password-policy';
export { waitForSessionUser } from './wait-for-session';
export { greetingName } from './greeting';
export { finishSignIn } from './finish-sign-in';
export { UsernameField, usernameAcceptable, usernameRefusal } from './UsernameField';
export { useUsernameCheck, type UsernameStatus } from './use-username-check';
export { registerAccount, accountFailureMessage, type AccountOutcome } from './register-account';
export { ReasonField, reasonAcceptable, useRegistrationMode, type RegistrationMode } from './ReasonField';
export { RegistrationNotice } from './RegistrationNotice';
