import { sql } from 'kysely';
import type { ChannelCard, ChannelProfile, Clip } from '@clipyard/shared/contract';
import type { Db } from '../db/database';
import type { ChannelRow } from '../db/schema';
import { toClip, toIso, type ClipJoinedRow } from './clip-row';
import { visibleClipsQuery } from './visible-clips';

interface ChannelCounts {
  clipCount: number;
  followerCount: number;
}

/** Ready-clip and follower counts of some channels, two grouped queries whatever the number of channels. */
export async function channelCounts(db: Db, logins: string[]): Promise<Map<string, ChannelCounts>> {
  const result = new Map<string, ChannelCounts>(logins.map((l) => [l, { clipCount: 0, followerCount: 0 }]));
  if (logins.length === 0) return result;
  const [clips, follows] = await Promise.all([
    db
      .selectFrom('clips')
      .select(['channel_login', sql<number>`count(*)::int`.as('n')])
      .where('status', '=', 'ready')
      .where('visibility', '=', 'public')
      .where('channel_login', 'in', logins)
      .groupBy('channel_login')
      .execute(),
    db
      .selectFrom('follows')
      .select(['channel_login', sql<number>`count(*)::int`.as('n')])
      .where('channel_login', 'in', logins)
      .groupBy('channel_login')
      .execute(),
  ]);
  for (const row of clips) result.get(row.channel_login)!.clipCount = Number(row.n);
  for (const row of follows) result.get(row.channel_login)!.followerCount = Number(row.n);
  return result;
}

/** The newest ready clip of each channel the viewer may see (DISTINCT ON keeps one row per channel). */
export async function latestClips(db: Db, logins: string[], viewerUserId: string | null): Promise<Map<string, Clip>> {
  if (logins.length === 0) return new Map();
  const rows = await visibleClipsQuery(db, viewerUserId)
    .distinctOn('c.channel_login')
    .where('c.status', '=', 'ready')
    .where('c.visibility', '=', 'public')
    .where('c.channel_login', 'in', logins)
    .orderBy('c.channel_login')
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.channel_login, toClip(row as ClipJoinedRow)]));
}

/** Cards (search, details, follows) in the order of `logins`; logins without a channel row are left out. */
export async function loadChannelCards(db: Db, logins: string[], viewerUserId: string | null): Promise<ChannelCard[]> {
  const unique = [...new Set(logins)];
  if (unique.length === 0) return [];
  const channels = await db.selectFrom('channels').selectAll().where('login', 'in', unique).execute();
  const existing = channels.map((c) => c.login);
  const [counts, latest] = await Promise.all([channelCounts(db, existing), latestClips(db, existing, viewerUserId)]);
  const byLogin = new Map(channels.map((c) => [c.login, c]));
  return unique.flatMap((login) => {
    const channel = byLogin.get(login);
    if (!channel) return [];
    const count = counts.get(login)!;
    return [
      {
        channelLogin: login,
        displayName: channel.display_name,
        clipCount: count.clipCount,
        followerCount: count.followerCount,
        isClaimed: channel.claimed_by_user_id !== null,
        latestClip: latest.get(login) ?? null,
      },
    ];
  });
}

function jsonArray<T>(value: unknown): T[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

export function toChannelProfile(channel: ChannelRow, counts: ChannelCounts): ChannelProfile {
  return {
    channelLogin: channel.login,
    displayName: channel.display_name,
    reading: channel.reading,
    description: channel.description,
    links: jsonArray(channel.links),
    tipLinks: jsonArray(channel.tip_links),
    requestPolicy: channel.request_policy,
    submitRule: { audience: channel.submit_audience, minFollowDays: channel.submit_min_follow_days },
    featuredClipIds: jsonArray<string>(channel.featured_clip_ids),
    isClaimed: channel.claimed_by_user_id !== null,
    clipCount: counts.clipCount,
    followerCount: counts.followerCount,
    createdAt: toIso(channel.created_at),
  };
}
