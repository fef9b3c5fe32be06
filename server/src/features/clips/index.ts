import type { Handlers } from '../../http/handler';

/** Shared clip helpers used by every feature that answers clips; this folder has no calls of its own. */
export { clipBaseQuery, toClip, toIso, type ClipJoinedRow } from './clip-row';
export { encodeCursor, decodeCursor, cursorTimestamp, cursorInt, cursorId, splitPage, keysetPage, DEFAULT_PAGE_LIMIT } from './cursor';
export { notBlockedChannel, notBlockedUser } from './block-filters';
export { visibleClipsQuery } from './visible';
export { requireUser, requireStreamer, requireAdmin, viewerId } from './caller';
export { newId } from './ids';
export { isUniqueViolation } from './db-errors';
export { jsonb } from './jsonb';
export { removeClip } from './remove-clip';

export const clipsHandlers = {} satisfies Partial<Handlers>;
