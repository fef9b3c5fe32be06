import { useSyncExternalStore } from 'react';
import { callApiResult, everyWhileActive, getRuntimeConfig } from '@clipyard/shared';

/**
 * The bell's unread count: one value for the bell and its panel. It is asked for at sign-in, then every
 * `notificationPollMs` (runtime config, 60 s by default) while the person is active (idle detector, ADR 0109), and
 * whenever the panel reads or marks notifications.
 */
export const DEFAULT_POLL_MS = 60_000;

let count = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of [...listeners]) listener();
}

export function useUnreadCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}

/** Asks the server; a failed answer keeps the count shown (the next poll tries again). */
export async function refreshUnreadCount(): Promise<void> {
  const answer = await callApiResult('client/notifications/getUnreadCount', {});
  if (answer.ok) setUnreadCount(answer.data.unreadCount);
}

/** Starts polling for a signed-in person; answers the stop function (sign-out also clears the count). */
export function pollUnreadCount(): () => void {
  void refreshUnreadCount();
  // At most once a second, whatever the configuration says.
  const interval = Math.max(1000, getRuntimeConfig().notificationPollMs ?? DEFAULT_POLL_MS);
  const stop = everyWhileActive(interval, () => void refreshUnreadCount());
  return () => {
    stop();
    setUnreadCount(0);
  };
}
