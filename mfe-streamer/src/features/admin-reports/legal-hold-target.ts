import { INTERNAL_CLIP_ID_PATTERN } from '@clipyard/shared';

/** Any base: a path alone (`/chan/clip/id`) or an address without its scheme reads against it. */
const BASE = 'https://clipyard.invalid/';

/**
 * The clip id in what a moderator pasted to name a clip (issue 22 item 6): a clip's address on Clipyard, whole
 * (`https://host/<channel>/clip/<id>`, with or without a query or a hash) or as a path (`/<channel>/clip/<id>`), or
 * the id alone. Null for anything else, e.g. a Twitch clip's address, whose slug is not a Clipyard id.
 */
export function clipIdFromReference(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (INTERNAL_CLIP_ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return null;
  }
  if (/(^|\.)twitch\.tv$/i.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const [channel, clip, id] = segments.slice(-3);
  if (segments.length < 3 || !channel || clip !== 'clip' || !id) return null;
  return INTERNAL_CLIP_ID_PATTERN.test(id) ? id : null;
}
