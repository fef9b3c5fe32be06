import type { AppLanguage } from '@clipyard/shared';

/** The site's page for the provider's email action links (mfe-account owns it; ARCHITECTURE.md section 2). */
export const EMAIL_ACTION_PATH = '/account/action';

/** What an email is for: the action page's "continue" state after the provider's own handler used the code. */
export type EmailActionKind = 'verifyEmail' | 'resetPassword' | 'changeEmail' | 'signIn';

/**
 * The language the provider writes its email (and its handler page) in, and puts in the link's `lang`: Firebase reads
 * `auth.languageCode`, sent as X-Firebase-Locale. Its template languages are plain codes ('en', 'ja').
 */
export function providerLanguageCode(language: AppLanguage): string {
  return language === 'ja' ? 'ja' : 'en';
}

/**
 * Where the provider's emails send people back to (ADR 0053, 0120): this site's action page, on the origin the person
 * used. The provider's own handler page (the Auth emulator's, or a project that keeps Firebase's) uses the code
 * itself and then continues to this address with no code: `continue` says what was just done there, so the page
 * shows that outcome (a verified address, a changed password) and not "This link is incomplete"; `lang` keeps the
 * page in the person's language even on a device that has no language chosen. `handleCodeInApp` only for
 * email-link sign-in, whose code the site itself must redeem: its continue address gets the link's whole query
 * (mode, oobCode, lang) from the provider, so it carries nothing of its own.
 */
export function actionCodeSettings(kind: EmailActionKind, language: AppLanguage): { url: string; handleCodeInApp: boolean } {
  const base = `${window.location.origin}${EMAIL_ACTION_PATH}`;
  if (kind === 'signIn') return { url: base, handleCodeInApp: true };
  const query = new URLSearchParams({ continue: kind, lang: providerLanguageCode(language) });
  return { url: `${base}?${query.toString()}`, handleCodeInApp: false };
}
