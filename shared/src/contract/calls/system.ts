import { z } from 'zod';
import { safeString } from '../fields';
import { defineCall, emptyRequest } from '../define';

export const isOnline = defineCall({
  path: 'is-online',
  request: emptyRequest,
  answer: z.object({
    isOnline: z.literal(true),
    serverTime: safeString(),
    /**
     * How people join (REGISTRATION, issue 22 item 5, ADR 0136): 'open' (an account acts at once) or 'approval' (the
     * register page asks why they want to join, and the account waits for a moderator's approval). Left out by an
     * older server: open.
     */
    registration: z.enum(['open', 'approval']).optional(),
  }),
  errors: ['MAINTENANCE'],
  summary: 'Health check: answers while the API can serve requests, and how people join (registration mode).',
});
