import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ComingSoonProps {
  title: string;
  description: string;
  /** Localized 'Back to the frontpage'. */
  homeLabel: string;
  /** Localized small heading such as 'Coming soon'. */
  badge?: string;
}

/**
 * A designed page for a route whose screen is not built yet: its title, one sentence on what it
 * will do, and a way home. Each owner passes its own localized strings.
 */
export function ComingSoon({ title, description, homeLabel, badge }: ComingSoonProps) {
  return (
    <Box component="section" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, width: '100%', bgcolor: 'background.paper' }}>
        {badge ? (
          <Typography variant="overline" component="p" sx={{ color: 'info.main', fontWeight: 700 }}>
            {badge}
          </Typography>
        ) : null}
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" sx={{ mb: 3 }}>
          {description}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          {homeLabel}
        </Button>
      </Paper>
    </Box>
  );
}

/**
 * A route component for a screen not built yet, from a remote's namespace: its `routes.<key>.title`
 * and `.description`, `common.comingSoon` and `common.home`.
 */
export function comingSoonPage(namespace: string, routeKey: string) {
  function Page() {
    const { t } = useTranslation(namespace);
    return (
      <ComingSoon
        badge={t('common.comingSoon')}
        title={t(`routes.${routeKey}.title`)}
        description={t(`routes.${routeKey}.description`)}
        homeLabel={t('common.home')}
      />
    );
  }
  Page.displayName = `ComingSoon(${namespace}:${routeKey})`;
  return Page;
}
