import { Box, Paper, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The card every account form sits in: a heading, the form (native submit so Enter works), links below. */
export function AuthCard({ heading, children, footer, onSubmit, busy }: { heading: string; children: ReactNode; footer?: ReactNode; onSubmit: () => void; busy: boolean }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Box component="section" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {heading}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-busy={busy} sx={{ display: 'grid', gap: 2, mt: 2 }}>
          {children}
        </Box>
        {footer ? <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>{footer}</Box> : null}
      </Paper>
    </Box>
  );
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side email check (the identity provider checks again): a translation key or null. */
export function emailProblem(email: string): 'forms.emailRequired' | 'forms.emailInvalid' | null {
  if (!email.trim()) return 'forms.emailRequired';
  if (!EMAIL_PATTERN.test(email.trim())) return 'forms.emailInvalid';
  return null;
}
