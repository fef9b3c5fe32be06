import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The card every state of the action page sits in: a heading (the page's h1), a body, actions. */
export function ActionCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="email-action-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 480, display: 'grid', gap: 2 }}>
        <Typography id="email-action-heading" variant="h5" component="h1">
          {heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
