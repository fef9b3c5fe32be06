import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { authActions, useSession } from '@clipyard/shared';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { RemoteComponent } from '../federation/RemoteArea';
import { aboutLinks, accountLinks, discoverLinks, visibleFor, type NavLink } from './nav-links';

function Section({ title, links, onNavigate }: { title: string; links: NavLink[]; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const flags = useSession((s) => s.flags);
  return (
    <List dense subheader={<ListSubheader component="li" disableSticky>{title}</ListSubheader>}>
      {links.filter((link) => visibleFor(link, flags)).map((link) => (
        <ListItem key={link.to} disablePadding>
          <ListItemButton component={RouterNavLink} to={link.to} end onClick={onNavigate}>
            <ListItemText primary={t(link.labelKey)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The site's navigation, used by the drawer and the /menu page. Streamers also get the streamer remote's own menu. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const isStreamer = useSession((s) => s.flags.isStreamer);
  return (
    <nav aria-label={t('appBar.primaryNavigation')}>
      <Section title={t('pages.menu.discover')} links={discoverLinks} onNavigate={onNavigate} />
      <Section title={t('pages.menu.account')} links={accountLinks} onNavigate={onNavigate} />
      {isStreamer ? <RemoteComponent remote="mfe_streamer" expose="StreamerMenu" props={{ onNavigate }} /> : null}
      <Section title={t('pages.menu.about')} links={aboutLinks} onNavigate={onNavigate} />
      {isSignedIn ? (
        <List dense>
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => {
                onNavigate?.();
                void authActions.signOut();
              }}
              data-testid="sign-out"
            >
              <ListItemText primary={t('nav.signOut')} />
            </ListItemButton>
          </ListItem>
        </List>
      ) : null}
    </nav>
  );
}
