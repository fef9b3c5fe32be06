import type { RenditionKind, ThumbnailFormat } from '../contract/models';

/**
 * Media keys exactly as SPEC section 2 names them. The server stores and serves files under these keys and
 * the client builds the same addresses as `{mediaBaseUrl}{key}?version={n}`: keep both sides on these helpers.
 */

/** File name suffix of each video rendition (SPEC section 2: -source.mp4, -x265.mp4, -av1.mkv). */
export const renditionSuffix: Record<RenditionKind, string> = {
  source: '-source.mp4',
  x265: '-x265.mp4',
  av1: '-av1.mkv',
};

export const renditionContentType: Record<RenditionKind, string> = {
  source: 'video/mp4',
  x265: 'video/mp4',
  av1: 'video/x-matroska',
};

/** Clip thumbnails are scaled down to at most this width, keeping the aspect (the server's ffmpeg scale filter). */
export const THUMBNAIL_MAX_WIDTH = 640;

export function profileImageKey(userId: string): string {
  return `profiles/${userId}.webp`;
}

export function clipThumbnailKey(channelLogin: string, internalClipId: string, format: ThumbnailFormat): string {
  return `clips/${channelLogin}/${internalClipId}.${format}`;
}

/**
 * The candidate frames of a clip's thumbnail (issue 23 item 2): THUMBNAIL_FRAME_COUNT frames side by side in one webp,
 * each THUMBNAIL_FRAME_WIDTH wide, taken at the times getThumbnailChoices answers.
 */
export function clipFramesKey(channelLogin: string, internalClipId: string): string {
  return `clips/${channelLogin}/${internalClipId}-frames.webp`;
}
export const THUMBNAIL_FRAME_COUNT = 6;
export const THUMBNAIL_FRAME_WIDTH = 320;

export function clipVideoKey(channelLogin: string, internalClipId: string, rendition: RenditionKind): string {
  return `clips/${channelLogin}/${internalClipId}${renditionSuffix[rendition]}`;
}

/** The clip's vertical (9:16) version (issue 23 item 3), when it has one (Clip.verticalVersion). */
export function clipVerticalKey(channelLogin: string, internalClipId: string): string {
  return `clips/${channelLogin}/${internalClipId}-vertical.mp4`;
}
export const VERTICAL_WIDTH = 1080;
export const VERTICAL_HEIGHT = 1920;

/**
 * A clip request's original upload, kept whole while its streamer reviews it (shared 2.1.0, ADR 0145 second
 * addendum): the file as the submitter sent it, in its own container ('mp4' for mp4/mov, 'mkv' for Matroska/WebM).
 * Served only with the original's own grant (ClipRequest.original), never cached.
 */
export type ClipOriginalContainer = 'mp4' | 'mkv';
export function clipOriginalKey(channelLogin: string, internalClipId: string, container: ClipOriginalContainer): string {
  return `clips/${channelLogin}/${internalClipId}-original.${container}`;
}

/** Every key a clip can have (used to delete a clip's media). */
export function clipMediaKeys(channelLogin: string, internalClipId: string): string[] {
  return [
    clipThumbnailKey(channelLogin, internalClipId, 'webp'),
    clipThumbnailKey(channelLogin, internalClipId, 'avif'),
    clipFramesKey(channelLogin, internalClipId),
    clipVideoKey(channelLogin, internalClipId, 'source'),
    clipVideoKey(channelLogin, internalClipId, 'x265'),
    clipVideoKey(channelLogin, internalClipId, 'av1'),
    clipVerticalKey(channelLogin, internalClipId),
    clipOriginalKey(channelLogin, internalClipId, 'mp4'),
    clipOriginalKey(channelLogin, internalClipId, 'mkv'),
  ];
}

/**
 * The public address of a key. `version` (profile image version, clip mediaVersion) makes the address
 * immutable: the media host then answers with a year-long cache.
 */
export function mediaUrl(mediaBaseUrl: string, key: string, version?: number, grant?: string): string {
  const base = mediaBaseUrl.endsWith('/') ? mediaBaseUrl : `${mediaBaseUrl}/`;
  const query = new URLSearchParams();
  if (version !== undefined) query.set('version', String(version));
  // A signed grant for the media of a clip that is not public yet (ADR 0114); public media never has one.
  if (grant) query.set('grant', grant);
  const search = query.toString();
  return search ? `${base}${key}?${search}` : `${base}${key}`;
}

/** Ids and logins that may appear in a key: no dots, slashes or anything a path could abuse. */
const SAFE_SEGMENT = '[A-Za-z0-9_-]{1,64}';

/** What the media host serves: anything else (../, absolute paths, other extensions) is refused. */
export const MEDIA_KEY_PATTERN = new RegExp(
  `^(?:profiles/${SAFE_SEGMENT}\\.webp|clips/${SAFE_SEGMENT}/${SAFE_SEGMENT}(?:\\.webp|\\.avif|-frames\\.webp|-source\\.mp4|-x265\\.mp4|-av1\\.mkv|-vertical\\.mp4|-original\\.mp4|-original\\.mkv))$`,
);

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

/** Content type by key, never by what an uploader said. */
export function mediaContentType(key: string): string | null {
  if (!isMediaKey(key)) return null;
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.avif')) return 'image/avif';
  if (key.endsWith('.mkv')) return 'video/x-matroska';
  return 'video/mp4';
}
