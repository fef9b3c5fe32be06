import type { Db } from '../../db/database';
import { clipBaseQuery } from './clip-row';

/**
 * Clips a viewer may see: for a signed-in viewer, never clips of channels they block nor clips submitted by users
 * they block (ARCHITECTURE section 5). Status filtering is left to the caller (listings ask for 'ready').
 */
export function visibleClipsQuery(db: Db, viewerUserId: string | null) {
  const base = clipBaseQuery(db);
  if (!viewerUserId) return base;
  return base
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('channel_blocks as cb')
            .select('cb.channel_login')
            .where('cb.user_id', '=', viewerUserId)
            .whereRef('cb.channel_login', '=', 'c.channel_login'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_blocks as ub')
            .select('ub.blocked_user_id')
            .where('ub.user_id', '=', viewerUserId)
            .whereRef('ub.blocked_user_id', '=', 'c.submitter_user_id'),
        ),
      ),
    );
}
