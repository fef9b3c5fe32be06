import { callApiResult, errorMessage, getSession, type ErrorKey } from '@clipyard/shared';

export type AccountOutcome = { ok: true } | { ok: false; errorCode: string; nameRefused: boolean };

/**
 * The server's half of registration (accountRegistration with the chosen username, and in approval mode the reason
 * the person gave) for the signed-in identity, then a fresh profile and lists. An identity already registered (a
 * retry after a lost answer) counts as done.
 */
export async function registerAccount(username: string, reason?: string): Promise<AccountOutcome> {
  const account = await callApiResult('client/userLogins/accountRegistration', reason === undefined ? { username } : { username, reason: reason.trim() });
  if (!account.ok && account.errorCode !== 'ALREADY_REGISTERED') {
    return { ok: false, errorCode: account.errorCode, nameRefused: account.errorCode === 'USERNAME_TAKEN' || account.errorCode === 'USERNAME_CONFUSABLE' };
  }
  await Promise.all([getSession().refreshProfile(), getSession().refreshLists()]);
  return { ok: true };
}

/** The message of a refused registration: the username's own words when the name was the problem. */
export function accountFailureMessage(t: (key: 'register.usernameTaken' | 'register.usernameConfusable' | ErrorKey) => string, outcome: { errorCode: string }): string {
  if (outcome.errorCode === 'USERNAME_TAKEN') return t('register.usernameTaken');
  if (outcome.errorCode === 'USERNAME_CONFUSABLE') return t('register.usernameConfusable');
  return errorMessage(t, outcome.errorCode);
}
