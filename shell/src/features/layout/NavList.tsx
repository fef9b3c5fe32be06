import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { channelPath, authActions, useSession, useStrings } from '@clipyard/shared';
import { NavLink as RouterNavLink } from 'react-router';
import { RemoteComponent } from '../federation';
import { useFollowedChannels } from './followed-channels';
import { aboutLinks, accountLinks, discoverLinks, visibleFor, type NavLink } from './nav-links';
import { shellStrings } from '../../i18n/setup';

function Section({ title, links, onNavigate }: { title: string; links: NavLink[]; onNavigate?: () => void }) {
  const { t } = useStrings(shellStrings);
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

/**
 * The followed channels (the account's signed in, this device's signed out), each a link to its page: the channel's
 * display name and a small picture once the server has named it, the login until then (or if it cannot).
 */
function FollowedSection({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useStrings(shellStrings);
  const followed = useFollowedChannels(useSession((s) => s.followedChannels));
  if (followed.length === 0) return null;
  return (
    <List dense data-testid="nav-followed" subheader={<ListSubheader component="li" disableSticky>{t('pages.menu.followed')}</ListSubheader>}>
      {followed.map(({ login, displayName, avatarUrl }) => (
        <ListItem key={login} disablePadding>
          <ListItemButton component={RouterNavLink} to={channelPath(login)} end onClick={onNavigate} data-channel={login}>
            <ListItemAvatar sx={{ minWidth: 36 }}>
              <Avatar
                src={avatarUrl ?? undefined}
                alt=""
                aria-hidden
                data-testid="nav-channel-avatar"
                sx={{ width: 24, height: 24, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                {/* The first character, not the first UTF-16 unit: half an emoji would draw as U+FFFD. */}
                {(Array.from(displayName)[0] ?? '').toUpperCase()}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={displayName} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The site's navigation, used by the drawer, the /menu page and the wide screen's persistent column (ADR 0112), each
 * with its own landmark label (`label`, the drawer's and the page's by default). Streamers and admins also get the
 * streamer remote's own menu (its studio tools, and the moderation queue for admins: the remote decides which entries
 * each sees).
 */
export function NavList({ onNavigate, label }: { onNavigate?: () => void; label?: string }) {
  const { t } = useStrings(shellStrings);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const isStreamer = useSession((s) => s.flags.isStreamer);
  const isAdmin = useSession((s) => s.flags.isAdmin);
  return (
    <nav aria-label={label ?? t('appBar.primaryNavigation')}>
      <Section title={t('pages.menu.discover')} links={discoverLinks} onNavigate={onNavigate} />
      <FollowedSection onNavigate={onNavigate} />
      <Section title={t('pages.menu.account')} links={accountLinks} onNavigate={onNavigate} />
      {isStreamer || isAdmin ? <RemoteComponent remote="mfe_streamer" expose="StreamerMenu" props={{ onNavigate }} /> : null}
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
