import type { Handler } from '../../http/handler';
import { CLIP_TRIM_MIN_SECONDS } from '@clipyard/shared/contract';
import { ApiError } from '../../http/api-error';

/**
 * Health check: a cheap query proves the database answers too (a load balancer takes the instance out if not).
 * In maintenance (MAINTENANCE=true) it answers 503 MAINTENANCE: the shell asks it at start and shows the
 * maintenance dialog until it answers again (SPEC section 4, start-up). It also says how people join (REGISTRATION,
 * ADR 0136): the register page asks for a reason in approval mode; and how long a clip cut in the clip editor may be
 * (CLIP_TRIM_MAX_SECONDS, ADR 0145), so the editor bounds its range the way submitClip does.
 */
export const isOnline: Handler<'is-online'> = async ({ ctx }) => {
  if (ctx.config.maintenance) throw new ApiError('MAINTENANCE', 'Clipyard is down for maintenance: try again shortly');
  await ctx.db.selectFrom('users').select('id').limit(1).execute();
  return {
    isOnline: true,
    serverTime: new Date().toISOString(),
    registration: ctx.config.registration,
    clipTrim: { minSeconds: CLIP_TRIM_MIN_SECONDS, maxSeconds: ctx.config.clipTrimMaxSeconds },
  };
};
