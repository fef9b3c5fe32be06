import { z } from 'zod';
import { defineCall } from '../define';
import { categorySlug, channelLogin, cursor, safeString } from '../fields';
import { channelCard, clip } from '../models';

/** Prefix first, then fuzzy (trigram similarity) matches on login and display name. */
export const channelLoginList = defineCall({
  path: 'client/search/channelLoginList',
  request: z.strictObject({ query: safeString().trim().max(50), limit: z.number().int().min(1).max(25).optional() }),
  answer: z.object({ channelLoginList: z.array(safeString()) }),
  errors: [],
  summary: 'Channel logins matching a search query (for suggestions); blocked channels left out for a signed-in viewer.',
});

export const channelDetails = defineCall({
  path: 'client/search/channelDetails',
  request: z.strictObject({ channelLoginList: z.array(channelLogin).min(1).max(50) }),
  answer: z.object({ channelDetailsList: z.array(channelCard) }),
  errors: [],
  summary: 'Cards for the given channels, in the order asked; unknown channels are left out.',
});

/** Longest search query (characters); longer is refused with SEARCH_QUERY_TOO_LONG rather than silently cut. */
export const SEARCH_QUERY_MAX = 100;
/** Clip title matching starts at this many characters: shorter queries answer channels only (keeps p95 low). */
export const CLIP_SEARCH_MIN_CHARS = 3;

/**
 * The search page and the app-bar suggestions: channels (prefix, substring, kana reading, fuzzy) and ready clips by
 * title, best first, bounded by `limit` per section; clips are keyset-paged newest first with `cursor`.
 */
export const clipSearch = defineCall({
  path: 'client/search/clipSearch',
  ours: true,
  request: z.strictObject({
    query: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX, { error: 'SEARCH_QUERY_TOO_LONG' })
      .refine((q) => !q.includes('\u0000'), { error: 'SEARCH_QUERY_INVALID' }),
    limit: z.number().int().min(1).max(25).optional(),
    /** Ours (shared 1.13.0, ADR 0150): only clips of this category (the search page's chips); channels are not filtered. */
    categorySlug: categorySlug.optional(),
    cursor,
  }),
  answer: z.object({ channelList: z.array(channelCard), clipList: z.array(clip), nextCursor: safeString().nullable() }),
  errors: ['SEARCH_QUERY_TOO_LONG', 'SEARCH_QUERY_INVALID', 'CATEGORY_NOT_FOUND'],
  summary: 'Channels and clips matching a search query; an empty query answers empty lists.',
});
