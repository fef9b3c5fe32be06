import type { Clip, ThumbnailFormat } from '../contract';
import { clipThumbnailKey, clipVerticalKey, clipVideoKey, mediaUrl } from './media-paths';
import { pickRendition, pickRenditionByCapabilities, type CanPlayType, type DecodingInfoSource } from './pick-rendition';
import { getRuntimeConfig } from '../runtime-config';

/** avif when the clip has it and the browser shows it, else webp; null when no thumbnail exists yet. */
export function pickThumbnailFormat(clip: Pick<Clip, 'thumbnailFormats'>, avifSupported: boolean): ThumbnailFormat | null {
  if (avifSupported && clip.thumbnailFormats.includes('avif')) return 'avif';
  if (clip.thumbnailFormats.includes('webp')) return 'webp';
  return null;
}

/** `{mediaBaseUrl}clips/{channel}/{clip}.{ext}?version={mediaVersion}` (SPEC section 2), plus `&grant=` when the clip has one. */
export function clipThumbnailUrl(clip: Clip, avifSupported: boolean): string | null {
  const format = pickThumbnailFormat(clip, avifSupported);
  if (!format) return null;
  return mediaUrl(getRuntimeConfig().mediaBaseUrl, clipThumbnailKey(clip.channelLogin, clip.internalClipId, format), clip.mediaVersion, clip.mediaGrant);
}

/**
 * The address of the clip's vertical (9:16) version (issue 23 item 3), with `&grant=` when the clip has one; null when
 * it has none. H.264/AAC in MP4: every browser plays it.
 */
export function clipVerticalUrl(clip: Clip): string | null {
  if (!clip.verticalVersion) return null;
  return mediaUrl(getRuntimeConfig().mediaBaseUrl, clipVerticalKey(clip.channelLogin, clip.internalClipId), clip.mediaVersion, clip.mediaGrant);
}

/** The best playable rendition's address (AV1, then x265, then source), or null while nothing is encoded. */
export function clipVideoSource(clip: Clip, canPlay: CanPlayType): { url: string; kind: string } | null {
  const kind = pickRendition(clip.renditions, canPlay);
  if (!kind) return null;
  return { kind, url: mediaUrl(getRuntimeConfig().mediaBaseUrl, clipVideoKey(clip.channelLogin, clip.internalClipId, kind), clip.mediaVersion, clip.mediaGrant) };
}

/** Like clipVideoSource, choosing with MediaCapabilities (supported and smooth first, then the smallest file). */
export async function clipVideoSourceByCapabilities(clip: Clip, canPlay: CanPlayType, capabilities: DecodingInfoSource): Promise<{ url: string; kind: string } | null> {
  const kind = await pickRenditionByCapabilities(clip.renditions, canPlay, capabilities, { width: clip.width ?? 1920, height: clip.height ?? 1080 });
  if (!kind) return null;
  return { kind, url: mediaUrl(getRuntimeConfig().mediaBaseUrl, clipVideoKey(clip.channelLogin, clip.internalClipId, kind), clip.mediaVersion, clip.mediaGrant) };
}

export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The saved profile picture of a cached profile, `{mediaBaseUrl}profiles/{id}.webp?version={n}` (SPEC section 2),
 * or null without one (or with a profile cached before profileDetails named its key).
 */
export function profileImageUrl(profile: { profileImageKey?: string | null; profileImageVersion?: number; hasProfilePicture?: boolean } | null | undefined): string | null {
  if (!profile?.hasProfilePicture || !profile.profileImageKey) return null;
  return mediaUrl(getRuntimeConfig().mediaBaseUrl, profile.profileImageKey, profile.profileImageVersion);
}
