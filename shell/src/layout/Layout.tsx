import { Box, Drawer, Link as MuiLink } from '@mui/material';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UnfinishedRegistrationGuard } from '../auth/UnfinishedRegistrationGuard';
import { SettingsDialog } from '../settings/SettingsDialog';
import { AppHeader } from './AppHeader';
import { NavList } from './NavList';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../i18n/setup';

/** SPEC section 2: navigation scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The one shared layout of every route except /oauth/twitch. */
export function Layout() {
  const { t } = useStrings(shellStrings);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
      <ScrollToTop />
      <UnfinishedRegistrationGuard />
      <MuiLink
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('skipToContent')}
      </MuiLink>
      <AppHeader onOpenDrawer={() => setDrawerOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 280 }}>
          <NavList onNavigate={() => setDrawerOpen(false)} />
        </Box>
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, width: '100%', maxWidth: 1400, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, outline: 'none' }}>
        <Outlet />
      </Box>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
