import { z } from 'zod';
import { safeString } from '../fields';
import { defineCall, emptyRequest } from '../define';

/** Ours: /about/userData's download of everything stored about the user. */
export const exportUserData = defineCall({
  path: 'client/userData/exportUserData',
  request: emptyRequest,
  answer: z.object({ exportedAt: safeString(), userData: z.record(safeString(), z.unknown()) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 5, windowSeconds: 600 },
  ours: true,
  summary: 'All data stored about the signed-in user, as JSON.',
});
