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
    /**
     * How long a clip cut with the clip editor may be, in seconds (issue 23 item 1, ADR 0145): the server's
     * setting, so the editor bounds its range the way submitClip will. Left out by an older server: 5 to 60.
     */
    clipTrim: z.object({ minSeconds: z.number(), maxSeconds: z.number() }).optional(),
  }),
  errors: ['MAINTENANCE'],
  summary: 'Health check: answers while the API can serve requests, and how people join (registration mode).',
});
