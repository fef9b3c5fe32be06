import type { AuthActionResult, AuthUser } from './auth-bridge';

/** What a one-time email code is for (Firebase's ActionCodeOperation values). */
export type EmailActionOperation = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'RECOVER_EMAIL' | 'EMAIL_SIGNIN' | 'VERIFY_AND_CHANGE_EMAIL' | 'REVERT_SECOND_FACTOR_ADDITION';

/** A checked code: what it does and for which address (`previousEmail` for an email change). */
export interface EmailActionInfo {
  operation: EmailActionOperation | string;
  email: string | null;
  previousEmail: string | null;
}

/**
 * The identity actions of email links (ADR 0053, 0054): the codes of the provider's emails (verify, reset, change the
 * address) and email-link sign-in. Part of `AuthActions`; kept in their own file so the bridge stays small.
 */
export interface EmailAuthActions {
  /** Reads a code without using it: what it is for, or auth/expired-action-code / auth/invalid-action-code. */
  checkActionCode(code: string): Promise<AuthActionResult<EmailActionInfo>>;
  /** Uses a verify-email or change-email code. */
  applyActionCode(code: string): Promise<AuthActionResult>;
  /** Checks a reset code and answers the address it resets. */
  verifyPasswordResetCode(code: string): Promise<AuthActionResult<string>>;
  /** Sets the new password with a reset code. */
  confirmPasswordReset(code: string, newPassword: string): Promise<AuthActionResult>;
  /** Sends a link to the new address; the address changes once that link is opened (verifyBeforeUpdateEmail). */
  changeEmail(newEmail: string): Promise<AuthActionResult>;
  /** Emails a sign-in link to this address. */
  sendSignInLink(email: string): Promise<AuthActionResult>;
  /** Whether this URL is an email sign-in link. */
  isSignInLink(link: string): Promise<AuthActionResult<boolean>>;
  /** Signs in with an email link (the address must be the one the link was sent to). */
  signInWithLink(email: string, link: string): Promise<AuthActionResult<AuthUser>>;
}

type Forwarders = { [K in keyof EmailAuthActions]: EmailAuthActions[K] };

/** The forwarding half of `authActions` for these actions (`registered` reads the shell's current implementation). */
export function emailAuthForwarders(registered: () => Partial<EmailAuthActions>, notReady: () => Promise<{ ok: false; code: string }>): Forwarders {
  const forward =
    <K extends keyof EmailAuthActions>(name: K) =>
    (...args: Parameters<EmailAuthActions[K]>) => {
      const action = registered()[name] as ((...a: Parameters<EmailAuthActions[K]>) => ReturnType<EmailAuthActions[K]>) | undefined;
      return action ? action(...args) : notReady();
    };
  return {
    checkActionCode: forward('checkActionCode'),
    applyActionCode: forward('applyActionCode'),
    verifyPasswordResetCode: forward('verifyPasswordResetCode'),
    confirmPasswordReset: forward('confirmPasswordReset'),
    changeEmail: forward('changeEmail'),
    sendSignInLink: forward('sendSignInLink'),
    isSignInLink: forward('isSignInLink'),
    signInWithLink: forward('signInWithLink'),
  } as Forwarders;
}
