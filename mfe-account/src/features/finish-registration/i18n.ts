import { defineStrings } from '@clipyard/shared';

/** /account/finishRegistration strings, merged into the 'account' namespace under `finishRegistration`. */
export const enUS = {
  finishRegistration: {
    heading: 'Finish creating your account',
    intro: 'You are logged in as {{email}}, but your Clipyard account is not finished yet. Choose a username to finish it.',
    submit: 'Finish my account',
    cancel: 'Cancel registration',
    cancelTitle: 'Cancel registration?',
    cancelBody: 'This deletes the login you just created for {{email}}. You can register again at any time.',
    cancelConfirm: 'Delete and cancel',
    cancelled: 'Registration cancelled. Nothing was kept.',
    cancelFailed: 'The registration could not be cancelled.',
    signInAgain: 'For your safety, log out and log in again, then cancel.',
    loading: 'Loading your account…',
    signedOutTitle: 'Nothing to finish',
    signedOutBody: 'Log in or create an account to continue.',
    login: 'Log in',
    doneTitle: 'Your account is ready',
    doneBody: 'There is nothing left to finish.',
    toFrontpage: 'Go to the frontpage',
  },
};

export const finishRegistrationStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
