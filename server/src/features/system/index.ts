import type { GroupHandlers } from '../../http/handler';
import { isOnline } from './is-online.handler';

export const systemHandlers = {
  'is-online': isOnline,
} satisfies GroupHandlers<'system'>;
