/**
 * Tells the HTML host and any cache in front of it that someone is signed in on this browser (issue 24 item 2, ADR
 * 0141 addendum): while the cookie is there, no page is answered from, or stored in, a shared cache. It carries no
 * identity (the session is Firebase's, in the browser); the host's name for it is shell/host/page-cache.mjs
 * SIGNED_IN_COOKIE, kept equal by the host's tests.
 */
export const SIGNED_IN_COOKIE = 'CLIPYARD_SIGNED_IN';

/** A year, like the language cookie: Firebase keeps the session in localStorage until the person signs out. */
const MAX_AGE_SECONDS = 31_536_000;

export function rememberSignedIn(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax${secure}`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}
