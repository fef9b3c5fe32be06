import type { Clip, ClipStatus } from '@clipyard/shared';

export const clipSorts = ['date', 'views', 'likes', 'status'] as const;
export type ClipSort = (typeof clipSorts)[number];

/** What needs the streamer's attention first: failures, then waiting and encoding clips, then the rest. */
const STATUS_ORDER: Record<ClipStatus, number> = { failed: 0, awaiting_decision: 1, processing: 2, ready: 3, rejected: 4, deleted: 5 };

/** The clips whose title contains the query (any case), in the chosen order; ties newest first. */
export function filterAndSortClips(clips: Clip[], query: string, sort: ClipSort): Clip[] {
  const needle = query.trim().toLocaleLowerCase();
  const matching = needle ? clips.filter((clip) => clip.clipTitle.toLocaleLowerCase().includes(needle)) : [...clips];
  const byDate = (a: Clip, b: Clip) => b.createdAt.localeCompare(a.createdAt);
  const compare: Record<ClipSort, (a: Clip, b: Clip) => number> = {
    date: byDate,
    views: (a, b) => b.viewCount - a.viewCount || byDate(a, b),
    likes: (a, b) => b.likeCount - a.likeCount || byDate(a, b),
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byDate(a, b),
  };
  return matching.sort(compare[sort]);
}
