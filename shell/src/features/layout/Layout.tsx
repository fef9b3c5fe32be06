import { Box, Drawer, Link as MuiLink } from '@mui/material';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RegistrationBanner, UnfinishedRegistrationGuard } from '../auth';
import { KeepVisitedPage, OfflineBanner } from '../offline';
import { SettingsDialog } from '../settings';
import { AppHeader } from './AppHeader';
import { NavList } from './NavList';
import { useWideScreen } from './use-wide-screen';
import { APP_BAR_HEIGHT, WIDE_NAV_WIDTH } from './wide-nav';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';

/** SPEC section 2: navigation scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The one shared layout of every route except /oauth/twitch. From the theme's `xl` breakpoint (1536 px, ADR 0112) the
 * navigation is also a persistent column on the left, under the app bar, scrolling on its own; the content stays
 * centred in the width beside it. Not on /menu, which is the navigation itself: one copy of the links at a time (an
 * open drawer hides the column from assistive technology, as MUI's modal hides everything beside it).
 */
export function Layout() {
  const { t } = useStrings(shellStrings);
  const { pathname } = useLocation();
  const wide = useWideScreen();
  const persistentNav = wide && pathname !== '/menu';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', color: 'text.primary' }}>
      <ScrollToTop />
      <KeepVisitedPage />
      <UnfinishedRegistrationGuard />
      <MuiLink
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('skipToContent')}
      </MuiLink>
      <AppHeader onOpenDrawer={() => setDrawerOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
      <OfflineBanner />
      <RegistrationBanner />
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 280 }}>
          <NavList onNavigate={() => setDrawerOpen(false)} />
        </Box>
      </Drawer>
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {persistentNav ? (
          <Box
            data-testid="wide-nav"
            sx={{
              width: WIDE_NAV_WIDTH,
              flexShrink: 0,
              alignSelf: 'flex-start',
              position: 'sticky',
              top: APP_BAR_HEIGHT,
              height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
              boxSizing: 'border-box',
            }}
          >
            <NavList label={t('appBar.siteNavigation')} />
          </Box>
        ) : null}
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, width: '100%', maxWidth: 1400, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, outline: 'none' }}>
          <Outlet />
        </Box>
      </Box>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
