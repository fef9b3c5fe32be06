import type { Clip } from '@clipyard/shared/contract';
import type { Db } from '../db/database';
import { sql } from 'kysely';
import { clipCategory, type ClipCategoryColumns } from './categories';

/**
 * The one place a clips row becomes a contract `Clip`. Every listing selects through `clipBaseQuery` so the
 * channel display name and the submitter's username are joined the same way everywhere.
 */
export function clipBaseQuery(db: Db) {
  return db
    .selectFrom('clips as c')
    .innerJoin('channels as ch', 'ch.login', 'c.channel_login')
    .leftJoin('users as u', 'u.id', 'c.submitter_user_id')
    .leftJoin('categories as cat', 'cat.id', 'c.category_id')
    .select([
      'c.id',
      'c.channel_login',
      'c.title',
      'c.status',
      'c.duration_seconds',
      'c.width',
      'c.height',
      'c.created_at',
      'c.published_at',
      'c.like_count',
      'c.view_count',
      'c.media_version',
      'c.renditions',
      'c.thumbnail_formats',
      'c.source_url',
      'c.submitter_user_id',
      'c.visibility',
      'ch.display_name as channel_display_name',
      'u.username as submitter_username',
      'c.category_id',
      'cat.slug as category_slug',
      'cat.name_en as category_name_en',
      'cat.name_ja as category_name_ja',
      'cat.twitch_game_id as category_twitch_game_id',
      // Timestamps keep microseconds in SQL but not in a JS Date: cursors carry this text form instead.
      sql<string | null>`c.published_at::text`.as('published_at_text'),
    ]);
}

export type ClipJoinedRow = ClipCategoryColumns & {
  id: string;
  channel_login: string;
  title: string;
  status: Clip['status'];
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  // Typed loosely: schema.ts wraps some timestamps and jsonb columns in nested ColumnTypes, which Kysely does not
  // unwrap on select; at run time they are a Date and a parsed array.
  created_at: unknown;
  published_at: unknown;
  like_count: number;
  view_count: number;
  media_version: number;
  renditions: unknown;
  thumbnail_formats: unknown;
  channel_display_name: string;
  submitter_username: string | null;
  /** Left out by the few queries that build a clip without clipBaseQuery: read as public. */
  visibility?: 'public' | 'unlisted' | 'hidden';
};

const RENDITION_ORDER = ['av1', 'x265', 'source'] as const;
const THUMBNAIL_ORDER = ['avif', 'webp'] as const;

export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(value as string)).toISOString();
}

export function parseJsonArray(value: unknown): string[] {
  // jsonb comes back parsed on pg and PGlite; a string only if a driver was configured otherwise.
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

export function toClip(row: ClipJoinedRow): Clip {
  const renditions = parseJsonArray(row.renditions);
  const thumbs = parseJsonArray(row.thumbnail_formats);
  return {
    internalClipId: row.id,
    channelLogin: row.channel_login,
    channelDisplayName: row.channel_display_name,
    clipTitle: row.title,
    status: row.status,
    durationSeconds: row.duration_seconds == null ? null : Number(row.duration_seconds),
    width: row.width,
    height: row.height,
    // A clip is "from" when it was published; before that (a pending request) when it was submitted.
    createdAt: toIso(row.published_at ?? row.created_at),
    likeCount: Number(row.like_count),
    viewCount: Number(row.view_count),
    submitterUserName: row.submitter_username,
    renditions: RENDITION_ORDER.filter((r) => renditions.includes(r)),
    thumbnailFormats: THUMBNAIL_ORDER.filter((f) => thumbs.includes(f)),
    mediaVersion: Number(row.media_version),
    ...(renditions.includes('vertical') ? { verticalVersion: true } : {}),
    category: clipCategory(row),
    ...(row.visibility && row.visibility !== 'public' ? { visibility: row.visibility } : {}),
  };
}
