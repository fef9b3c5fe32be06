import type { Clip, ClipModeration } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { ClipReader } from '../visible-clips';
import { toIso } from '../clip-row';
import { pendingNoticeOfClips } from './takedown';

/** Whether the reader is one of the clip's people: they may read the decision and appeal it (not a moderator). */
export function appealRole(reader: ClipReader, clip: { submitter_user_id: string | null; channel_login: string }): 'streamer' | 'submitter' | null {
  if (!reader) return null;
  if (clip.channel_login === reader.streamer_channel_login) return 'streamer';
  if (clip.submitter_user_id === reader.id) return 'submitter';
  return null;
}

/**
 * The decision on each unlisted or hidden clip of an answer, added for its streamer, its submitter and the moderators
 * only (ADR 0132): the public reason, the reader's own appeal of the current decision, and whether they may appeal.
 * Everyone else gets the clips as they were.
 */
export async function withClipModeration(db: Db, reader: ClipReader, clips: Clip[]): Promise<Clip[]> {
  const moderated = clips.filter((clip) => clip.visibility && clip.visibility !== 'public').map((clip) => clip.internalClipId);
  if (!reader || moderated.length === 0) return clips;
  const rows = await db
    .selectFrom('clips as c')
    .leftJoin('clip_appeals as a', (join) => join.onRef('a.clip_id', '=', 'c.id').onRef('a.moderation_entry_id', '=', 'c.moderation_entry_id').on('a.appellant_user_id', '=', reader.id))
    .select(['c.id', 'c.visibility', 'c.moderation_reason', 'c.moderated_at', 'c.submitter_user_id', 'c.channel_login', 'c.moderation_entry_id', 'a.status as appeal_status'])
    .where('c.id', 'in', moderated)
    .execute();
  // A clip a copyright notice hid is answered by a counter-notice (ADR 0135), which only its streamer files and reads.
  const notices = await pendingNoticeOfClips(db, rows.map((row) => row.id));
  const byId = new Map<string, ClipModeration>();
  for (const row of rows) {
    const role = appealRole(reader, row);
    if (!role && !reader.is_admin) continue;
    const noticeId = notices.get(row.id);
    byId.set(row.id, {
      visibility: row.visibility,
      publicReason: row.moderation_reason,
      moderatedAt: row.moderated_at ? toIso(row.moderated_at) : null,
      appealStatus: row.appeal_status ?? null,
      canAppeal: role !== null && row.appeal_status == null && row.moderation_entry_id !== null && noticeId === undefined,
      ...(noticeId !== undefined ? { takedownNoticeId: role === 'streamer' || reader.is_admin ? noticeId : null } : {}),
    });
  }
  return clips.map((clip) => (byId.has(clip.internalClipId) ? { ...clip, moderation: byId.get(clip.internalClipId) } : clip));
}
