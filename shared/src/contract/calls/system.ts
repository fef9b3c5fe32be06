import { z } from 'zod';
import { safeString } from '../fields';
import { defineCall, emptyRequest } from '../define';

export const isOnline = defineCall({
  path: 'is-online',
  request: emptyRequest,
  answer: z.object({ isOnline: z.literal(true), serverTime: safeString() }),
  errors: ['MAINTENANCE'],
  summary: 'Health check: answers while the API can serve requests.',
});
