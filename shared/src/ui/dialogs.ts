import { createStore } from 'zustand';

/**
 * Dialogs as promises (SPEC section 9: the ok button has default focus; Enter confirms a prompt
 * unless the field is a textarea). Any part of the site calls these; the shell renders <DialogHost />.
 */
export interface ConfirmOptions {
  title: string;
  message: string;
  okLabel?: string;
  /** Omit to use the localized 'Cancel'; pass null for an alert with only the ok button. */
  cancelLabel?: string | null;
  /**
   * A link under the message to a page of the site (e.g. the block dialogs' "Manage your blocks", /account/blocks).
   * Following it closes the dialog as cancelled: the person chose to go there instead.
   */
  link?: { label: string; to: string };
}

export interface PromptOptions {
  title: string;
  message: string;
  initialValue?: string;
  multiline?: boolean;
  label?: string;
  okLabel?: string;
  cancelLabel?: string;
  /** Returns an error message to show under the field, or null when the value is acceptable. */
  validate?: (value: string) => string | null;
}

/** The reasons a report may give (the reason the server stores is the value, plus the text for 'other'). */
export const reportReasons = ['spam', 'harassment', 'hateful', 'sexual', 'violent', 'copyright', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export interface ReportReasonOptions {
  /** e.g. 'Report Clip'. */
  title: string;
  okLabel?: string;
}

export type OpenDialog =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { id: number; kind: 'prompt'; options: PromptOptions; resolve: (value: string | null) => void }
  | { id: number; kind: 'report'; options: ReportReasonOptions; resolve: (reason: string | null) => void };

interface DialogState {
  queue: OpenDialog[];
}

export const dialogStore = createStore<DialogState>(() => ({ queue: [] }));
let nextId = 1;

function push(dialog: OpenDialog): void {
  dialogStore.setState((s) => ({ queue: [...s.queue, dialog] }));
}

/** Closes the dialog with the given id (the host calls this with the outcome). */
export function closeDialog(id: number): void {
  dialogStore.setState((s) => ({ queue: s.queue.filter((d) => d.id !== id) }));
}

/** Resolves true on ok, false on cancel, Escape or a click outside. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => push({ id: nextId++, kind: 'confirm', options, resolve }));
}

/** A message with a single ok button (e.g. the failure dialogs of SPEC section 8). */
export function showDialog(options: Omit<ConfirmOptions, 'cancelLabel'> & { cancelLabel?: string | null }): Promise<boolean> {
  return confirmDialog({ cancelLabel: null, ...options });
}

/** Resolves the entered text on ok, null on cancel. */
export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => push({ id: nextId++, kind: 'prompt', options, resolve }));
}

/** The longest 'other' text a report reason carries (the contract's reason is at most 500 characters). */
export const REPORT_OTHER_MAX = 400;

/**
 * Asks why something is reported (spam, harassment, hateful, sexual, violent, copyright, other with text) and
 * resolves the reason to send ('spam', or 'other: …'), or null when cancelled.
 */
export function reportReasonDialog(options: ReportReasonOptions): Promise<string | null> {
  return new Promise((resolve) => push({ id: nextId++, kind: 'report', options, resolve }));
}
