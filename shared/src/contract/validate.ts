import type { ErrorCode } from './errors';
import { CLIP_TITLE_MAX, CLIP_TITLE_MIN } from './limits';

/**
 * Checks a clip URL the way the submit form and submitClip both do, so client and server agree on
 * 'Empty input detected' (EMPTY_INPUT) and 'Invalid input URL detected' (INVALID_URL).
 * Only the shape is checked here; whether the address is safe to fetch is the server's job.
 */
export function validateClipUrl(input: string | undefined | null): { ok: true; url: URL } | { ok: false; errorCode: ErrorCode } {
  const value = (input ?? '').trim();
  if (value === '') return { ok: false, errorCode: 'EMPTY_INPUT' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, errorCode: 'INVALID_URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, errorCode: 'INVALID_URL' };
  if (!url.hostname || url.username || url.password) return { ok: false, errorCode: 'INVALID_URL' };
  return { ok: true, url };
}

/** A Twitch clip URL: clips.twitch.tv/{slug} or www.twitch.tv/{channel}/clip/{slug}. */
export function parseTwitchClipUrl(url: URL): { slug: string; channelLogin: string | null } | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'clips.twitch.tv' && parts.length === 1) return { slug: parts[0], channelLogin: null };
  if ((host === 'twitch.tv' || host === 'www.twitch.tv' || host === 'm.twitch.tv') && parts.length === 3 && parts[1] === 'clip') {
    return { slug: parts[2], channelLogin: parts[0].toLowerCase() };
  }
  return null;
}

export function validateClipTitle(title: string): ErrorCode | null {
  const trimmed = title.trim();
  if (trimmed.length < CLIP_TITLE_MIN) return 'TITLE_TOO_SHORT';
  if (trimmed.length > CLIP_TITLE_MAX) return 'TITLE_TOO_LONG';
  return null;
}

/** Katakana (U+30A1..U+30F6) to hiragana: a reading is stored, and searched, in hiragana (ユキハナ finds ゆきはな). */
export function toHiragana(value: string): string {
  return value.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** Longest kana reading of a channel name. */
export const CHANNEL_READING_MAX = 60;
/** Hiragana, katakana, the long-vowel mark, the middle dot and spaces only (empty clears the reading). */
const KANA_READING = /^[\u3041-\u3096\u30a1-\u30fa\u30fc\u30fb\u3000 ]*$/;

/** A channel's kana reading as the page editor and setChannelProfile accept it (CHANNEL_READING_INVALID otherwise). */
export function isChannelReading(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= CHANNEL_READING_MAX && KANA_READING.test(trimmed);
}
