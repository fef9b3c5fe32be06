import { useSyncExternalStore } from 'react';
import { callApiResult, everyWhileActive, getRuntimeConfig, onCallSucceeded, type CallPath } from '@clipyard/shared';

/**
 * The bell's unread count and a streamer's count of clip requests waiting (the studio link's badge, ADR 0118): one
 * value each for the whole shell. They are asked for at sign-in, then every `notificationPollMs` (runtime config,
 * 60 s by default) while the person is active (idle detector, ADR 0109), whenever the panel reads or marks
 * notifications, and at once after a call that decides clip requests succeeds (wherever it was made: the streamer
 * remote's queue, the moderation queue).
 */
export const DEFAULT_POLL_MS = 60_000;

/** Calls after which the pending-request count has changed. */
const CHANGES_PENDING_REQUESTS = new Set<CallPath>([
  'client/clipRequests/respondClipRequestDecision',
  'client/clipRequests/rejectAll',
  'client/admin/resolveReport',
]);

let count = 0;
let pendingRequests = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function setUnreadCount(next: number): void {
  if (next === count) return;
  count = next;
  changed();
}

export function setPendingRequestCount(next: number): void {
  if (next === pendingRequests) return;
  pendingRequests = next;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => count, () => 0);
}

/** A streamer's clip requests waiting for a decision; 0 for everyone else and when signed out. */
export function usePendingRequestCount(): number {
  return useSyncExternalStore(subscribe, () => pendingRequests, () => 0);
}

/** Asks the server; a failed answer keeps the counts shown (the next poll tries again). */
export async function refreshUnreadCount(): Promise<void> {
  const answer = await callApiResult('client/notifications/getUnreadCount', {});
  if (!answer.ok) return;
  setUnreadCount(answer.data.unreadCount);
  // An older server does not send it: no badge rather than a stale one.
  setPendingRequestCount(answer.data.pendingRequestCount ?? 0);
}

/** Starts polling for a signed-in person; answers the stop function (sign-out also clears the counts). */
export function pollUnreadCount(): () => void {
  void refreshUnreadCount();
  // At most once a second, whatever the configuration says.
  const interval = Math.max(1000, getRuntimeConfig().notificationPollMs ?? DEFAULT_POLL_MS);
  const stop = everyWhileActive(interval, () => void refreshUnreadCount());
  const stopListening = onCallSucceeded((path) => {
    if (CHANGES_PENDING_REQUESTS.has(path)) void refreshUnreadCount();
  });
  return () => {
    stop();
    stopListening();
    setUnreadCount(0);
    setPendingRequestCount(0);
  };
}
