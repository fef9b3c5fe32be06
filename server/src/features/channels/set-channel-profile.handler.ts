import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { jsonb } from '../../db/jsonb';
import { loadChannelProfile } from './get-channel-profile.handler';

/** The address as a URL, or the given refusal when it is none. */
function parseUrl(value: string, refusal: 'INVALID_URL' | 'TIP_LINK_INVALID'): URL {
  try {
    return new URL(value.trim());
  } catch {
    throw new ApiError(refusal);
  }
}

/**
 * Only http(s) addresses with a host: a javascript: or data: link on a channel page would be an XSS vector. No
 * user:pass@ either: `https://twitch.tv@evil.example/` reads as twitch.tv but goes to evil.example (phishing).
 */
function assertHttpUrl(value: string): string {
  const url = parseUrl(value, 'INVALID_URL');
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) throw new ApiError('INVALID_URL');
  return url.toString();
}

/** Tip links send money: only https, so the address a viewer pays through cannot be read or changed on the way. */
function assertTipUrl(value: string): string {
  const url = parseUrl(value, 'TIP_LINK_INVALID');
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) throw new ApiError('TIP_LINK_INVALID');
  return url.toString();
}

export const setChannelProfile: Handler<'client/channel/setChannelProfile'> = async ({ ctx, body, caller }) => {
  const { user, channelLogin } = caller;
  if (channelLogin !== body.channelLogin) throw new ApiError('FORBIDDEN', 'Only the streamer of this channel may edit its page');

  const links = body.links.map((l) => ({ label: l.label, url: assertHttpUrl(l.url) }));
  const tipLinks = body.tipLinks.map((t) => ({ platform: t.platform, url: assertTipUrl(t.url) }));
  const featured = [...new Set(body.featuredClipIds)];
  if (featured.length > 0) {
    const found = await ctx.db
      .selectFrom('clips')
      .select('id')
      .where('id', 'in', featured)
      .where('channel_login', '=', channelLogin)
      .where('status', '=', 'ready')
      .where('visibility', '=', 'public')
      .execute();
    if (found.length !== featured.length) throw new ApiError('CLIP_NOT_FOUND', 'Featured clips must be ready clips of this channel');
  }

  const values = {
    display_name: body.displayName,
    description: body.description,
    links: jsonb(links),
    tip_links: jsonb(tipLinks),
    request_policy: body.requestPolicy,
    featured_clip_ids: jsonb(featured),
    // Absent keeps the reading the channel has (the seed's, or an older client's save).
    ...(body.reading === undefined ? {} : { reading: body.reading }),
    ...(body.submitRule === undefined
      ? {}
      : {
          submit_audience: body.submitRule.audience,
          // Days mean nothing when anyone may submit: kept at 0 so the rule reads the same however it was saved.
          submit_min_follow_days: body.submitRule.audience === 'followers' ? body.submitRule.minFollowDays : 0,
        }),
  };
  // A claimed channel normally has its row already; create it if the claim happened before any clip existed.
  await ctx.db
    .insertInto('channels')
    .values({ login: channelLogin, claimed_by_user_id: user.id, ...values })
    .onConflict((oc) => oc.column('login').doUpdateSet(values))
    .execute();
  return { channelProfile: await loadChannelProfile(ctx.db, channelLogin) };
};
