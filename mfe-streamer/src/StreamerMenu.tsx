import { useSession, useStrings } from '@clipyard/shared';
import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { NavLink } from 'react-router';
import { appStrings } from './i18n';
import { adminPaths, routes } from './routes';

/**
 * The studio tools as navigation lists (exposed as `mfe_streamer/StreamerMenu`): the shell's /menu page shows it to
 * streamers and admins. Built from this remote's own route list, so a route the streamer team adds appears without
 * a shell release. Streamers see the studio (without /upload, which the shell already lists for every signed-in
 * user); admins see the moderation queue. It looks like the shell's own sections (dense, subheader not sticky, the
 * current page marked).
 */
const listedByShell = new Set(['/upload']);

function Section({ title, paths, onNavigate }: { title: string; paths: string[]; onNavigate?: () => void }) {
  const { i18n } = useStrings(appStrings);
  return (
    <List
      dense
      component="nav"
      aria-label={title}
      subheader={
        <ListSubheader component="li" disableSticky>
          {title}
        </ListSubheader>
      }
    >
      {routes
        .filter((route) => paths.includes(route.path))
        .map((route) => (
          <ListItem key={route.path} disablePadding>
            <ListItemButton component={NavLink} to={route.path} end onClick={onNavigate}>
              <ListItemText primary={route.titleKey ? i18n.t(route.titleKey) : route.path} />
            </ListItemButton>
          </ListItem>
        ))}
    </List>
  );
}

export function StreamerMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useStrings(appStrings);
  const isStreamer = useSession((s) => s.flags.isStreamer);
  const isAdmin = useSession((s) => s.flags.isAdmin);
  const studioPaths = routes.map((route) => route.path).filter((path) => !listedByShell.has(path) && !adminPaths.includes(path));
  return (
    <>
      {isStreamer ? <Section title={t('menu.title')} paths={studioPaths} onNavigate={onNavigate} /> : null}
      {isAdmin ? <Section title={t('menu.admin')} paths={adminPaths} onNavigate={onNavigate} /> : null}
    </>
  );
}

export default StreamerMenu;
