/** Google sign-in in a popup (login and register screens) and what follows any sign-in. */
export { GoogleSignIn } from './GoogleSignIn';
