import { Box, Button, Paper, Typography } from '@mui/material';
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
