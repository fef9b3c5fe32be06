import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The states of a moderation list before it has rows (the commenting blocks, the suspended accounts, the legal holds): loading,
 * failed with a retry, or empty. The texts are the list's own.
 */
export function ListStates({ state, loading, failed, retry, empty, onRetry }: { state: 'loading' | 'error' | 'empty'; loading: string; failed: string; retry: string; empty: string; onRetry: () => void }) {
  if (state === 'loading') {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} />
        <Typography>{loading}</Typography>
      </Stack>
    );
  }
  if (state === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {retry}
          </Button>
        }
      >
        {failed}
      </Alert>
    );
  }
  return <Typography color="text.secondary">{empty}</Typography>;
}

/**
 * A moderation list (commenting blocks, suspended accounts, legal holds): its states until it has rows, then one row
 * per item with what it is on the left and its action on the right (stacked on a phone).
 */
export function ModerationList<T>({
  status,
  items,
  texts,
  onRetry,
  labelledBy,
  testId,
  keyOf,
  details,
  action,
}: {
  /** 'idle' (not asked yet) shows as loading: the list is on its way. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  items: T[];
  texts: { loading: string; failed: string; retry: string; empty: string };
  onRetry: () => void;
  labelledBy: string;
  testId: string;
  keyOf: (item: T) => string;
  details: (item: T) => ReactNode;
  action: (item: T) => ReactNode;
}) {
  if (status !== 'ready' || items.length === 0) return <ListStates state={status === 'ready' ? 'empty' : status === 'idle' ? 'loading' : status} {...texts} onRetry={onRetry} />;
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={keyOf(item)}
          data-testid={testId}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {details(item)}
          <Box sx={{ flexShrink: 0 }}>{action(item)}</Box>
        </Stack>
      ))}
    </Box>
  );
}
