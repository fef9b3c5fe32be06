import { useStrings } from '@clipyard/shared';
import { Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActionCard } from './ActionCard';
import { ApplyCode } from './ApplyCode';
import { ContinueAfterLink, isContinueKind } from './ContinueAfterLink';
import { EmailLinkSignIn } from './EmailLinkSignIn';
import { emailActionStrings } from './i18n';
import { adoptLinkLanguage } from './link-language';
import { ResetPassword } from './ResetPassword';

/**
 * `/account/action` (ADR 0053): where the provider's email links land, with `mode` and the one-time `oobCode` in
 * the query (Firebase's action URL format). Each mode has its own screen; the page works signed in or not. With no
 * code but a `continue`, the provider's own page has already used it (ADR 0120): the outcome is shown. The link's
 * `lang` is the person's language, shown where this device has none chosen.
 */
export function EmailActionPage() {
  const { t } = useStrings(emailActionStrings);
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  const after = params.get('continue') ?? '';
  const lang = params.get('lang');
  useEffect(() => adoptLinkLanguage(lang), [lang]);

  if (code) {
    if (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') return <ApplyCode key={code} mode={mode} code={code} />;
    if (mode === 'resetPassword') return <ResetPassword key={code} code={code} />;
    if (mode === 'signIn') return <EmailLinkSignIn key={code} code={code} />;
  } else if (isContinueKind(after)) {
    return <ContinueAfterLink key={after} kind={after} />;
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
