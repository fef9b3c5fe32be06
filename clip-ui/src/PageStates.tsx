import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

/**
 * The states every screen has besides its content, alike across remotes: loading (a polite status), an error
 * with a retry, and a card with a title, a sentence and one way on (not found, signed out, not a streamer).
 * Callers pass their own translated strings.
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', py: 8 }}>
      <CircularProgress size={24} />
      <Typography>{label}</Typography>
    </Stack>
  );
}

export function ErrorState({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{retryLabel}</Button>}>
        {message}
      </Alert>
    </Box>
  );
}

export function NoticeCard({ title, body, to, action }: { title: string; body: string; to: string; action: string }) {
  return (
    <Box component="section" sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, width: '100%' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ mb: 3 }}>{body}</Typography>
        <Button component={Link} to={to} variant="contained">
          {action}
        </Button>
      </Paper>
    </Box>
  );
}
