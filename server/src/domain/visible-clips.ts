import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { notBlockedChannel, notBlockedUser } from './block-filters';
import { clipBaseQuery } from './clip-row';
import { mayPreview } from './clip-preview';

/**
 * Clips a viewer may see: for a signed-in viewer, never clips of channels they block nor clips submitted by users
 * they block (ARCHITECTURE section 5). Status filtering is left to the caller (listings ask for 'ready').
 */
export function visibleClipsQuery(db: Db, viewerUserId: string | null) {
  const base = clipBaseQuery(db);
  if (!viewerUserId) return base;
  return base.where(notBlockedChannel(viewerUserId, 'c.channel_login')).where(notBlockedUser(viewerUserId, 'c.submitter_user_id'));
}

/** Who reads a clip, as its visibility needs them (ADR 0132): their id, their own channel, whether they moderate. */
export type ClipReader = Pick<UserRow, 'id' | 'is_admin' | 'streamer_channel_login'> | null;

/**
 * Whether a clip may be read by this person at all (issue 22 item 2, ADR 0132): a hidden clip only by its submitter,
 * its channel's streamer and the moderators; every other clip by anyone with its link (its status is the caller's).
 * Lists ask for `visibility = 'public'` instead: an unlisted clip is reachable by link only.
 */
export function clipOpenTo(reader: ClipReader, alias = 'c'): RawBuilder<SqlBool> {
  if (reader?.is_admin) return sql<SqlBool>`true`;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('visibility')} <> 'hidden' OR ${column('submitter_user_id')} = ${reader?.id ?? null} OR ${column('channel_login')} = ${reader?.streamer_channel_login ?? null})`;
}

/** A clip this person may act on (like, comment, read its comments): ready, and open to them (clipOpenTo). */
export function readyClipOpenTo(reader: ClipReader, alias = 'c'): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.status`)} = 'ready' AND ${clipOpenTo(reader, alias)})`;
}

/** The same rule for one clip already read. */
export function isClipOpenTo(reader: ClipReader, clip: { visibility: string; submitter_user_id: string | null; channel_login: string }): boolean {
  // Its people are the ones who may preview a clip not yet public (clip-preview.ts): its streamer and its submitter.
  return clip.visibility !== 'hidden' || Boolean(reader?.is_admin) || mayPreview(clip, reader);
}

/**
 * What every listing lists, for the clip aliased `alias`: ready, public (ADR 0132: unlisted and hidden clips are
 * reached by link only) and published. One definition for the live pages, the ranked trending pages, the ranker and
 * the clips of a channel's collections (ADR 0148).
 */
export function listableClip(alias: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('status')} = 'ready' AND ${column('visibility')} = 'public' AND ${column('published_at')} IS NOT NULL)`;
}
