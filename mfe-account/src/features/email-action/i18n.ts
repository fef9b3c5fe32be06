import { defineStrings } from '@clipyard/shared';

/** The email action page (/account/action) and the email-link sign-in, merged into the 'account' namespace. */
export const enUS = {
  emailAction: {
    working: 'Opening your link…',
    missingTitle: 'This link is incomplete',
    missingBody: 'Open the link from the email exactly as it is, or ask for a new email.',
    unsupportedTitle: 'This link cannot be used here',
    expiredTitle: 'This link has expired',
    expiredBody: 'Links in our emails work for a limited time. Ask for a new one below.',
    usedTitle: 'This link was already used or is not valid',
    usedBody: 'Each link works once. If you still need it, ask for a new one below.',
    failedTitle: 'This link could not be opened',
    retry: 'Try again',
    home: 'Go to the frontpage',
    askVerify: 'Send a new verification email',
    askReset: 'Send a new reset email',
    askSignIn: 'Send a new sign-in link',
    askChange: 'Change your email address again',
    verified: 'Thank you for verifying your email address',
    changedTitle: 'Your email address was changed',
    changedBody: 'Your email address is now {{email}}. Log in with it from now on.',
    recoveredTitle: 'Your email address was restored',
    recoveredBody: 'Your email address is {{email}} again. If you did not ask for the change, choose a new password now.',
    login: 'Log in',
    resetHeading: 'Choose a new password',
    resetFor: 'For {{email}}',
    resetSubmit: 'Save the new password',
    resetDone: 'Your password was changed. Log in with your new password.',
  },
  emailLink: {
    send: 'Email me a sign-in link',
    sendHelp: 'No password needed: we email you a link that signs you in.',
    sent: 'We sent a sign-in link to {{email}}. Open it on this device to sign in.',
    askEmailHeading: 'Finish signing in',
    askEmailBody: 'This link was opened on another device or browser. Enter the email address it was sent to.',
    submit: 'Sign in',
  },
};

export const emailActionStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
