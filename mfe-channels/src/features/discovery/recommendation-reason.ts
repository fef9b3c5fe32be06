import { useStrings, type RecommendationItem } from '@clipyard/shared';
import { formatRelativeTime } from '@clipyard/clip-ui';
import { discoveryStrings } from './i18n';

/**
 * SPEC section 4: a recommendation item is 'fresh' if under 120 seconds old. Read as the channel's news (ADR 0122):
 * its newest clip came out less than 120 s ago. Never the age of the list itself, which is always just fetched.
 */
export const FRESH_UNDER_MS = 120_000;

/** Why a card is shown, from the server's real figures only (issue 19 item 17). */
export type RecommendationReason =
  | { kind: 'likes' | 'followers' | 'clips'; count: number }
  | { kind: 'lastClip'; at: string }
  | null;

/**
 * The one reason a card gives: this week's likes, else its new followers, else its new clips, else when its last clip
 * came out. Nothing at all when there is nothing true to say (a channel without clips or activity).
 */
export function recommendationReason(item: RecommendationItem): RecommendationReason {
  const week = item.thisWeek;
  if (week && week.likeCount > 0) return { kind: 'likes', count: week.likeCount };
  if (week && week.followerCount > 0) return { kind: 'followers', count: week.followerCount };
  if (week && week.clipCount > 0) return { kind: 'clips', count: week.clipCount };
  if (item.latestClip) return { kind: 'lastClip', at: item.latestClip.createdAt };
  return null;
}

/** The newest clip came out under 120 s before `now`. */
export function isFresh(item: RecommendationItem, now: number): boolean {
  if (!item.latestClip) return false;
  const age = now - Date.parse(item.latestClip.createdAt);
  return age >= 0 && age < FRESH_UNDER_MS;
}

/** The card's reason line in the reader's language, or null. `now` is when the list was fetched. */
export function useReasonText(): (item: RecommendationItem, now: number) => string | null {
  const { t, i18n } = useStrings(discoveryStrings);
  return (item, now) => {
    const reason = recommendationReason(item);
    if (!reason) return null;
    if (reason.kind === 'lastClip') return t('recommendations.reasonLastClip', { time: formatRelativeTime(new Date(reason.at), new Date(now), i18n.language) });
    if (reason.kind === 'likes') return t('recommendations.reasonLikes', { count: reason.count });
    if (reason.kind === 'followers') return t('recommendations.reasonFollowers', { count: reason.count });
    return t('recommendations.reasonClips', { count: reason.count });
  };
}
