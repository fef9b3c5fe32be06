import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../head/use-document-title';
import { SettingsDialog } from '../settings/SettingsDialog';

/** /settings: the settings dialog as a route; closing it goes back (or home on a direct visit). */
export function SettingsPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useDocumentTitle(t('pages.settings.title'));
  const close = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return <SettingsDialog open onClose={close} />;
}
