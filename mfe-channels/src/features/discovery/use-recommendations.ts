import { callApiResult, useSession, type ApiErrorCode, type RecommendationItem } from '@clipyard/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** SPEC section 9: the list is refreshed once older than 5 minutes (an item's freshness: recommendation-reason.ts). */
export const REFRESH_AFTER_MS = 5 * 60_000;

/** Most channels one channelDetails call takes (its contract's max). */
const DETAILS_MAX = 50;

type Loaded = { fetchedAt: number; maxDisplayCount: number; items: RecommendationItem[]; followed: RecommendationItem[] };
export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'error'; errorCode: ApiErrorCode }
  | ({ status: 'ready' } & Loaded);

/**
 * Signed out, the server answers the cached anonymous ranking and cannot know this device's follows: the followed
 * channels the ranking does not hold are asked for by name (channelDetails), so each is listed whatever its rank.
 */
async function followedOutsidePool(logins: string[], pool: RecommendationItem[], known: RecommendationItem[]): Promise<RecommendationItem[]> {
  const have = new Set([...pool, ...known].map((i) => i.channelLogin));
  const missing = logins.filter((login) => !have.has(login)).slice(0, DETAILS_MAX);
  if (missing.length === 0) return [];
  const result = await callApiResult('client/search/channelDetails', { channelLoginList: missing });
  // The followed list is a convenience beside the recommendations: without it the page still shows what it has.
  if (!result.ok) return [];
  const now = new Date().toISOString();
  return result.data.channelDetailsList.map(({ isClaimed: _isClaimed, ...card }) => ({ ...card, generatedAt: now }));
}

/**
 * The recommendations of `/recommendations` and the frontpage rail: refreshed once older than 5 minutes (checked every
 * minute and when the tab comes back); never a blocked channel (the server's anonymous ranking cannot know a
 * signed-out device's blocks), followed channels apart, and at most maxDisplayCount recommendations. The rail, which
 * shows no followed list, passes `followedOutsideRanking: false` and makes no channelDetails call.
 */
export function useRecommendations({ followedOutsideRanking = true }: { followedOutsideRanking?: boolean } = {}) {
  const blocked = useSession((s) => s.blockedChannels);
  const followedLogins = useSession((s) => s.followedChannels);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const [state, setState] = useState<RecommendationsState>({ status: 'loading' });
  const load = useCallback(async () => {
    const result = await callApiResult('client/recommendation/channelRecommendationList', {});
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    const { maxDisplayCount, channelRecommendationItemList, followedChannelItemList } = result.data;
    setState({ status: 'ready', fetchedAt: Date.now(), maxDisplayCount, items: channelRecommendationItemList, followed: followedChannelItemList });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (state.status !== 'ready') return;
    const check = () => {
      if (Date.now() - state.fetchedAt > REFRESH_AFTER_MS) void load();
    };
    const timer = setInterval(check, 60_000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [state, load]);

  const pool = state.status === 'ready' ? state.items : null;
  const serverFollowed = state.status === 'ready' ? state.followed : null;
  const [extraFollowed, setExtraFollowed] = useState<RecommendationItem[]>([]);
  useEffect(() => {
    if (!pool || !serverFollowed || isSignedIn || !followedOutsideRanking) return setExtraFollowed([]);
    let current = true;
    void followedOutsidePool(followedLogins, pool, serverFollowed).then((extra) => current && setExtraFollowed(extra));
    return () => {
      current = false;
    };
  }, [pool, serverFollowed, followedLogins, isSignedIn, followedOutsideRanking]);

  const view = useMemo((): RecommendationsState => {
    if (state.status !== 'ready') return state;
    const followedSet = new Set(followedLogins);
    const blockedSet = new Set(blocked);
    const fromPool = state.items.filter((i) => followedSet.has(i.channelLogin) && !state.followed.some((f) => f.channelLogin === i.channelLogin));
    const extra = extraFollowed.filter((i) => followedSet.has(i.channelLogin));
    const followed = [...state.followed, ...fromPool, ...extra].filter((i) => !blockedSet.has(i.channelLogin));
    const items = state.items.filter((i) => !blockedSet.has(i.channelLogin) && !followed.some((f) => f.channelLogin === i.channelLogin)).slice(0, state.maxDisplayCount);
    return { ...state, items, followed };
  }, [state, blocked, followedLogins, extraFollowed]);
  return { state: view, reload: () => void load() };
}
