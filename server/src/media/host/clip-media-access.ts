import type { Db } from '../../db/database';
import { needsMediaGrant, originalGrantSubject } from '../grants/grant-clips';
import { mediaGrantSecret } from '../grants/grant-secret';
import { verifyMediaGrant } from '../grants/media-grant';

/**
 * Whether the media host may serve a clip's files: 'public' (ready: cached like today), 'granted' (not public, but the
 * address carries a valid grant: served privately, never cached) or 'hidden' (answered exactly as an unknown file).
 */
export type ClipMediaVisibility = 'public' | 'granted' | 'hidden';
/** `version`: the address's ?version= (absent: an unversioned address, always the current file). */
/** `original`: the address is of a request's kept original (ADR 0145 second addendum), which has a grant of its own. */
export type ClipMediaAccess = (channelLogin: string, internalClipId: string, grant: unknown, version?: unknown, original?: boolean) => Promise<ClipMediaVisibility>;

/**
 * The ADR 0045 rule applied to media (ADR 0114): ready clips are everyone's; processing, awaiting-decision and
 * failed ones, and ready ones a moderator hid (ADR 0132), only with a grant (which the API gives their streamer and
 * submitter, and moderators for hidden ones); rejected, deleted and unknown
 * ones nobody's, grant or not. The channel in the address must be the clip's own, and a versioned address not older
 * than the clip's last re-cut. A request's kept original is its streamer's only: served while the request waits, with
 * the original's own grant (which the submitter, holding the clip's grant, never gets).
 */
export function clipMediaAccess(db: Db, configuredSecret: string | undefined): ClipMediaAccess {
  return async (channelLogin, internalClipId, grant, version, original) => {
    const clip = await db
      .selectFrom('clips')
      .select(['status', 'channel_login', 'visibility', 'cut_version', 'original_container'])
      .where('id', '=', internalClipId)
      .executeTakeFirst();
    if (!clip || clip.channel_login !== channelLogin) return 'hidden';
    if (original) {
      if (clip.status !== 'awaiting_decision' || clip.original_container === null) return 'hidden';
      const secret = await mediaGrantSecret(db, configuredSecret);
      return verifyMediaGrant(secret, originalGrantSubject(internalClipId), grant) ? 'granted' : 'hidden';
    }
    // An address of a version from before the clip was cut again shows what its streamer cut out: gone (ADR 0145).
    if (typeof version === 'string' && Number(version) < clip.cut_version) return 'hidden';
    if (clip.status === 'ready' && clip.visibility !== 'hidden') return 'public';
    // The clips the API hands grants out for are the ones a grant opens (one rule: grant-clips.ts).
    if (!needsMediaGrant(clip.status, clip.visibility)) return 'hidden';
    const secret = await mediaGrantSecret(db, configuredSecret);
    return verifyMediaGrant(secret, internalClipId, grant) ? 'granted' : 'hidden';
  };
}
