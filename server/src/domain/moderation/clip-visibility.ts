import type { ClipVisibility } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { logModeration } from './log';
import { dropFromFeatured } from '../remove-clip';

/** The clip as a visibility decision needs it. */
export interface ModeratedClip {
  id: string;
  title: string;
  channel_login: string;
  submitter_user_id: string | null;
}

interface Reasons {
  publicReason?: string | null;
  privateNote?: string | null;
  /** The report whose resolution this is, if any. */
  reportId?: string | null;
}

const ACTION = { public: 'clip_restored', unlisted: 'clip_unlisted', hidden: 'clip_hidden' } as const;

/**
 * Sets a clip's visibility (issue 22 item 2, ADR 0132), the one way it changes: the decision is logged, its public
 * reason and log entry stay on the clip while it lasts (the streamer and submitter read the reason; an appeal names
 * the entry), and making the clip public again grants the appeals still open on it. Setting what the clip already is
 * changes nothing and answers null; otherwise the log entry's id. Telling the clip's people is the caller's
 * (notifyClipVisibility), after the decision took effect.
 */
export async function changeClipVisibility(
  db: Db,
  /** Null: no moderator decided (a copyright notice hides its clips as it is filed, ADR 0135). */
  moderator: Pick<UserRow, 'id' | 'username'> | null,
  clip: ModeratedClip,
  visibility: ClipVisibility,
  reasons: Reasons,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('clips').select('visibility').where('id', '=', clip.id).forUpdate().executeTakeFirst();
    if (!current || current.visibility === visibility) return null;
    const [entryId] = await logModeration(trx, moderator, [
      {
        action: ACTION[visibility],
        target_kind: 'clip',
        target_key: `clip:${clip.id}`,
        target_label: clip.title,
        subject_user_id: clip.submitter_user_id,
        report_id: reasons.reportId ?? null,
        public_reason: reasons.publicReason,
        private_note: reasons.privateNote,
      },
    ]);
    const restored = visibility === 'public';
    await trx
      .updateTable('clips')
      .set({
        visibility,
        moderation_reason: restored ? null : reasons.publicReason?.trim() || null,
        moderated_at: restored ? null : new Date(),
        moderation_entry_id: restored ? null : entryId,
      })
      .where('id', '=', clip.id)
      .execute();
    // Featured clips are a list on the channel page: an unlisted or hidden clip leaves it.
    if (!restored) await dropFromFeatured(trx, clip);
    if (restored) {
      await trx
        .updateTable('clip_appeals')
        .set({ status: 'granted', decided_at: new Date(), decided_by_user_id: moderator?.id ?? null, decision_reason: reasons.publicReason?.trim() || null })
        .where('clip_id', '=', clip.id)
        .where('status', '=', 'open')
        .execute();
    }
    return entryId;
  });
}
