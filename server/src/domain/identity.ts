/**
 * What the verified token says about the person. An "anon email" is one that reaches nobody: an anonymous
 * Firebase user (no email at all) or a relay address handed out by a social provider.
 */
const RELAY_DOMAINS = ['privaterelay.appleid.com', 'users.noreply.github.com'];

export function tokenEmail(claims: Record<string, unknown> | null): string | null {
  return typeof claims?.email === 'string' && claims.email ? claims.email : null;
}

export function isAnonEmail(claims: Record<string, unknown> | null): boolean {
  const provider = (claims?.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider;
  const email = tokenEmail(claims);
  if (provider === 'anonymous' || !email) return true;
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return RELAY_DOMAINS.some((relay) => domain === relay || domain.endsWith(`.${relay}`));
}

export function tokenSaysVerified(claims: Record<string, unknown> | null): boolean {
  return claims?.email_verified === true;
}
