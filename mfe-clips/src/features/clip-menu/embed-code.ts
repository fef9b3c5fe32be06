import { clipPath } from '@clipyard/shared';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The embed player's address: /embed/{channelLogin}/{internalClipId} on this site (outside the layout). */
export function embedUrl(origin: string, channelLogin: string, internalClipId: string): string {
  return `${origin}/embed/${encodeURIComponent(channelLogin)}/${encodeURIComponent(internalClipId)}`;
}

/** The <iframe> snippet of "Copy embed code" (the server's oEmbed answer gives the same one). */
export function embedCode(origin: string, channelLogin: string, internalClipId: string, title: string): string {
  return `<iframe src="${escapeAttribute(embedUrl(origin, channelLogin, internalClipId))}" width="640" height="360" title="${escapeAttribute(title)}" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`;
}

/** The clip page address, starting at `seconds` when given (whole seconds, as `t=1m2s`). */
export function clipPageUrl(origin: string, channelLogin: string, internalClipId: string, seconds?: number): string {
  const base = `${origin}${clipPath(channelLogin, internalClipId)}`;
  if (!seconds || seconds < 1) return base;
  const whole = Math.floor(seconds);
  const m = Math.floor(whole / 60);
  return `${base}?t=${m > 0 ? `${m}m${whole % 60}s` : `${whole}s`}`;
}
