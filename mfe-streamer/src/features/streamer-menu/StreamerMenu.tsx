import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { registerNamespace } from '../../i18n';
import { routes } from '../../routes';

registerNamespace();

/**
 * The streamer tools as a navigation list (exposed as `mfe_streamer/StreamerMenu`): the shell's
 * /menu page shows it to streamers. Built from this remote's own route list, so a route the
 * streamer team adds appears without a shell release. It looks like the shell's own sections (dense, subheader not
 * sticky, the current page marked) and leaves out /upload, which the shell already lists for every signed-in user.
 */
const listedByShell = new Set(['/upload']);

export function StreamerMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('streamer');
  return (
    <List
      dense
      component="nav"
      aria-label={t('menu.title')}
      subheader={
        <ListSubheader component="li" disableSticky>
          {t('menu.title')}
        </ListSubheader>
      }
    >
      {routes.filter((route) => !listedByShell.has(route.path)).map((route) => (
        <ListItem key={route.path} disablePadding>
          <ListItemButton component={NavLink} to={route.path} end onClick={onNavigate}>
            <ListItemText primary={route.titleKey ? t(route.titleKey) : route.path} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export default StreamerMenu;
