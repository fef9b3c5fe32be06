import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { assertPushEndpoint } from '../../domain/notifications/push';
import { vapidKeys } from '../../domain/notifications/vapid';

/** A person keeps at most this many browsers subscribed; a new one drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const pushPublicKey: Handler<'client/notifications/pushPublicKey'> = async ({ ctx }) => {
  const { publicKey } = await vapidKeys(ctx.db, ctx.config.push);
  return { publicKey };
};

export const subscribePush: Handler<'client/notifications/subscribePush'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  try {
    await assertPushEndpoint(body.endpoint, ctx.config.push);
  } catch {
    throw new ApiError('PUSH_SUBSCRIPTION_INVALID', 'The push endpoint is not a public https address');
  }
  const row = { user_id: user.id, p256dh: body.keys.p256dh, auth: body.keys.auth, language: body.language };
  // An endpoint names one browser: subscribing it again (another person signed in there) moves it to this person.
  await ctx.db
    .insertInto('push_subscriptions')
    .values({ endpoint: body.endpoint, ...row })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...row, created_at: new Date() }))
    .execute();
  await ctx.db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', user.id)
    .where('endpoint', 'not in', (eb) =>
      eb.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(PUSH_SUBSCRIPTIONS_PER_USER),
    )
    .execute();
  return {};
};

export const unsubscribePush: Handler<'client/notifications/unsubscribePush'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  // Only the person's own: another person's endpoint is left alone, and the answer is the same (idempotent).
  await ctx.db.deleteFrom('push_subscriptions').where('endpoint', '=', body.endpoint).where('user_id', '=', user.id).execute();
  return {};
};
