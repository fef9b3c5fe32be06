import type { AuthActionResult, AuthUser, EmailAuthActions } from '@clipyard/shared';
import type { FirebaseClient } from './firebase-client';

type Attempt = <T>(run: () => Promise<T>) => Promise<AuthActionResult<T>>;

/** The shell's side of the email-link actions (ADR 0053, 0054): each loads Firebase, acts, and answers a result. */
export function emailAuthActions(load: () => Promise<FirebaseClient>, attempt: Attempt): EmailAuthActions {
  const done = async (run: (client: FirebaseClient) => Promise<unknown>) => {
    await run(await load());
    return undefined;
  };
  return {
    checkActionCode: (code) => attempt(async () => (await load()).checkActionCode(code)),
    applyActionCode: (code) => attempt(() => done((client) => client.applyActionCode(code))),
    verifyPasswordResetCode: (code) => attempt(async () => (await load()).verifyPasswordResetCode(code)),
    confirmPasswordReset: (code, password) => attempt(() => done((client) => client.confirmPasswordReset(code, password))),
    changeEmail: (newEmail) => attempt(() => done((client) => client.changeEmail(newEmail))),
    sendSignInLink: (email) => attempt(() => done((client) => client.sendSignInLink(email))),
    isSignInLink: (link) => attempt(async () => (await load()).isSignInLink(link)),
    signInWithLink: (email, link) => attempt(async () => (await (await load()).signInWithLink(email, link)) as AuthUser),
  };
}
