/** The site's page for the provider's email action links (mfe-account owns it; ARCHITECTURE.md section 2). */
export const EMAIL_ACTION_PATH = '/account/action';

/**
 * Where the provider's emails send people back to (ADR 0053): this site's action page, on the origin the person used.
 * `handleCodeInApp` only for email-link sign-in, whose code the site itself must redeem; the other codes work from the
 * provider's own handler page too, which then offers this page as "continue".
 */
export function actionCodeSettings(handleCodeInApp = false): { url: string; handleCodeInApp: boolean } {
  return { url: `${window.location.origin}${EMAIL_ACTION_PATH}`, handleCodeInApp };
}
