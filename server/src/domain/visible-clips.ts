import type { Db } from '../db/database';
import { notBlockedChannel, notBlockedUser } from './block-filters';
import { clipBaseQuery } from './clip-row';

/**
 * Clips a viewer may see: for a signed-in viewer, never clips of channels they block nor clips submitted by users
 * they block (ARCHITECTURE section 5). Status filtering is left to the caller (listings ask for 'ready').
 */
export function visibleClipsQuery(db: Db, viewerUserId: string | null) {
  const base = clipBaseQuery(db);
  if (!viewerUserId) return base;
  return base.where(notBlockedChannel(viewerUserId, 'c.channel_login')).where(notBlockedUser(viewerUserId, 'c.submitter_user_id'));
}
