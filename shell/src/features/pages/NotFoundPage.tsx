import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';

/** Any path no route matches (SPEC section 2). */
export function NotFoundPage() {
  const { t } = useStrings(shellStrings);
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="not-found">
      <Typography variant="h2" component="p" sx={{ fontWeight: 800, color: 'info.main' }} aria-hidden="true">
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('pages.notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('pages.notFound.body')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('pages.notFound.home')}
      </Button>
    </Box>
  );
}
