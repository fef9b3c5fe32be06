import { confirmDialog, showDialog } from './dialogs';
import { notify } from './notifications';

/** The Share items of the bottom-sheet menus: copy the link and say so; show it when copying is refused. */
export async function shareLink(url: string, labels: { title: string; copied: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify({ type: 'positive', message: labels.copied });
  } catch {
    await showDialog({ title: labels.title, message: url });
  }
}

/**
 * SPEC section 5: reporting requires sign-in. Signed out, a dialog says so with a Login button
 * (which calls `onLogin`); signed in, `run` goes ahead.
 */
export async function requireSignIn(
  isSignedIn: boolean,
  dialog: { title: string; message: string; loginLabel: string; onLogin: () => void },
  run: () => Promise<void>,
): Promise<void> {
  if (isSignedIn) return run();
  if (await confirmDialog({ title: dialog.title, message: dialog.message, okLabel: dialog.loginLabel })) dialog.onLogin();
}

/** The outcome notification of a menu action: positive on success, negative otherwise. */
export function notifyOutcome(ok: boolean, messages: { success: string; failure: string }): void {
  notify(ok ? { type: 'positive', message: messages.success } : { type: 'negative', message: messages.failure });
}
