import { FRONTPAGE_PERIODS, callApiResult, useSession, useStrings, type FrontpagePeriod } from '@clipyard/shared';
import { CategoryChips, KeysetClipGrid, useKeysetClipList } from '@clipyard/clip-ui';
import { Box, FormControl, InputLabel, MenuItem, Select, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { channelPageStrings } from './i18n';

const PAGE_SIZE = 24;
type ChannelSort = 'new' | 'top';

/** `?sort=top&period=7d`; anything else in the address falls back to the defaults (new; all time). */
function readListing(params: URLSearchParams): { sort: ChannelSort; period: FrontpagePeriod } {
  const sort: ChannelSort = params.get('sort') === 'top' ? 'top' : 'new';
  const period = (FRONTPAGE_PERIODS as readonly string[]).find((p) => p === params.get('period')) as FrontpagePeriod | undefined;
  // A period only narrows "top": the newest clips are the newest whatever the window.
  return { sort, period: sort === 'top' ? (period ?? 'all') : 'all' };
}

/**
 * The channel's ready clips (fetchByChannelLogins), newest or top (within a period), with keyset "load more". Sort
 * and period live in the address so a reload, the back button or a shared link shows the same list; the defaults
 * are left out of it.
 */
export function ChannelClips({ channelLogin }: { channelLogin: string }) {
  const { t } = useStrings(channelPageStrings);
  const [params, setParams] = useSearchParams();
  const { sort, period } = readListing(params);
  // ?category=<slug> (ADR 0150): the chip chosen, in the address so the filtered channel page can be shared.
  const category = params.get('category') || null;
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const list = useKeysetClipList(
    `${channelLogin}/${sort}/${period}/${category ?? ''}/${uid}`,
    async (cursor) => {
      const result = await callApiResult('client/videoListing/fetchByChannelLogins', { channelLoginList: [channelLogin], sort, period, cursor, limit: PAGE_SIZE, ...(category ? { categorySlug: category } : {}) });
      return result.ok ? { ok: true, ...result.data } : result;
    },
    undefined,
    // The session arriving after the first render reloads the same listing in place.
    { listing: `${channelLogin}/${sort}/${period}/${category ?? ''}` },
  );
  const update = (next: { sort: ChannelSort; period: FrontpagePeriod }) => {
    const query = new URLSearchParams(params);
    query.delete('sort');
    query.delete('period');
    if (next.sort === 'top') query.set('sort', 'top');
    if (next.sort === 'top' && next.period !== 'all') query.set('period', next.period);
    setParams(query, { replace: true });
  };
  const chooseCategory = (slug: string | null) => {
    const query = new URLSearchParams(params);
    if (slug) query.set('category', slug);
    else query.delete('category');
    setParams(query, { replace: true });
  };
  return (
    <Box component="section" aria-labelledby="channel-clips-heading" sx={{ mt: 4 }}>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id="channel-clips-heading" variant="h6" component="h2">
          {t('channelPage.clips')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <ToggleButtonGroup exclusive size="small" value={sort} aria-label={t('channelPage.sortLabel')} onChange={(_e, value: ChannelSort | null) => value && update({ sort: value, period })}>
            <ToggleButton value="new">{t('channelPage.sort.new')}</ToggleButton>
            <ToggleButton value="top">{t('channelPage.sort.top')}</ToggleButton>
          </ToggleButtonGroup>
          {sort === 'top' && (
            <FormControl size="small" sx={{ minWidth: 140 }}>
              <InputLabel id="channel-period-label">{t('channelPage.periodLabel')}</InputLabel>
              <Select
                labelId="channel-period-label"
                label={t('channelPage.periodLabel')}
                value={period}
                onChange={(event) => update({ sort, period: event.target.value })}
                inputProps={{ 'data-testid': 'channel-period-select' }}
              >
                {FRONTPAGE_PERIODS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`channelPage.period.${option}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
        </Stack>
      </Stack>
      <CategoryChips channelLogin={channelLogin} selected={category} onSelect={chooseCategory} />
      <KeysetClipGrid
        list={list}
        empty={<Typography color="text.secondary">{category ? t('channelPage.emptyCategory') : sort === 'top' && period !== 'all' ? t('channelPage.emptyPeriod') : t('channelPage.empty')}</Typography>}
        label={t('channelPage.clips')}
      />
    </Box>
  );
}
