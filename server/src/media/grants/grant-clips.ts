import type { Clip, ClipStatus, ClipVisibility } from '@clipyard/shared/contract';
import type { AppContext } from '../../context';
import { mediaGrantSecret } from './grant-secret';
import { signMediaGrant } from './media-grant';

/**
 * Clips whose files the media host serves only with a grant: not public yet, or hidden by a moderator (ADR 0132: its
 * streamer, submitter and the moderators still watch it). Other ready ones need none; rejected and deleted get none.
 */
export function needsMediaGrant(status: ClipStatus, visibility: ClipVisibility = 'public'): boolean {
  return status === 'awaiting_decision' || status === 'processing' || status === 'failed' || (status === 'ready' && visibility === 'hidden');
}

/**
 * The media grant of one clip for a caller already known to be its streamer or submitter (ADR 0114), or undefined
 * when its media is public or gone.
 */
export async function mediaGrantFor(ctx: Pick<AppContext, 'db' | 'primaryDb' | 'config'>, internalClipId: string, status: ClipStatus, visibility?: ClipVisibility): Promise<string | undefined> {
  if (!needsMediaGrant(status, visibility)) return undefined;
  // The key may be written on first use: on the primary, even when this read runs on a replica.
  return signMediaGrant(await mediaGrantSecret(ctx.primaryDb ?? ctx.db, ctx.config.media.grantSecret), internalClipId);
}

/** The clips with their grants, for answers only the clips' streamer (or submitter, or a moderator) receives. */
export async function withMediaGrants(ctx: Pick<AppContext, 'db' | 'primaryDb' | 'config'>, clips: Clip[]): Promise<Clip[]> {
  return Promise.all(
    clips.map(async (clip) => {
      const mediaGrant = await mediaGrantFor(ctx, clip.internalClipId, clip.status, clip.visibility);
      return mediaGrant ? { ...clip, mediaGrant } : clip;
    }),
  );
}

/**
 * What a kept original's grant is signed for (ADR 0145 second addendum): not the clip id, so the clip's own grant
 * (which its submitter holds too) does not open it. '/' never appears in a clip id.
 */
export function originalGrantSubject(internalClipId: string): string {
  return `${internalClipId}/original`;
}

/** The grant of a request's kept original, for an answer only the clip's streamer receives. */
export async function originalGrantFor(ctx: Pick<AppContext, 'db' | 'primaryDb' | 'config'>, internalClipId: string): Promise<string> {
  return signMediaGrant(await mediaGrantSecret(ctx.primaryDb ?? ctx.db, ctx.config.media.grantSecret), originalGrantSubject(internalClipId));
}
