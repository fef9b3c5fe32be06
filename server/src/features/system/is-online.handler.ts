import type { Handler } from '../../http/handler';

/** Health check: a cheap query proves the database answers too (a load balancer takes the instance out if not). */
export const isOnline: Handler<'is-online'> = async ({ ctx }) => {
  await ctx.db.selectFrom('users').select('id').limit(1).execute();
  return { isOnline: true, serverTime: new Date().toISOString() };
};
