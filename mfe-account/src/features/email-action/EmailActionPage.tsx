import { useStrings } from '@clipyard/shared';
import { Button, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import { ActionCard } from './ActionCard';
import { ApplyCode } from './ApplyCode';
import { EmailLinkSignIn } from './EmailLinkSignIn';
import { emailActionStrings } from './i18n';
import { ResetPassword } from './ResetPassword';

/**
 * `/account/action` (ADR 0053): where the provider's email links land, with `mode` and the one-time `oobCode` in
 * the query (Firebase's action URL format). Each mode has its own screen; the page works signed in or not.
 */
export function EmailActionPage() {
  const { t } = useStrings(emailActionStrings);
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';

  if (code) {
    if (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') return <ApplyCode key={code} mode={mode} code={code} />;
    if (mode === 'resetPassword') return <ResetPassword key={code} code={code} />;
    if (mode === 'signIn') return <EmailLinkSignIn key={code} code={code} />;
  }
  return (
    <ActionCard heading={code ? t('emailAction.unsupportedTitle') : t('emailAction.missingTitle')}>
      <Typography>{t('emailAction.missingBody')}</Typography>
      <Button component={Link} to="/" variant="contained" sx={{ justifySelf: 'start' }}>
        {t('emailAction.home')}
      </Button>
    </ActionCard>
  );
}
