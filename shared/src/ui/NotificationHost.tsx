import { Alert, Box, CircularProgress, IconButton, Typography } from '@mui/material';
import type { CSSProperties } from 'react';
import { useStore } from 'zustand';
import { dismissNotification, notificationPositions, notificationStore, type ActiveNotification, type NotificationPosition } from './notifications';
import { useStrings } from '../i18n/use-strings';
import { uiStrings } from './i18n';

// MUI Alert severities for our five types; 'ongoing' reads as info with a spinner.
const severity = { positive: 'success', negative: 'error', warning: 'warning', info: 'info', ongoing: 'info' } as const;

function placement(position: NotificationPosition): CSSProperties {
  const [v, h] = position.includes('-') ? position.split('-') : ['left', 'right'].includes(position) ? ['center', position] : [position, 'center'];
  const style: CSSProperties = { position: 'fixed', zIndex: 1500, display: 'flex', flexDirection: 'column', gap: 8, padding: 16, pointerEvents: 'none', maxWidth: '100%' };
  if (v === 'top') style.top = 0;
  else if (v === 'bottom') style.bottom = 0;
  else { style.top = '50%'; style.transform = 'translateY(-50%)'; }
  if (h === 'left') style.left = 0;
  else if (h === 'right') style.right = 0;
  else { style.left = '50%'; style.transform = `${style.transform ?? ''} translateX(-50%)`.trim(); }
  return style;
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </svg>
  );
}

function Notification({ item }: { item: ActiveNotification }) {
  const { t } = useStrings(uiStrings);
  return (
    <Alert
      data-testid="notification"
      data-type={item.type}
      data-position={item.position}
      variant="filled"
      severity={severity[item.type]}
      icon={item.type === 'ongoing' ? <CircularProgress size={18} sx={{ color: '#fff' }} aria-label={t('working')} /> : undefined}
      // White text on every type (SPEC section 9).
      sx={{ color: '#fff', pointerEvents: 'auto', minWidth: 260, maxWidth: 480, '& .MuiAlert-icon': { color: '#fff' } }}
      role={item.type === 'negative' ? 'alert' : 'status'}
      action={
        <IconButton size="small" aria-label={t('dismiss')} onClick={() => dismissNotification(item.id)} sx={{ color: '#fff' }}>
          <CloseIcon />
        </IconButton>
      }
    >
      <Typography component="div" variant="body2" sx={{ color: '#fff' }}>
        {item.message}
      </Typography>
      {item.caption ? (
        <Typography component="div" variant="caption" sx={{ color: '#fff', opacity: 0.85 }}>
          {item.caption}
        </Typography>
      ) : null}
    </Alert>
  );
}

/** Renders every active notification in its position group. Mounted once, by the shell. */
export function NotificationHost() {
  const items = useStore(notificationStore, (s) => s.items);
  const { t } = useStrings(uiStrings);
  return (
    <Box component="section" aria-label={t('notificationsRegion')} aria-live="polite">
      {notificationPositions.map((position) => {
        const group = items.filter((n) => n.position === position);
        if (group.length === 0) return null;
        return (
          <div key={position} style={placement(position)} data-testid={`notifications-${position}`}>
            {group.map((item) => (
              <Notification key={item.id} item={item} />
            ))}
          </div>
        );
      })}
    </Box>
  );
}
