import { Box, IconButton } from '@mui/material';
import { isUnfinishedRegistration, useSession, useStrings } from '@clipyard/shared';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { shellStrings } from '../../i18n/setup';
import { BellIcon } from '../../ui/Icons';
import { unreadBadgeColors } from './badge-colors';
import { pollUnreadCount, useUnreadCount } from './unread-count';

// The panel (list, mark read, push toggle) is fetched on first open: nothing of it before the first view (ADR 0096).
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** The app bar's bell: the unread count in its accessible name and a small badge, opening the panel. */
export function NotificationBell() {
  const { t } = useStrings(shellStrings);
  // Only a registered account has notifications: an identity mid-registration (just created, no Clipyard account or
  // profile yet) would only be refused (403 ACCOUNT_NOT_REGISTERED, a console error on every sign-up, issue 19 item
  // 19). The count is asked for once the profile of this identity says the account exists, as the session's lists are.
  const uid = useSession((s) =>
    s.authUser && s.userProfile?.firebaseUid === s.authUser.uid && !isUnfinishedRegistration(s.userProfile) ? s.authUser.uid : undefined,
  );
  const unread = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const panelId = useId();

  useEffect(() => (uid ? pollUnreadCount() : undefined), [uid]);

  const label = unread > 0 ? t('appBar.notificationsUnread', { count: unread }) : t('appBar.notifications');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => {
          setMounted(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="notification-bell"
        sx={{ position: 'relative' }}
      >
        <BellIcon />
        {unread > 0 ? (
          // Decoration only: the count is in the button's name.
          <Box
            component="span"
            aria-hidden="true"
            data-testid="notification-badge"
            sx={(theme) => ({
              position: 'absolute',
              top: 4,
              right: 2,
              minWidth: 18,
              height: 18,
              px: 0.5,
              borderRadius: 9,
              ...unreadBadgeColors(theme),
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '18px',
              textAlign: 'center',
            })}
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        ) : null}
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
