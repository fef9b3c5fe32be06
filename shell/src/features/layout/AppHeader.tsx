import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { useSession, useStrings } from '@clipyard/shared';
import { Link } from 'react-router';
import { AppBarSearch } from './AppBarSearch';
import { AccountMenu } from './AccountMenu';
import { NotificationBell } from '../notifications';
import { MenuIcon, SettingsIcon } from '../../ui/Icons';
import { shellStrings } from '../../i18n/setup';

/** The app bar: menu, brand, search entry, sign-in or the notification bell and account menu, settings. Painted before any remote loads. */
export function AppHeader({ onOpenDrawer, onOpenSettings }: { onOpenDrawer: () => void; onOpenSettings: () => void }) {
  const { t } = useStrings(shellStrings);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  return (
    <AppBar position="sticky" color="secondary" enableColorOnDark elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" color="inherit" aria-label={t('appBar.openMenu')} onClick={onOpenDrawer}>
          <MenuIcon />
        </IconButton>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          data-testid="brand"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, letterSpacing: 0.5 }}
        >
          {t('brand')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {/* Native titles, not MUI Tooltip: it keeps Popper out of the first load. */}
        <AppBarSearch />
        {isSignedIn ? (
          <>
            <NotificationBell />
            <AccountMenu />
          </>
        ) : (
          <Button color="inherit" component={Link} to="/account/login" data-testid="sign-in-button">
            {t('appBar.signIn')}
          </Button>
        )}
        <IconButton color="inherit" aria-label={t('appBar.settings')} title={t('appBar.settings')} onClick={onOpenSettings} data-testid="settings-button">
          <SettingsIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
