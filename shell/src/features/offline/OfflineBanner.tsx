import { isOffline, subscribeConnection, useStrings } from '@clipyard/shared';
import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { shellStrings } from '../../i18n/setup';

/**
 * Over every page while the browser is offline or a page shows answers this browser kept (ADR 0123): says that what is
 * on screen is what the person saw last, and that likes, comments and uploads need a connection. A status, so screen
 * readers announce it when it appears without moving focus. Never in the server render or the first client render
 * (the HTML host does not know), so hydration matches.
 */
export function OfflineBanner() {
  const { t } = useStrings(shellStrings);
  const offline = useSyncExternalStore(subscribeConnection, isOffline, () => false);
  if (!offline) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-banner" sx={{ borderRadius: 0 }}>
      {t('offlineBanner.message')}
    </Alert>
  );
}
