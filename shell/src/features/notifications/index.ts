export { NotificationBell } from './NotificationBell';
export { pollUnreadCount, usePendingRequestCount } from './unread-count';
