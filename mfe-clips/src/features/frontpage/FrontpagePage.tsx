import {
  KeysetClipGrid,
  callApiResult,
  FRONTPAGE_PERIODS,
  FRONTPAGE_SORTS,
  useKeysetClipList,
  useRemoteTranslation,
  useSession,
  type FrontpagePeriod,
  type FrontpageSort,
} from '@clipyard/shared';
import { Box, FormControl, InputLabel, MenuItem, Select, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { frontpageResources } from './i18n';

const PAGE_SIZE = 24;

function parseSort(value: string | null): FrontpageSort {
  return (FRONTPAGE_SORTS as readonly string[]).includes(value ?? '') ? (value as FrontpageSort) : 'trending';
}
function parsePeriod(value: string | null): FrontpagePeriod {
  return (FRONTPAGE_PERIODS as readonly string[]).includes(value ?? '') ? (value as FrontpagePeriod) : '7d';
}

/**
 * The frontpage `/`: the clip grid with sort (trending, top, new) and period (24 h, 7 d, 30 d, all) kept in
 * the address (?sort=&period=) so a reload or a shared link shows the same listing, and keyset "load more".
 */
export function FrontpagePage() {
  const { t } = useRemoteTranslation('clips', frontpageResources);
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const period = parsePeriod(params.get('period'));
  // Re-list when the viewer changes (signed in, blocks change): the server filters blocked channels.
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const blockedChannels = useSession((s) => s.blockedChannels);

  const list = useKeysetClipList(`${sort}/${period}/${uid}`, async (cursor) => {
    const result = await callApiResult('client/videoListing/masterFrontpageList', { sort, period, cursor, limit: PAGE_SIZE });
    return result.ok ? { ok: true, ...result.data } : result;
  });
  // Signed-out blocks live on this device only, so the grid hides those channels itself.
  const clips = useMemo(() => list.clips.filter((clip) => !blockedChannels.includes(clip.channelLogin)), [list.clips, blockedChannels]);

  const update = (key: 'sort' | 'period', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Box component="section" aria-labelledby="frontpage-heading" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography id="frontpage-heading" variant="h5" component="h1">
          {t('frontpage.heading')}
        </Typography>
        {/* useFlexGap: with plain spacing a wrapped row keeps its left margin and gets no row gap (indented on phones). */}
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={sort}
            aria-label={t('frontpage.sortLabel')}
            onChange={(_event, value: string | null) => value && update('sort', value)}
          >
            {FRONTPAGE_SORTS.map((option) => (
              <ToggleButton key={option} value={option}>
                {t(`frontpage.sort.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControl size="small" sx={{ minWidth: { xs: 140, sm: 160 } }}>
            <InputLabel id="frontpage-period-label">{t('frontpage.periodLabel')}</InputLabel>
            <Select
              labelId="frontpage-period-label"
              label={t('frontpage.periodLabel')}
              value={period}
              onChange={(event) => update('period', String(event.target.value))}
              inputProps={{ 'data-testid': 'period-select' }}
            >
              {FRONTPAGE_PERIODS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`frontpage.period.${option}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      </Stack>
      <KeysetClipGrid
        list={list}
        clips={clips}
        empty={<Typography color="text.secondary">{t('frontpage.empty')}</Typography>}
        label={t('frontpage.heading')}
      />
    </Box>
  );
}

export default FrontpagePage;
