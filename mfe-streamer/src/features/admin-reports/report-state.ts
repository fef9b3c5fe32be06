import type { ReportStatus } from '@clipyard/shared';

/** The queue's tabs, in the order a report moves through them. */
export const QUEUE_STATES: readonly ReportStatus[] = ['open', 'in_review', 'actioned', 'dismissed'];

/** `?state=in_review`; the default (open) is left out of the address, anything unknown falls back to it. */
export function readQueueState(params: URLSearchParams): ReportStatus {
  return QUEUE_STATES.find((state) => state === params.get('state')) ?? 'open';
}

export function queueStateQuery(params: URLSearchParams, state: ReportStatus): URLSearchParams {
  const query = new URLSearchParams(params);
  if (state === 'open') query.delete('state');
  else query.set('state', state);
  return query;
}

export const isClosedState = (state: ReportStatus) => state === 'actioned' || state === 'dismissed';
