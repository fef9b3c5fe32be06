/**
 * The address an email sign-in link was sent to, remembered on this device (ADR 0054): opening the link here signs
 * in at once; another device asks for the address (the provider refuses a link used with another address).
 */
const KEY = 'clipyard:emailForSignIn';

export function rememberLinkEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // Storage blocked: the action page will ask for the address instead.
  }
}

export function readLinkEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetLinkEmail(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
