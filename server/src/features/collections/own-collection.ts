import type { Db } from '../../db/database';
import type { StreamerCaller } from '../../http/caller';
import { ApiError } from '../../http/api-error';
import { collectionById } from './collection-view';

/**
 * A collection the caller may change: one of their own channel's. An unknown id is COLLECTION_NOT_FOUND; another
 * channel's collection is FORBIDDEN (as a clip of another channel is, own-clip.ts in clip-manage).
 */
export async function loadOwnCollection(db: Db, caller: StreamerCaller, collectionId: string) {
  const { channelLogin } = caller;
  const row = await collectionById(db, collectionId);
  if (!row) throw new ApiError('COLLECTION_NOT_FOUND', 'No such collection');
  if (row.channel_login !== channelLogin) throw new ApiError('FORBIDDEN', 'Only the streamer of this channel may change its collections');
  return row;
}

/** Both titles trimmed (by the contract); one may be empty, not both. */
export function checkTitles(body: { titleEn: string; titleJa: string }): { title_en: string; title_ja: string } {
  if (!body.titleEn && !body.titleJa) throw new ApiError('COLLECTION_TITLE_REQUIRED', 'Give a title in English, Japanese or both');
  return { title_en: body.titleEn, title_ja: body.titleJa };
}
