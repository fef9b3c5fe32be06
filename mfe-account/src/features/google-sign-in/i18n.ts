import { defineStrings } from '@clipyard/shared';

/** The "Continue with Google" part of /account/login and /account/register, in the 'account' namespace. */
export const enUS = {
  google: {
    or: 'or',
    continue: 'Continue with Google',
    working: 'Waiting for Google…',
    popupHint: 'A Google window opens: choose your account there.',
  },
};

export const googleStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
