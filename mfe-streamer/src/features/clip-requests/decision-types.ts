import type { ApiErrorCode } from '@clipyard/shared';

/** The decisions of the clip request queue: held in the page for an undo window, then sent (ADR 0121). */

/** How long a decision can be undone before it is sent to the server (ADR 0121). */
export const UNDO_WINDOW_MS = 6000;

/** undoable: shown, held here, not sent yet; saving: sent, no undo any more; saved: the server took it. */
export type DecisionState = 'undoable' | 'saving' | 'saved';
export interface Decision {
  isApproved: boolean;
  state: DecisionState;
}

export interface Held {
  isApproved: boolean;
  timer: ReturnType<typeof setTimeout>;
}

export interface DecisionEvents {
  /** The server refused a decision (it is no longer shown as decided). */
  onFailed: (requestId: string, errorCode: ApiErrorCode) => void;
  /** A decision an earlier page left unanswered turned out to have arrived already: the request waits no more. */
  onAlreadyDecided: (requestId: string) => void;
}
