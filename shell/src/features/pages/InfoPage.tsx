import { Paper, Typography } from '@mui/material';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useStrings } from '@clipyard/shared';
import { shellStrings } from '../../i18n/setup';

type InfoPageKey = 'license' | 'info' | 'installation' | 'privacyPolicy' | 'termsOfService' | 'safetyStandards';

/** The shell's text pages (license, info, installation, privacy policy, terms, safety standards). */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useStrings(shellStrings);
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 800, mx: 'auto' }} data-testid={`page-${page}`}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>{t(`pages.${page}.body`)}</Typography>
    </Paper>
  );
}
