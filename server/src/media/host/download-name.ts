/** Characters no file system or browser accepts in a file name, and bidi overrides (controls: see withoutControls). */
const UNSAFE = /[<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

function withoutControls(text: string): string {
  return [...text].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c)).join('');
}
const MAX_STEM = 100;

/** One part of a file name: unsafe characters out, spaces collapsed, no leading/trailing dots or spaces. */
export function sanitizeFileStem(text: string): string {
  return [...withoutControls(text.normalize('NFC')).replace(UNSAFE, ' ').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '')]
    .slice(0, MAX_STEM)
    .join('')
    .trim();
}

/** `{channel} - {title}.{ext}`, sanitized; the title falls back to the clip id when nothing of it is left. */
export function downloadFileName(channelLogin: string, title: string | null, internalClipId: string, extension: string, suffix = ''): string {
  const stem = sanitizeFileStem(title ?? '') || internalClipId;
  return `${sanitizeFileStem(channelLogin) || 'clip'} - ${stem}${suffix}.${extension}`;
}

/**
 * The Content-Disposition of a download (RFC 6266): an ASCII fallback name for old clients and the exact name as
 * RFC 5987 `filename*` (titles are often Japanese).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_').replace(/_{2,}/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
