import { defineStrings } from '@clipyard/shared';

/** Strings of the login, register, reset and welcome screens, merged into the 'account' namespace. */
export const enUS = {
  forms: {
    email: 'Email',
    password: 'Password',
    username: 'Username',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    working: 'Please wait…',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This email address is not valid.',
    passwordTooShort: 'The password must be at least {{min}} characters.',
    alreadySignedIn: 'You are already signed in as {{name}}.',
    toFrontpage: 'Go to the frontpage',
    signOutInstead: 'Sign out',
  },
  login: {
    heading: 'Log in',
    submit: 'Log in',
    success: 'Login Successful, Welcome back {{name}}!',
    failed: 'Login failed',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet? Register',
  },
  register: {
    heading: 'Create an account',
    submit: 'Register',
    usernameHelp: '3 to 20 letters, digits or underscores. Shown with your comments.',
    usernameTaken: 'This username is already taken.',
    usernameConfusable: 'This username looks too much like one already taken. Please choose another.',
    usernameFree: 'This username is available.',
    passwordHelp: 'At least {{min}} characters.',
    createFailed: 'Failed to create account with the given email and password',
    backendFailed: 'Backend error during account creation',
    haveAccount: 'Already have an account? Log in',
  },
  reset: {
    heading: 'Reset your password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset email',
    sent: 'Email sent successfully, Remember to check your spam folder.',
    failed: 'Failed to reset email',
    failedHelp: 'Please reach out to an admin.',
    backToLogin: 'Back to log in',
  },
  welcome: {
    heading: 'Welcome to Clipyard, {{name}}!',
    body: 'Your account is ready. Follow channels, like clips and join the conversation.',
    verify: 'We can send a link to confirm your email address.',
    sendVerification: 'Send verification email',
    verificationSent: 'Email sent successfully, Remember to check your spam folder.',
    verificationFailed: 'Failed to send verification email, Please reach out to an admin.',
    browse: 'Browse clips',
    connect: 'Connect your Twitch channel',
    signedOut: 'Sign in to see your welcome page.',
    login: 'Log in',
  },
};

export const authFormsStrings = defineStrings('account', enUS, () => import('./i18n.ja'));

/** The identity provider's default password policy (SPEC section 5): at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
