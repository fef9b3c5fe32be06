import { createStore } from 'zustand';

/**
 * Notifications (SPEC section 9): types positive, negative, warning, info, ongoing (spinner, no
 * timeout); default timeout 5000 ms, 0 stays until dismissed; default position bottom; white text.
 * Any part of the site calls `notify`; the shell renders <NotificationHost />.
 */
export const notificationTypes = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationPositions = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type NotificationPosition = (typeof notificationPositions)[number];

export const DEFAULT_NOTIFICATION_TIMEOUT = 5000;
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'bottom';

export interface NotifyOptions {
  type: NotificationType;
  message: string;
  caption?: string;
  /** Milliseconds; 0 keeps it until dismissed. Ignored for 'ongoing' (never times out). */
  timeout?: number;
  position?: NotificationPosition;
}

export interface ActiveNotification {
  id: string;
  type: NotificationType;
  message: string;
  caption?: string;
  timeout: number;
  position: NotificationPosition;
}

/** SPEC section 5 "Notification rules": position one of nine values; timeout a non-negative number. */
export function validateNotification(options: NotifyOptions): string | null {
  if (!notificationTypes.includes(options.type)) return `Unknown notification type: ${String(options.type)}`;
  if (options.position !== undefined && !notificationPositions.includes(options.position)) {
    return `Notification position must be one of ${notificationPositions.join(', ')}`;
  }
  if (options.timeout !== undefined && !(typeof options.timeout === 'number' && Number.isFinite(options.timeout) && options.timeout >= 0)) {
    return 'Notification timeout must be a non-negative number';
  }
  return null;
}

interface NotificationState {
  items: ActiveNotification[];
}

export const notificationStore = createStore<NotificationState>(() => ({ items: [] }));

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export function dismissNotification(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  notificationStore.setState((s) => ({ items: s.items.filter((n) => n.id !== id) }));
}

/** Shows a notification and returns its id. Invalid options throw (a programming error, not user input). */
export function notify(options: NotifyOptions): string {
  const problem = validateNotification(options);
  if (problem) throw new TypeError(problem);
  counter += 1;
  const id = `n${Date.now().toString(36)}${counter}`;
  const timeout = options.type === 'ongoing' ? 0 : (options.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT);
  const item: ActiveNotification = {
    id,
    type: options.type,
    message: options.message,
    caption: options.caption,
    timeout,
    position: options.position ?? DEFAULT_NOTIFICATION_POSITION,
  };
  notificationStore.setState((s) => ({ items: [...s.items, item] }));
  if (timeout > 0) timers.set(id, setTimeout(() => dismissNotification(id), timeout));
  return id;
}
