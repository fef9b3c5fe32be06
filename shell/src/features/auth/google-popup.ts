import { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup, type Auth } from 'firebase/auth';

/**
 * Google sign-in in a popup, in its own module so the popup resolver (iframe and popup plumbing, Google's gapi
 * loader) is fetched and started only when someone clicks Google: `initializeAuth` runs without a resolver, which
 * keeps every other visitor's Firebase small and idle (ADR 0055). The resolver is passed per call, as the SDK allows.
 */
export async function signInWithGooglePopup(auth: Auth) {
  const provider = new GoogleAuthProvider();
  // Always offer the account chooser: a person with two Google accounts picks one, not the last one used.
  provider.setCustomParameters({ prompt: 'select_account' });
  return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
}
