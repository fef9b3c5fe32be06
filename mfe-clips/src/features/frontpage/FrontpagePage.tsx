import { ExtensionSlot, callApiResult, firstFrontpage, forgetFirstFrontpage, useStrings, useSession, type FrontpagePeriod, type FrontpageSort } from '@clipyard/shared';
import { CategoryChips, ClipGrid, HIDE_WATCHED_KEY, KeysetClipGrid, useKeysetClipList, useWatchedClips } from '@clipyard/clip-ui';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PanelTabs } from '../../ui/PanelTabs';
import { useFirstViewReady } from '../first-view';
import { frontpageStrings } from './i18n';
import { parsePeriod, parseSort, SortPeriodControls } from './SortPeriodControls';

const PAGE_SIZE = 24;

function readHideWatched(): boolean {
  try {
    return globalThis.localStorage?.getItem(HIDE_WATCHED_KEY) === 'true';
  } catch {
    return false;
  }
}


/** Most channels one fetchByChannelLogins call takes (its contract's max). */
const FOLLOWING_MAX_CHANNELS = 50;

/**
 * `?feed=following`: ready clips of the followed channels (the account's signed in, this device's signed out), newest
 * first, keyset paged; with nothing followed, a way to recommendations. Listed once the identity is known: a returning
 * signed-in person's browser restores it after the first paint, and listing before that meant listing twice (as a
 * visitor, then as the person) with the grid blanking in between; until then the grid's loading shape shows.
 */
function FollowingFeed() {
  const identityKnown = useSession((s) => s.loaded);
  if (!identityKnown) return <ClipGrid clips={[]} loading error={null} onRetry={() => undefined} hasMore={false} loadingMore={false} onLoadMore={() => undefined} empty={null} />;
  return <FollowingList />;
}

function FollowingList() {
  const { t } = useStrings(frontpageStrings);
  const followed = useSession((s) => s.followedChannels);
  const logins = followed.slice(0, FOLLOWING_MAX_CHANNELS);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const list = useKeysetClipList(`following/${logins.join(',')}/${uid}`, async (cursor) => {
    if (logins.length === 0) return { ok: true, clipList: [], nextCursor: null };
    const result = await callApiResult('client/videoListing/fetchByChannelLogins', { channelLoginList: logins, sort: 'new', cursor, limit: PAGE_SIZE });
    return result.ok ? { ok: true, ...result.data } : result;
  });
  if (logins.length === 0) {
    return (
      <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('frontpage.followingEmpty')}</Typography>
        <Button component={Link} to="/recommendations" variant="contained">
          {t('frontpage.followingEmptyAction')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      {followed.length > logins.length ? (
        // Never a silent cut: the person knows which channels this feed covers.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="following-capped">
          {t('frontpage.followingCapped', { shown: logins.length, count: followed.length })}
        </Typography>
      ) : null}
      <KeysetClipGrid list={list} empty={<Typography color="text.secondary">{t('frontpage.followingNone')}</Typography>} label={t('frontpage.feed.following')} />
    </>
  );
}

/**
 * The "All clips" feed: the listing for the sort and period, keyset paged (fetched only while this tab shows); with a
 * category chosen (ADR 0150), that category's clips only.
 */
function AllClipsFeed({ sort, period, category, hideWatched }: { sort: FrontpageSort; period: FrontpagePeriod; category: string | null; hideWatched: boolean }) {
  const { t } = useStrings(frontpageStrings);
  // Re-list when the viewer changes (signed in, blocks change): the server filters blocked channels.
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const blockedChannels = useSession((s) => s.blockedChannels);

  // A cold frontpage: the HTML host inlined this first page (ADR 0093), so the grid needs no API round trip and shows
  // it in its first render.
  const inlinedPage = () => {
    // The HTML host inlines the unfiltered listing only.
    const inlined = category ? null : firstFrontpage(sort, period);
    return inlined ? { ok: true as const, ...inlined } : null;
  };
  const list = useKeysetClipList(
    `${sort}/${period}/${category ?? ''}/${uid}`,
    async (cursor) => {
      // The inlined first page only seeds the cache (below); every page asked for after it is the API's, a refresh
      // of that first page too, and the inlined one is spent.
      forgetFirstFrontpage();
      const result = await callApiResult('client/videoListing/masterFrontpageList', { sort, period, cursor, limit: PAGE_SIZE, ...(category ? { categorySlug: category } : {}) });
      return result.ok ? { ok: true, ...result.data } : result;
    },
    inlinedPage,
    // The session arriving after the first render (or an account switch) reloads the same listing in place.
    { listing: `${sort}/${period}/${category ?? ''}` },
  );
  const watched = useWatchedClips();
  // The grid (or its empty or error state) is what the HTML's first view of the frontpage stands in for.
  useFirstViewReady(!list.loading);
  // Signed-out blocks live on this device only, so the grid hides those channels itself; watched clips (played to
  // the end on this device) go too when the viewer asks.
  const clips = useMemo(
    () => list.clips.filter((clip) => !blockedChannels.includes(clip.channelLogin) && !(hideWatched && watched.has(clip.internalClipId))),
    [list.clips, blockedChannels, hideWatched, watched],
  );
  return (
    <KeysetClipGrid
      list={list}
      clips={clips}
      empty={<Typography color="text.secondary">{hideWatched && list.clips.length > 0 ? t('frontpage.allWatched') : category ? t('frontpage.categoryEmpty') : t('frontpage.empty')}</Typography>}
      label={t('frontpage.heading')}
    />
  );
}

/**
 * The frontpage `/`: the clip grid with sort (trending, top, new) and period (24 h, 7 d, 30 d, all) kept in
 * the address (?sort=&period=) so a reload or a shared link shows the same listing, and keyset "load more"; beside it
 * the recommendation rail another remote supplies through the shell's `frontpageRail` slot (never imported here).
 */
export function FrontpagePage() {
  const { t } = useStrings(frontpageStrings);
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const period = parsePeriod(params.get('period'));
  const feed = params.get('feed') === 'following' ? 'following' : 'all';
  // ?category=<slug> (ADR 0150): the chip chosen, kept in the address so a filtered frontpage can be shared.
  const category = params.get('category') || null;
  const [hideWatched, setHideWatched] = useState(readHideWatched);
  const toggleHideWatched = (value: boolean) => {
    setHideWatched(value);
    try {
      globalThis.localStorage?.setItem(HIDE_WATCHED_KEY, String(value));
    } catch {
      /* not remembered */
    }
  };

  const update = (key: 'sort' | 'period' | 'feed' | 'category', value: string | null) => {
    const next = new URLSearchParams(params);
    if ((key === 'feed' && value === 'all') || value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Box component="section" aria-labelledby="frontpage-heading" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography id="frontpage-heading" variant="h5" component="h1">
          {t('frontpage.heading')}
        </Typography>
        {/* useFlexGap: with plain spacing a wrapped row keeps its left margin and gets no row gap (indented on phones). */}
        {feed === 'all' && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SortPeriodControls sort={sort} period={period} onChange={update} />
          <FormControlLabel control={<Switch checked={hideWatched} onChange={(event) => toggleHideWatched(event.target.checked)} />} label={t('frontpage.hideWatched')} />
        </Stack>
        )}
      </Stack>
      {/* The rail (filled by the shell's frontpageRail slot after the first view) sits beside the grid on wide screens
          and below it on phones; while it loads it keeps its room, and when nothing fills it the column is gone. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) auto' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ mb: 2 }}>
            <PanelTabs
              label={t('frontpage.feedLabel')}
              value={feed}
              onChange={(value) => update('feed', value)}
              fullWidth={false}
              tabs={[
                { value: 'all', label: t('frontpage.feed.all'), id: 'frontpage-tab-all', controls: 'frontpage-feed' },
                { value: 'following', label: t('frontpage.feed.following'), id: 'frontpage-tab-following', controls: 'frontpage-feed', testId: 'feed-following' },
              ]}
            />
          </Box>
          <Box role="tabpanel" id="frontpage-feed" aria-labelledby={feed === 'following' ? 'frontpage-tab-following' : 'frontpage-tab-all'}>
            {feed === 'following' ? (
              <FollowingFeed />
            ) : (
              <>
                <CategoryChips selected={category} onSelect={(slug) => update('category', slug)} />
                <AllClipsFeed sort={sort} period={period} category={category} hideWatched={hideWatched} />
              </>
            )}
          </Box>
        </Box>
        <Box data-testid="frontpage-rail" sx={{ width: { lg: 300 }, ml: { lg: 3 }, mt: { xs: 3, lg: 0 }, position: { lg: 'sticky' }, top: { lg: 80 }, '&:empty': { display: 'none' } }}>
          <ExtensionSlot name="frontpageRail" />
        </Box>
      </Box>
    </Box>
  );
}

export default FrontpagePage;
