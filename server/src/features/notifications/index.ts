import type { GroupHandlers } from '../../http/handler';
import { getNotifications, getUnreadCount, markAllRead, markRead } from './notifications.handler';
import { pushPublicKey, subscribePush, unsubscribePush } from './push-subscriptions.handler';

export const notificationsHandlers = {
  'client/notifications/getNotifications': getNotifications,
  'client/notifications/getUnreadCount': getUnreadCount,
  'client/notifications/markRead': markRead,
  'client/notifications/markAllRead': markAllRead,
  'client/notifications/pushPublicKey': pushPublicKey,
  'client/notifications/subscribePush': subscribePush,
  'client/notifications/unsubscribePush': unsubscribePush,
} satisfies GroupHandlers<'notifications'>;
