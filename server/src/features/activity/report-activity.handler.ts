import type { Handler } from '../../http/handler';

/** Stores an activity event (the body is already validated: known activityName, strict platformData). */
export const reportActivity: Handler<'client/activity/reportActivity'> = async ({ ctx, body, caller }) => {
  await ctx.db
    .insertInto('activity_events')
    .values({
      user_id: caller.user?.id ?? null,
      activity_name: body.activityName,
      platform_data: JSON.stringify(body.platformData),
    })
    .execute();
  return {};
};
