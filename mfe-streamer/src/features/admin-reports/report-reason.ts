import { reportReasons, type ReportReason } from '@clipyard/shared';

/**
 * A stored report reason, read back: the report dialog sends a reason code ('spam', 'copyright') or 'other: ' with
 * the reporter's own words (shared/src/ui/dialogs.ts); reports sent before the dialog, or through the API, may carry
 * any text. Codes become labels in the moderator's language; the reporter's words are shown as they wrote them.
 */
export type ReadReason = { code: Exclude<ReportReason, 'other'> } | { code: 'other'; text: string } | { code: null; text: string };

const CODES: readonly string[] = reportReasons;

export function readReason(stored: string): ReadReason {
  const reason = stored.trim();
  if (reason === 'other' || reason.startsWith('other:')) return { code: 'other', text: reason.slice('other'.length).replace(/^:\s*/, '').trim() };
  if (CODES.includes(reason)) return { code: reason as Exclude<ReportReason, 'other'> };
  return { code: null, text: reason };
}
