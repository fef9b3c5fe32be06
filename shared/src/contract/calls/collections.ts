import { z } from 'zod';
import { defineCall } from '../define';
import { channelLogin, COLLECTION_CLIPS_MAX, COLLECTION_TITLE_MAX, COLLECTIONS_MAX, internalClipId, isoDate, safeString } from '../fields';
import { clip } from '../models';

/**
 * A channel's public collections of its clips (shared 1.11.0, issue 23 item 5, ADR 0148): a title in English and in
 * Japanese (one may be empty, not both), the clips in the streamer's order, a cover (one of its clips, the first by
 * default). Visitors read them on the channel page and at /{channelLogin}/collections/{collectionId}; only the
 * channel's streamer writes them (client/collections/*: always the caller's own channel).
 */


/** Collection ids are newId()'s: URL-safe, so an id that is not one is simply not found. */
export const collectionId = safeString().regex(/^[A-Za-z0-9_-]{6,32}$/, { error: 'COLLECTION_NOT_FOUND' });
const titleField = safeString().trim().max(COLLECTION_TITLE_MAX, { error: 'COLLECTION_TITLE_TOO_LONG' });
/** Both titles; the server refuses two empty ones with COLLECTION_TITLE_REQUIRED. */
const titles = { titleEn: titleField, titleJa: titleField };

/** A collection as a card shows it: the clip count and cover are what the reader may see. */
export const collectionSummary = z.object({
  collectionId: safeString(),
  channelLogin: safeString(),
  titleEn: safeString(),
  titleJa: safeString(),
  clipCount: z.number().int(),
  /** The chosen cover if the reader may see it, else the first clip shown; null for an empty collection. */
  cover: clip.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CollectionSummary = z.infer<typeof collectionSummary>;

/** One collection with its clips in order. */
export const collectionDetail = collectionSummary.extend({
  channelDisplayName: safeString(),
  clipList: z.array(clip),
  /** The cover the streamer chose (null: the first clip). Only the streamer's reads carry it; visitors get null. */
  coverClipId: safeString().nullable(),
});
export type CollectionDetail = z.infer<typeof collectionDetail>;

const detailAnswer = z.object({ collection: collectionDetail });
const writeLimit = { max: 60, windowSeconds: 60 };
const ownErrors = ['NOT_STREAMER', 'COLLECTION_NOT_FOUND', 'FORBIDDEN', 'TOKEN_REVOKED'] as const;

/** Ours: the channel page's collections, oldest first; empty ones and clips a visitor may not see are left out. */
export const getChannelCollections = defineCall({
  path: 'client/collections/getChannelCollections',
  request: z.strictObject({ channelLogin }),
  answer: z.object({ collectionList: z.array(collectionSummary) }),
  errors: ['CHANNEL_INVALID'],
  ours: true,
  summary: 'A channel’s public collections: titles, cover and clip count.',
});

/**
 * Ours: one collection and its clips in order, as a visitor sees them: only ready, public clips, none of a channel or
 * submitter the signed-in reader blocks. COLLECTION_NOT_FOUND when the id is not a collection of that channel.
 */
export const getCollection = defineCall({
  path: 'client/collections/getCollection',
  request: z.strictObject({ channelLogin, collectionId }),
  answer: detailAnswer,
  errors: ['COLLECTION_NOT_FOUND', 'CHANNEL_INVALID'],
  ours: true,
  summary: 'One public collection of a channel with its clips in order.',
});

/**
 * Ours: the streamer's own collections (every clip but deleted ones counted), oldest first. With `internalClipId`
 * (shared 2.2.0, the clip manager's "Add to collection"), `collectionIdsWithClip` says
 * which of them hold that clip (empty when none does; absent when no clip was named). Only the caller's own
 * collections are read.
 */
export const getMyCollections = defineCall({
  path: 'client/collections/getMyCollections',
  request: z.strictObject({ internalClipId: internalClipId.optional() }),
  answer: z.object({
    collectionList: z.array(collectionSummary),
    maxCount: z.number().int(),
    maxClipCount: z.number().int(),
    collectionIdsWithClip: z.array(safeString()).optional(),
  }),
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: 'The collections of the streamer’s own channel, and which of them hold the clip named, if one is.',
});

/** Ours: one of the streamer's own collections with every clip in it whatever its visibility, in order. */
export const getMyCollection = defineCall({
  path: 'client/collections/getMyCollection',
  request: z.strictObject({ collectionId }),
  answer: detailAnswer,
  errors: ['NOT_STREAMER', 'COLLECTION_NOT_FOUND', 'FORBIDDEN'],
  ours: true,
  summary: 'One collection of the streamer’s own channel, as its streamer edits it.',
});

export const createCollection = defineCall({
  path: 'client/collections/createCollection',
  request: z.strictObject(titles),
  answer: detailAnswer,
  errors: ['NOT_STREAMER', 'COLLECTION_TITLE_REQUIRED', 'COLLECTION_TITLE_TOO_LONG', 'COLLECTIONS_FULL', 'TOKEN_REVOKED'],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: `Creates an empty collection on the streamer’s own channel (at most ${COLLECTIONS_MAX}).`,
});

export const renameCollection = defineCall({
  path: 'client/collections/renameCollection',
  request: z.strictObject({ collectionId, ...titles }),
  answer: detailAnswer,
  errors: [...ownErrors, 'COLLECTION_TITLE_REQUIRED', 'COLLECTION_TITLE_TOO_LONG'],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: 'Renames a collection of the streamer’s own channel (both titles).',
});

export const deleteCollection = defineCall({
  path: 'client/collections/deleteCollection',
  request: z.strictObject({ collectionId }),
  answer: z.object({ collectionId: safeString() }),
  errors: [...ownErrors],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: 'Deletes a collection of the streamer’s own channel (its clips stay).',
});

/**
 * Ours: adds clips of the streamer's own channel at the end, in the order given; clips already in it stay where
 * they are. FORBIDDEN for a clip of another channel, CLIP_NOT_READY for one not published and ready.
 */
export const addCollectionClips = defineCall({
  path: 'client/collections/addCollectionClips',
  request: z.strictObject({ collectionId, internalClipIdList: z.array(internalClipId).min(1).max(COLLECTION_CLIPS_MAX) }),
  answer: detailAnswer,
  errors: [...ownErrors, 'CLIP_NOT_FOUND', 'CLIP_NOT_READY', 'COLLECTION_FULL'],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: `Adds clips of the streamer’s own channel to one of its collections (at most ${COLLECTION_CLIPS_MAX}).`,
});

export const removeCollectionClip = defineCall({
  path: 'client/collections/removeCollectionClip',
  request: z.strictObject({ collectionId, internalClipId }),
  answer: detailAnswer,
  errors: [...ownErrors, 'CLIP_NOT_FOUND'],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: 'Takes a clip out of a collection of the streamer’s own channel.',
});

/** Ours: moves one clip to `toIndex` (0 first; past the end means last), the others keeping their order. */
export const moveCollectionClip = defineCall({
  path: 'client/collections/moveCollectionClip',
  request: z.strictObject({ collectionId, internalClipId, toIndex: z.number().int().min(0).max(COLLECTION_CLIPS_MAX) }),
  answer: detailAnswer,
  errors: [...ownErrors, 'CLIP_NOT_FOUND'],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: 'Moves a clip to another place in a collection of the streamer’s own channel.',
});

/** Ours: the cover becomes one of the collection's clips; null goes back to the first clip. */
export const setCollectionCover = defineCall({
  path: 'client/collections/setCollectionCover',
  request: z.strictObject({ collectionId, internalClipId: internalClipId.nullable() }),
  answer: detailAnswer,
  errors: [...ownErrors, 'CLIP_NOT_FOUND'],
  checkRevoked: true,
  rateLimit: writeLimit,
  ours: true,
  summary: 'Chooses the cover of a collection of the streamer’s own channel.',
});
