import type { UserRow } from '../db/schema';

/**
 * Who may see a clip before it is public (processing, awaiting decision): its channel's streamer, previewing it,
 * and its submitter, following it. Everyone else is answered as if it did not exist (ADR 0045).
 */
export function mayPreview(clip: { channel_login: string; submitter_user_id: string | null }, viewer: Pick<UserRow, 'id' | 'streamer_channel_login'> | null): boolean {
  return Boolean(viewer && (viewer.streamer_channel_login === clip.channel_login || viewer.id === clip.submitter_user_id));
}
