import type { ModerationAction } from '@clipyard/shared';
import type { ModerationLogQuery } from '../admin-reports';

/** Every action the log records, in the order the select lists them (a Record, so a new action fails to compile). */
const ACTIONS: Record<ModerationAction, true> = {
  report_review_started: true,
  report_dismissed: true,
  report_resolved: true,
  clip_removed: true,
  comment_removed: true,
  commenting_blocked: true,
  commenting_unblocked: true,
  account_suspended: true,
  account_restored: true,
  legal_hold_placed: true,
  legal_hold_lifted: true,
  clip_unlisted: true,
  clip_hidden: true,
  clip_restored: true,
  appeal_filed: true,
  appeal_denied: true,
  takedown_filed: true,
  counter_notice_filed: true,
  takedown_restored: true,
  takedown_upheld: true,
  watched_word_added: true,
  watched_word_removed: true,
  held_comment_approved: true,
  held_comment_rejected: true,
  registration_approved: true,
  registration_rejected: true,
};
export const MODERATION_ACTIONS = Object.keys(ACTIONS) as ModerationAction[];

/** The filters as the address holds them: `?moderator=mod1&action=clip_removed&from=2026-11-01&to=2026-11-30`. */
export interface LogFilters {
  moderator: string;
  action: ModerationAction | '';
  /** Local calendar days, as a date input gives them (YYYY-MM-DD); '' for none. */
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads the address; an unknown action or a malformed day is dropped rather than sent to be refused. */
export function readLogFilters(params: URLSearchParams): LogFilters {
  const action = params.get('action') ?? '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    moderator: (params.get('moderator') ?? '').trim(),
    action: (MODERATION_ACTIONS as string[]).includes(action) ? (action as ModerationAction) : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The address for the filters; empty ones are left out. */
export function logFiltersQuery(filters: LogFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.moderator.trim()) query.set('moderator', filters.moderator.trim());
  if (filters.action) query.set('action', filters.action);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query;
}

/**
 * The request for the filters. The days are the moderator's own: `from` is the start of that local day, `until`
 * (exclusive) the start of the day after `to`, so "to 30 November" includes all of the 30th wherever they are.
 */
export function logRequest(filters: LogFilters): ModerationLogQuery {
  return {
    ...(filters.moderator ? { moderatorUserName: filters.moderator } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: startOfLocalDay(filters.from, 0) } : {}),
    ...(filters.to ? { until: startOfLocalDay(filters.to, 1) } : {}),
  };
}

function startOfLocalDay(day: string, plusDays: number): string {
  const [, year, month, date] = DAY.exec(day)!;
  // The Date constructor rolls the 32nd over into the next month, and the local midnight across a DST change.
  return new Date(Number(year), Number(month) - 1, Number(date) + plusDays).toISOString();
}

export const hasFilters = (filters: LogFilters) => Boolean(filters.moderator || filters.action || filters.from || filters.to);
