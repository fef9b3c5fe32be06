import { Paper, Typography } from '@mui/material';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NavList } from './NavList';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';

/** /menu: the whole navigation as a page (the mobile way in). */
export function MenuPage() {
  const { t } = useStrings(shellStrings);
  useDocumentTitle(t('pages.menu.title'));
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: 1 }}>
      <Typography variant="h4" component="h1" sx={{ px: 2, pt: 1 }}>
        {t('pages.menu.title')}
      </Typography>
      <NavList />
    </Paper>
  );
}
