import { reportReasons, type ReportReason } from '@clipyard/shared';

/**
 * A stored report reason, read back for its reporter: the report dialog sends a reason code ('spam', 'copyright') or
 * 'other: ' with the reporter's own words (shared/src/ui/dialogs.ts); a report sent before the dialog, or through
 * the API, may carry any text, or none. Codes become labels in the reader's language; their own words stay as written.
 */
export type ReadReason = { code: Exclude<ReportReason, 'other'> } | { code: 'other'; text: string } | { code: null; text: string };

const CODES: readonly string[] = reportReasons;

export function readReason(stored: string): ReadReason {
  const reason = stored.trim();
  if (reason === 'other' || reason.startsWith('other:')) return { code: 'other', text: reason.slice('other'.length).replace(/^:\s*/, '').trim() };
  if (CODES.includes(reason)) return { code: reason as Exclude<ReportReason, 'other'> };
  return { code: null, text: reason };
}
