import { channelPath, useStrings } from '@clipyard/shared';
import { Box, Button, CircularProgress, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link } from 'react-router';
import { discoveryStrings } from './i18n';
import { useReasonText } from './recommendation-reason';
import { useRecommendations } from './use-recommendations';

/** A rail is a glance, not the page: a handful of channels and a way to the rest. */
export const RAIL_MAX = 5;

/**
 * The frontpage's compact recommendation rail (exposed as `mfe_channels/RecommendationRail`, mounted by the frontpage
 * through the shell's `frontpageRail` slot): the first recommended channels (never a blocked or followed one), each
 * with why it is recommended, and a link to `/recommendations`.
 */
export function RecommendationRail() {
  const { t } = useStrings(discoveryStrings);
  const headingId = useId();
  const { state, reload } = useRecommendations({ followedOutsideRanking: false });
  const reasonText = useReasonText();
  const items = state.status === 'ready' ? state.items.slice(0, RAIL_MAX) : [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid="recommendation-rail" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('rail.heading')}
        </Typography>
        <MuiLink component={Link} to="/recommendations" variant="body2">
          {t('rail.seeAll')}
        </MuiLink>
      </Stack>
      {state.status === 'loading' && <CircularProgress size={24} aria-label={t('rail.loading')} />}
      {state.status === 'error' && (
        <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('rail.failed')}
          </Typography>
          <Button size="small" onClick={reload}>
            {t('rail.retry')}
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && items.length === 0 && (
        <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('rail.empty')}
          </Typography>
          <Button size="small" component={Link} to="/search">
            {t('rail.search')}
          </Button>
        </Stack>
      )}
      {items.length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
          {items.map((item) => {
            const reason = state.status === 'ready' ? reasonText(item, state.fetchedAt) : null;
            return (
              <Stack component="li" key={item.channelLogin} direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0 }} data-testid={`rail-${item.channelLogin}`}>
                <Box aria-hidden sx={{ flexShrink: 0, width: 36, height: 36, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
                  {[...item.displayName][0]?.toUpperCase()}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <MuiLink component={Link} to={channelPath(item.channelLogin)} sx={{ fontWeight: 600, display: 'block' }} noWrap>
                    {item.displayName}
                  </MuiLink>
                  {reason ? (
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {reason}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

export default RecommendationRail;
