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
    askSignIn: 'Send a new login link',
    askChange: 'Change your email address again',
    verified: 'Thank you for verifying your email address',
    verifiedElsewhereBody: 'The link in our email verified your address. You can close this page or go on to Clipyard.',
    notVerifiedTitle: 'Your email address is not verified yet',
    notVerifiedBody: 'The verification did not go through. Send a new verification email and open the link in it.',
    afterResetTitle: 'Log in with your new password',
    afterResetBody: 'If you have just chosen a new password, use it to log in.',
    afterChangeTitle: 'Log in with your new email address',
    afterChangeBody: 'If you have just confirmed your new email address, log in with it from now on.',
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
    send: 'Email me a login link',
    sendHelp: 'No password needed: we email you a link that logs you in.',
    sent: 'We sent a login link to {{email}}. Open it on this device to log in.',
    askEmailHeading: 'Finish logging in',
    askEmailBody: 'This link was opened on another device or browser. Enter the email address it was sent to.',
    submit: 'Log in',
  },
};

export const emailActionStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
