import { errorMessage, notify, type ApiErrorCode, type ErrorKey } from '@clipyard/shared';

type Translate = (key: ErrorKey | `commentThread.${'postedHeld' | 'refusedWithReason'}`, options?: Record<string, string>) => string;

/**
 * Tells the writer how posting went (ADR 0133): a refusal in their language, with the watched word list's own
 * message when it gave one; a comment held for review says so (only its author sees it until it is approved);
 * otherwise `postedMessage`.
 */
export function tellSubmitOutcome(t: Translate, outcome: { ok: false; errorCode: ApiErrorCode; publicReason?: string } | { ok: true; heldForReview?: boolean }, postedMessage: string): void {
  if (!outcome.ok) {
    const message = errorMessage(t, outcome.errorCode);
    notify({ type: 'negative', message: outcome.publicReason ? t('commentThread.refusedWithReason', { message, reason: outcome.publicReason }) : message });
    return;
  }
  notify({ type: 'positive', message: outcome.heldForReview ? t('commentThread.postedHeld') : postedMessage });
}
