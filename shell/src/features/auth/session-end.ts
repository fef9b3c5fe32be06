import { notify, type AuthUser } from '@clipyard/shared';
import i18next from 'i18next';

/**
 * SPEC section 8: the person is signed out when a token refresh fails because the user was disabled or the token
 * expired (revoked, password changed elsewhere). Firebase then signs out by itself, silently; these are the codes.
 */
const SESSION_ENDING_CODES = {
  'auth/user-disabled': 'userDisabled',
  'auth/user-token-expired': 'tokenExpired',
} as const;
type EndingCode = keyof typeof SESSION_ENDING_CODES;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * Asks the identity provider again, with the user object Firebase just dropped: a refresh that fails with one of the
 * codes above says why the session ended; one that works (signed out in another tab, storage cleared) is no news.
 */
export async function whySessionEnded(user: AuthUser): Promise<EndingCode | null> {
  try {
    await user.getIdToken(true);
    return null;
  } catch (error) {
    const code = codeOf(error);
    return code in SESSION_ENDING_CODES ? (code as EndingCode) : null;
  }
}

/** Tells the person why they were signed out; it stays until dismissed (a person away from the tab still sees it). */
export function reportSessionEnded(code: EndingCode): void {
  notify({ type: 'warning', timeout: 0, message: i18next.t(`shell:auth.${SESSION_ENDING_CODES[code]}`) });
}
