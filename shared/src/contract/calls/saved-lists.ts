import { z } from 'zod';
import { defineCall } from '../define';
import { cursor, internalClipId, pageLimit, safeString, SAVED_LIST_NAME_MAX } from '../fields';
import { clip } from '../models';

/**
 * Saved lists (issue 23 item 5, ADR 0149): a signed-in viewer's private lists of clips. Every account has the
 * built-in "Saved" list (its `listId` is always SAVED_LIST_ID; it is made on the first save, cannot be renamed or
 * deleted, and its name is the reader's language's word for it) and up to SAVED_LISTS_MAX named lists. Only the
 * owner reads or writes a list: another person's list id is answered LIST_NOT_FOUND, like an id that never existed.
 */

const listId = safeString().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'LIST_NOT_FOUND' });
const listName = safeString()
  .trim()
  .min(1, { error: 'LIST_NAME_INVALID' })
  .max(SAVED_LIST_NAME_MAX, { error: 'LIST_NAME_INVALID' });

export const savedList = z.object({
  listId: safeString(),
  /** Null for the built-in list: the client shows its own word for "Saved". */
  name: safeString().nullable(),
  isBuiltIn: z.boolean(),
  /** Clips the list holds (clips since made unavailable to the viewer included: they leave when deleted). */
  clipCount: z.number().int(),
  /** Whether the list holds the clip the request named (false when none was named). */
  hasClip: z.boolean(),
});
export type SavedList = z.infer<typeof savedList>;

const readLimit = { max: 120, windowSeconds: 60 };
/** Like following (modifyUserFollowedChannel): saving is a toggle people click in runs. */
const toggleLimit = { max: 60, windowSeconds: 600, newAccount: { max: 100, windowSeconds: 3600 } };
const manageLimit = { max: 30, windowSeconds: 600 };

export const getMySavedLists = defineCall({
  path: 'client/savedLists/getMyLists',
  request: z.strictObject({ internalClipId: internalClipId.optional() }),
  answer: z.object({ lists: z.array(savedList), maxLists: z.number().int(), maxClipsPerList: z.number().int() }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  rateLimit: readLimit,
  ours: true,
  summary: 'The caller’s lists, "Saved" first then named lists newest first, with counts and whether each holds the clip named.',
});

export const createSavedList = defineCall({
  path: 'client/savedLists/createList',
  request: z.strictObject({ name: listName, internalClipId: internalClipId.optional() }),
  answer: z.object({ list: savedList }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'LIST_NAME_INVALID', 'LIST_NAME_TAKEN', 'SAVED_LISTS_FULL', 'CLIP_NOT_FOUND'],
  rateLimit: manageLimit,
  ours: true,
  summary: 'Makes a named list (its name unique for the caller, any case), with the clip named in it when one is.',
});

export const renameSavedList = defineCall({
  path: 'client/savedLists/renameList',
  request: z.strictObject({ listId, name: listName }),
  answer: z.object({ list: savedList }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'LIST_NOT_FOUND', 'LIST_BUILT_IN', 'LIST_NAME_INVALID', 'LIST_NAME_TAKEN'],
  rateLimit: manageLimit,
  ours: true,
  summary: 'Renames one of the caller’s named lists.',
});

export const deleteSavedList = defineCall({
  path: 'client/savedLists/deleteList',
  request: z.strictObject({ listId }),
  answer: z.object({ listId: safeString() }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'LIST_NOT_FOUND', 'LIST_BUILT_IN'],
  rateLimit: manageLimit,
  ours: true,
  summary: 'Deletes one of the caller’s named lists (the clips themselves stay).',
});

export const setSavedListClip = defineCall({
  path: 'client/savedLists/setListClip',
  request: z.strictObject({ listId, internalClipId, isSaved: z.boolean() }),
  answer: z.object({ listId: safeString(), internalClipId: safeString(), isSaved: z.boolean(), clipCount: z.number().int() }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'LIST_NOT_FOUND', 'LIST_FULL', 'CLIP_NOT_FOUND'],
  rateLimit: toggleLimit,
  ours: true,
  summary: 'Adds a clip to one of the caller’s lists or removes it (idempotent); "Saved" is made on its first save.',
});

export const getSavedListClips = defineCall({
  path: 'client/savedLists/getListClips',
  request: z.strictObject({ listId, cursor, limit: pageLimit }),
  answer: z.object({ list: savedList, clipList: z.array(clip), nextCursor: safeString().nullable() }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'LIST_NOT_FOUND'],
  rateLimit: readLimit,
  ours: true,
  summary: 'A list’s clips the caller may still see, in the list’s order (new saves first unless moved), keyset pages.',
});

/**
 * Moves one clip of the caller's list to just after another of its clips (`afterClipId`), or to the top (null).
 * A neighbour rather than an index (collections' moveCollectionClip takes an index): the page shows only the clips
 * the owner may still see, one page at a time, so an index in what is shown is not an index in what is stored.
 * Moving a clip after itself changes nothing.
 */
export const moveSavedListClip = defineCall({
  path: 'client/savedLists/moveListClip',
  request: z.strictObject({ listId, internalClipId, afterClipId: internalClipId.nullable() }),
  answer: z.object({ listId: safeString(), internalClipId: safeString(), afterClipId: safeString().nullable() }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'LIST_NOT_FOUND', 'CLIP_NOT_FOUND'],
  rateLimit: toggleLimit,
  ours: true,
  summary: 'Moves a clip within one of the caller’s lists: just after another of its clips, or first (null).',
});
