import type { Handlers } from '../../http/handler';
import { isOnline } from './is-online.handler';

export const systemHandlers = {
  'is-online': isOnline,
} satisfies Partial<Handlers>;
