import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';
import { useId } from 'react';
import { useStore } from 'zustand';
import { maintenanceStore } from './maintenance-store';

/**
 * SPEC section 8: 'Clipyard is currently down for maintenance', shown as a dialog while the API answers that it is in
 * maintenance or does not answer. It cannot be dismissed: it closes by itself when is-online answers again.
 */
export function MaintenanceDialog() {
  const { t } = useStrings(shellStrings);
  const { down, nextAttemptAt, retryNow } = useStore(maintenanceStore);
  const titleId = useId();
  const messageId = useId();
  if (!down) return null;
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={messageId} data-testid="maintenance-dialog">
      <DialogTitle id={titleId}>{t('errors:MAINTENANCE')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{nextAttemptAt === null ? t('maintenance.checking') : t('maintenance.retrying')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {nextAttemptAt === null ? <CircularProgress size={24} aria-label={t('maintenance.checking')} /> : null}
        <Button autoFocus variant="contained" onClick={retryNow} disabled={nextAttemptAt === null} data-testid="maintenance-retry">
          {t('maintenance.retryNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
