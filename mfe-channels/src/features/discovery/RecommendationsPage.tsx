import { channelPath, clipPath, errorMessage, useStrings, type RecommendationItem } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Box, Button, Chip, Grid, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { discoveryStrings } from './i18n';
import { isFresh, useReasonText } from './recommendation-reason';
import { useRecommendations } from './use-recommendations';

function RecommendationCard({ item, now }: { item: RecommendationItem; now: number }) {
  const { t } = useStrings(discoveryStrings);
  // Only what the server's figures show (this week's likes, followers, clips; the last clip's time): no claim without data.
  const reason = useReasonText()(item, now);
  const fresh = isFresh(item, now);
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, height: '100%' }} aria-labelledby={`rec-${item.channelLogin}`} data-testid={`recommendation-${item.channelLogin}`}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Box aria-hidden sx={{ width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
          {[...item.displayName][0]?.toUpperCase()}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <MuiLink id={`rec-${item.channelLogin}`} component={Link} to={channelPath(item.channelLogin)} sx={{ fontWeight: 700 }}>
            {item.displayName}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {t('recommendations.clipCount', { count: item.clipCount })} · {t('recommendations.followerCount', { count: item.followerCount })}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }} noWrap>
        {item.latestClip ? (
          <MuiLink component={Link} to={clipPath(item.channelLogin, item.latestClip.internalClipId)}>
            {t('recommendations.latestClip', { title: item.latestClip.clipTitle })}
          </MuiLink>
        ) : (
          t('recommendations.noClip')
        )}
      </Typography>
      {reason || fresh ? (
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }} data-testid="recommendation-reasons">
          {reason ? <Chip size="small" label={reason} /> : null}
          {fresh ? <Chip size="small" color="success" variant="outlined" label={t('recommendations.fresh')} /> : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function CardGrid({ items, now }: { items: RecommendationItem[]; now: number }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid component="li" key={item.channelLogin} size={{ xs: 12, sm: 6, md: 4 }}>
          <RecommendationCard item={item} now={now} />
        </Grid>
      ))}
    </Grid>
  );
}

/** `/recommendations`: channels to discover (capped at maxDisplayCount, never a blocked one) and, apart, the followed ones. */
export function RecommendationsPage() {
  const { t } = useStrings(discoveryStrings);
  const { state, reload } = useRecommendations();

  if (state.status === 'loading') return <LoadingState label={t('recommendations.loading')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('recommendations.retry')} onRetry={reload} />;

  const { items, followed } = state;
  const now = state.fetchedAt;
  return (
    <Box component="section" aria-labelledby="recommendations-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography id="recommendations-heading" variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('recommendations.heading')}
      </Typography>
      <Box component="section" aria-labelledby="rec-for-you" sx={{ mb: 4 }}>
        <Typography id="rec-for-you" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('recommendations.forYou')}
        </Typography>
        {items.length === 0 ? (
          <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{t('recommendations.empty')}</Typography>
            <Button component={Link} to="/search">
              {t('recommendations.search')}
            </Button>
          </Stack>
        ) : (
          <CardGrid items={items} now={now} />
        )}
      </Box>
      <Box component="section" aria-labelledby="rec-followed">
        <Typography id="rec-followed" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('recommendations.followed')}
        </Typography>
        {followed.length === 0 ? <Typography color="text.secondary">{t('recommendations.followedEmpty')}</Typography> : <CardGrid items={followed} now={now} />}
      </Box>
    </Box>
  );
}
