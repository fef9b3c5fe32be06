import { useStrings } from '@clipyard/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Box, Typography } from '@mui/material';
import { StatsFigure } from './StatsFigure';
import type { ChannelStats } from './use-channel-stats';
import { overviewStrings } from './i18n';

/** The overview's four charts (loaded on demand: MUI X Charts is only in this chunk). */
export default function OverviewCharts({ stats, language, showTables }: { stats: ChannelStats; language: string; showTables: boolean }) {
  const { t } = useStrings(overviewStrings);
  const days = stats.dailyList;
  const dates = days.map((d) => new Date(`${d.date}T00:00:00Z`));
  const dayLabel = (date: Date) => date.toLocaleDateString(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const totalViews = days.reduce((sum, d) => sum + d.viewCount, 0);
  const totalLikes = days.reduce((sum, d) => sum + d.likeCount, 0);
  const { pending, approved, rejected } = stats.requestCounts;
  const xDates = [{ data: dates, scaleType: 'time' as const, valueFormatter: dayLabel }];

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <StatsFigure
        id="views-likes"
        title={t('overview.viewsLikesTitle')}
        summary={totalViews + totalLikes > 0 ? t('overview.viewsLikesSummary', { views: totalViews, likes: totalLikes, days: days.length }) : t('overview.noViewsYet')}
        showTable={showTables}
        table={{ caption: t('overview.viewsLikesTitle'), columns: [t('overview.date'), t('overview.views'), t('overview.likes')], rows: days.map((d, i) => [dayLabel(dates[i]), d.viewCount, d.likeCount]) }}
      >
        <LineChart
          xAxis={xDates}
          series={[
            { data: days.map((d) => d.viewCount), label: t('overview.views'), showMark: days.length <= 31 },
            { data: days.map((d) => d.likeCount), label: t('overview.likes'), showMark: days.length <= 31 },
          ]}
          yAxis={[{ tickMinStep: 1, min: 0 }]}
          height={250}
        />
      </StatsFigure>
      <StatsFigure
        id="followers"
        title={t('overview.followersTitle')}
        summary={t('overview.followersSummary', { start: (days[0]?.followerCount ?? 0) - (days[0]?.newFollowerCount ?? 0), end: stats.followerCount, days: days.length })}
        showTable={showTables}
        table={{ caption: t('overview.followersTitle'), columns: [t('overview.date'), t('overview.followers')], rows: days.map((d, i) => [dayLabel(dates[i]), d.followerCount]) }}
      >
        <LineChart xAxis={xDates} series={[{ data: days.map((d) => d.followerCount), label: t('overview.followers'), area: true, showMark: false }]} yAxis={[{ tickMinStep: 1, min: 0 }]} height={250} />
      </StatsFigure>
      <StatsFigure
        id="top-clips"
        title={t('overview.topTitle')}
        summary={stats.topClipList.length ? t('overview.topSummary') : t('overview.topEmpty')}
        showTable={showTables}
        table={{ caption: t('overview.topTitle'), columns: [t('overview.clip'), t('overview.views'), t('overview.likes')], rows: stats.topClipList.map((c) => [c.clipTitle, c.viewCount, c.likeCount]) }}
      >
        {stats.topClipList.length ? (
          <BarChart
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: stats.topClipList.map((c) => (c.clipTitle.length > 24 ? `${c.clipTitle.slice(0, 23)}…` : c.clipTitle)), width: 150 }]}
            series={[{ data: stats.topClipList.map((c) => c.viewCount), label: t('overview.views') }]}
            height={250}
          />
        ) : (
          <Typography color="text.secondary" sx={{ pt: 8, textAlign: 'center' }}>
            {t('overview.topEmpty')}
          </Typography>
        )}
      </StatsFigure>
      <StatsFigure
        id="requests"
        title={t('overview.requestsTitle')}
        summary={pending + approved + rejected ? t('overview.requestsSummary', { pending, approved, rejected }) : t('overview.requestsEmpty')}
        showTable={showTables}
        table={{
          caption: t('overview.requestsTitle'),
          columns: [t('overview.outcome'), t('overview.count')],
          rows: [
            [t('overview.waiting'), pending],
            [t('overview.approved'), approved],
            [t('overview.rejected'), rejected],
          ],
        }}
      >
        <BarChart
          xAxis={[{ scaleType: 'band', data: [t('overview.waiting'), t('overview.approved'), t('overview.rejected')] }]}
          series={[{ data: [pending, approved, rejected], label: t('overview.count') }]}
          yAxis={[{ tickMinStep: 1, min: 0 }]}
          height={250}
        />
      </StatsFigure>
    </Box>
  );
}
