import { callApiResult, errorMessage, useSession, useStrings, type CategoryWithCount, type FrontpagePeriod, type FrontpageSort } from '@clipyard/shared';
import { categoryName, ErrorState, KeysetClipGrid, LoadingState, NoticeCard, useKeysetClipList, usePageTitle } from '@clipyard/clip-ui';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parsePeriod, parseSort, SortPeriodControls } from '../frontpage';
import { categoryPageStrings } from './i18n';
import { useCategory } from './use-category';

const PAGE_SIZE = 24;

/** The category's clips by the frontpage's rules (trending, top, new over a period), keyset paged. */
function CategoryClips({ category, name, sort, period }: { category: CategoryWithCount; name: string; sort: FrontpageSort; period: FrontpagePeriod }) {
  const { t } = useStrings(categoryPageStrings);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const blockedChannels = useSession((s) => s.blockedChannels);
  const list = useKeysetClipList(
    `category/${category.slug}/${sort}/${period}/${uid}`,
    async (cursor) => {
      const result = await callApiResult('client/videoListing/masterFrontpageList', { sort, period, categorySlug: category.slug, cursor, limit: PAGE_SIZE });
      return result.ok ? { ok: true, ...result.data } : result;
    },
    undefined,
    { listing: `category/${category.slug}/${sort}/${period}` },
  );
  // Signed-out blocks live on this device only: the grid hides those channels itself, as the frontpage does.
  const clips = useMemo(() => list.clips.filter((clip) => !blockedChannels.includes(clip.channelLogin)), [list.clips, blockedChannels]);
  return <KeysetClipGrid list={list} clips={clips} empty={<Typography color="text.secondary">{t('categoryPage.empty', { name })}</Typography>} label={t('categoryPage.listLabel', { name })} />;
}

/**
 * `/category/:categorySlug` (issue 23 item 6, ADR 0150): a category's name and clip count, then its clips with the
 * frontpage's sort and period (kept in the address: ?sort=&period=). An unknown category says so, with a way home.
 */
export function CategoryPage() {
  const { t, i18n } = useStrings(categoryPageStrings);
  const { categorySlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const period = parsePeriod(params.get('period'));
  const { state, reload } = useCategory(categorySlug);
  const name = state.status === 'ready' ? categoryName(state.category, i18n.language) : null;
  usePageTitle(name);

  const update = (key: 'sort' | 'period', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  if (state.status === 'loading') return <LoadingState label={t('categoryPage.loading')} />;
  if (state.status === 'notFound') return <NoticeCard title={t('categoryPage.notFoundTitle')} body={t('categoryPage.notFoundBody')} to="/" action={t('categoryPage.home')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('categoryPage.retry')} onRetry={reload} />;
  const { category } = state;
  return (
    <Box component="section" aria-labelledby="category-heading" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('categoryPage.eyebrow')}
          </Typography>
          <Typography id="category-heading" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('categoryPage.clipCount', { count: category.clipCount })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <SortPeriodControls sort={sort} period={period} onChange={update} />
        </Stack>
      </Stack>
      <CategoryClips key={category.slug} category={category} name={name ?? category.nameEn} sort={sort} period={period} />
    </Box>
  );
}

export default CategoryPage;
