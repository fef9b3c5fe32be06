import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { notBlockedUser } from '../../domain/block-filters';
import { isClipOpenTo } from '../../domain/visible-clips';

/** How many names the suggestion list shows. */
const SUGGESTIONS = 8;

/** A LIKE pattern that matches names starting with `prefix` (`_` is a username letter, not LIKE's wildcard). */
function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Who an `@` being typed on a clip's comments may name (ADR 0117): the people who commented on this clip first
 * (most recent first), then anyone whose username starts with the query (alphabetically). Never the caller, nor a
 * person the caller blocks. An empty query answers this clip's people only.
 */
export const mentionSuggestions: Handler<'client/clipComment/mentionSuggestions'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const clip = await ctx.db.selectFrom('clips').select(['status', 'visibility', 'channel_login', 'submitter_user_id']).where('id', '=', body.internalClipId).executeTakeFirst();
  if (!clip || clip.status !== 'ready' || !isClipOpenTo(caller.user ?? null, clip)) throw new ApiError('CLIP_NOT_FOUND');
  const pattern = startsWith(body.query.toLowerCase());

  const inThread = await ctx.db
    .selectFrom('comments as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['u.username', (eb) => eb.fn.max('cm.created_at').as('last')])
    .where('cm.clip_id', '=', body.internalClipId)
    .where('u.username_lower', 'like', pattern)
    .where('u.id', '!=', user.id)
    .where(notBlockedUser(user.id, 'u.id'))
    .groupBy(['u.id', 'u.username'])
    .orderBy('last', 'desc')
    .limit(SUGGESTIONS)
    .execute();
  const names = inThread.map((r) => r.username);
  if (body.query.length > 0 && names.length < SUGGESTIONS) {
    const others = await ctx.db
      .selectFrom('users as u')
      .select('u.username')
      .where('u.username_lower', 'like', pattern)
      .where('u.id', '!=', user.id)
      .where(notBlockedUser(user.id, 'u.id'))
      .orderBy('u.username_lower')
      .limit(SUGGESTIONS + names.length)
      .execute();
    for (const { username } of others) if (!names.includes(username)) names.push(username);
  }
  return { userNameList: names.slice(0, SUGGESTIONS) };
};
