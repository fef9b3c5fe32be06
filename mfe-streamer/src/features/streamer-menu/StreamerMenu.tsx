import { List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerNamespace } from '../../i18n';
import { routes } from '../../routes';

registerNamespace();

/**
 * The streamer tools as a navigation list (exposed as `mfe_streamer/StreamerMenu`): the shell's
 * /menu page shows it to streamers. Built from this remote's own route list, so a route the
 * streamer team adds appears without a shell release.
 */
export function StreamerMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('streamer');
  return (
    <List component="nav" aria-label={t('menu.title')} subheader={<ListSubheader component="li">{t('menu.title')}</ListSubheader>}>
      {routes.map((route) => (
        <ListItem key={route.path} disablePadding>
          <ListItemButton component={Link} to={route.path} onClick={onNavigate}>
            <ListItemText primary={route.titleKey ? t(route.titleKey) : route.path} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export default StreamerMenu;
