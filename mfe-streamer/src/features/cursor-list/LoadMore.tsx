import { Alert, Box, Button } from '@mui/material';

/**
 * "Load more" under a keyset list: busy while the page loads. `failed` (the list's own words) says a page could not
 * be loaded, above the button, while the rows stay shown and the button tries the same page again.
 */
export function LoadMore({ label, loading, failed, onClick }: { label: string; loading: boolean; failed: string | null; onClick: () => void }) {
  return (
    <Box sx={{ mt: 1 }}>
      {failed ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failed}
        </Alert>
      ) : null}
      <Button onClick={onClick} loading={loading}>
        {label}
      </Button>
    </Box>
  );
}
