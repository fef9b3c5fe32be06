import { signedInWhenKnown } from '../session/store';
import type { BottomSheetItem } from './BottomSheet';
import { confirmDialog, reportReasonDialog, showDialog } from './dialogs';
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

/** The translation keys (under each remote's own `menu.` prefix) the shared content-menu items read. */
export type ContentMenuLabelKey =
  | 'share'
  | 'linkCopied'
  | 'report'
  | 'signInToReport'
  | 'login'
  | 'reportThanks'
  | 'reportFailed'
  | 'channelBlocked'
  | 'blockFailed';

/**
 * The items the clip menu and the channel menu both begin with (SPEC section 2): Share (copy the link), Report
 * (sign-in required, SPEC section 5) and Block channel, each followed by its outcome notification.
 */
export function shareReportBlockItems(options: {
  label: (key: ContentMenuLabelKey) => string;
  /** 'Block Channel' on the clip menu, 'Block channel' on the channel menu. */
  blockLabel: string;
  shareUrl: string;
  /** The session's flag when the menu rendered; signed out is confirmed (the session restored) before it is believed. */
  isSignedIn: boolean;
  onLogin: () => void;
  /** The report call with the reason the person chose; a falsy answer is a failure. */
  report: (reason: string) => Promise<unknown>;
  blockChannel: () => Promise<{ ok: boolean }>;
  /** Asked before blocking (what blocking hides); false cancels. */
  confirmBlock?: () => Promise<boolean>;
}): BottomSheetItem[] {
  const { label } = options;
  return [
    {
      key: 'share',
      label: label('share'),
      onSelect: () => void shareLink(options.shareUrl, { title: label('share'), copied: label('linkCopied') }),
    },
    {
      key: 'report',
      label: label('report'),
      // Right after a page load a signed-in person reads as signed out until the session restores: wait for it.
      onSelect: async () =>
        void requireSignIn(
          options.isSignedIn || (await signedInWhenKnown()),
          { title: label('report'), message: label('signInToReport'), loginLabel: label('login'), onLogin: options.onLogin },
          async () => {
            // A reason first (spam, harassment, … other with text); cancelling sends nothing.
            const reason = await reportReasonDialog({ title: label('report') });
            if (reason === null) return;
            notifyOutcome(Boolean(await options.report(reason)), { success: label('reportThanks'), failure: label('reportFailed') });
          },
        ),
    },
    {
      key: 'block',
      label: options.blockLabel,
      destructive: true,
      onSelect: async () => {
        if (options.confirmBlock && !(await options.confirmBlock())) return;
        notifyOutcome((await options.blockChannel()).ok, { success: label('channelBlocked'), failure: label('blockFailed') });
      },
    },
  ];
}
