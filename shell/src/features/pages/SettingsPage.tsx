import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SettingsDialog } from '../settings';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';

/**
 * /settings: the settings dialog as a route; closing it goes back to the page it was opened from, or home when
 * /settings was the first page of this visit. `history.length` cannot tell: a tab that came from another site has a
 * longer history, and going back would leave the site. The router's first location has the key 'default'.
 */
export function SettingsPage() {
  const { t } = useStrings(shellStrings);
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  useDocumentTitle(t('pages.settings.title'));
  const close = () => (openedDirectly ? navigate('/', { replace: true }) : navigate(-1));
  return <SettingsDialog open onClose={close} />;
}
