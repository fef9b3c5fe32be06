import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { useSession } from '@clipyard/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountIcon, MenuIcon, SearchIcon, SettingsIcon } from './icons';

/** The app bar: menu, brand, search entry, sign-in or profile, settings. Painted before any remote loads. */
export function AppHeader({ onOpenDrawer, onOpenSettings }: { onOpenDrawer: () => void; onOpenSettings: () => void }) {
  const { t } = useTranslation('shell');
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const username = useSession((s) => s.userProfile?.username);
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
        <IconButton color="inherit" component={Link} to="/search" aria-label={t('appBar.search')} title={t('appBar.search')}>
          <SearchIcon />
        </IconButton>
        {isSignedIn ? (
          <IconButton color="inherit" component={Link} to="/account/userProfile" aria-label={t('appBar.profile')} title={t('appBar.profile')} data-testid="profile-button">
            <AccountIcon />
            <Typography component="span" variant="body2" sx={{ ml: 1, display: { xs: 'none', sm: 'inline' } }}>
              {username && username !== 'UNKNOWN' ? username : ''}
            </Typography>
          </IconButton>
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
