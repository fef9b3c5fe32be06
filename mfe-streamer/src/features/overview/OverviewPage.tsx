import { useStrings } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Box, FormControlLabel, Paper, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { StudioGate, studioStrings } from '../studio';
import { overviewStrings } from './i18n';
import { useChannelStats, type ChannelStats, type StatsPeriod } from './use-channel-stats';

const OverviewCharts = lazy(() => import('./OverviewCharts'));
const PERIODS: StatsPeriod[] = ['7d', '30d', '90d'];

/** `/overview`: the streamer's statistics as charts (MUI X Charts), each also readable as a table. */
export function OverviewPage() {
  const { t } = useStrings(overviewStrings, studioStrings);
  return <StudioGate screen={t('overview.heading')}>{(channelLogin) => <Overview channelLogin={channelLogin} />}</StudioGate>;
}

function Overview({ channelLogin }: { channelLogin: string }) {
  const { t, i18n } = useStrings(overviewStrings, studioStrings);
  const [period, setPeriod] = useState<StatsPeriod>('30d');
  const [showTables, setShowTables] = useState(false);
  const { state, reload } = useChannelStats(period);

  return (
    <Box component="section" aria-labelledby="overview-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography id="overview-heading" variant="h5" component="h1">
            {t('overview.heading')}
          </Typography>
          <Typography color="text.secondary">{t('overview.intro', { channel: channelLogin })}</Typography>
        </Box>
        <ToggleButtonGroup exclusive size="small" value={period} onChange={(_, value: StatsPeriod | null) => value && setPeriod(value)} aria-label={t('overview.period')}>
          {PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`overview.periods.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {state.status === 'loading' ? (
        <LoadingState label={t('overview.loading')} />
      ) : state.status === 'error' ? (
        <ErrorState message={t('overview.failed')} retryLabel={t('studio.retry')} onRetry={reload} />
      ) : (
        <>
          <Totals stats={state.stats} language={i18n.language} />
          <FormControlLabel control={<Switch checked={showTables} onChange={(e) => setShowTables(e.target.checked)} />} label={t('overview.showTables')} sx={{ my: 1 }} />
          <Suspense fallback={<LoadingState label={t('overview.loading')} />}>
            <OverviewCharts stats={state.stats} language={i18n.language} showTables={showTables} />
          </Suspense>
        </>
      )}
    </Box>
  );
}

function Totals({ stats, language }: { stats: ChannelStats; language: string }) {
  const { t } = useStrings(overviewStrings, studioStrings);
  const items: [string, number][] = [
    [t('overview.views'), stats.dailyList.reduce((sum, d) => sum + d.viewCount, 0)],
    [t('overview.likes'), stats.dailyList.reduce((sum, d) => sum + d.likeCount, 0)],
    [t('overview.followers'), stats.followerCount],
    [t('overview.clips'), stats.clipCount],
    [t('overview.pending'), stats.pendingRequestCount],
  ];
  return (
    <Box component="dl" aria-label={t('overview.totals')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', m: 0, mb: 1 }}>
      {items.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid="overview-total">
            {value.toLocaleString(language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
