import { authErrorMessage, useStrings } from '@clipyard/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { ActionCard } from './ActionCard';
import { emailActionStrings } from './i18n';

type AskKey = 'emailAction.askVerify' | 'emailAction.askChange' | 'emailAction.askReset' | 'emailAction.askSignIn';

/** Where a person asks for a new link of the same kind. */
const askAgain: Record<string, { to: string; label: AskKey }> = {
  verifyEmail: { to: '/account/email', label: 'emailAction.askVerify' },
  verifyAndChangeEmail: { to: '/account/email', label: 'emailAction.askChange' },
  resetPassword: { to: '/account/reset', label: 'emailAction.askReset' },
  signIn: { to: '/account/login', label: 'emailAction.askSignIn' },
};

/**
 * A link that did not work: an expired code and a used (or mangled) one each say so in their own words and offer a
 * new link of the same kind; anything else (the network...) shows the provider's message and a retry.
 */
export function LinkFailure({ mode, code, onRetry }: { mode: string; code: string; onRetry?: () => void }) {
  const { t } = useStrings(emailActionStrings);
  const ask = askAgain[mode];
  const expired = code === 'auth/expired-action-code';
  const used = code === 'auth/invalid-action-code';
  const heading = expired ? t('emailAction.expiredTitle') : used ? t('emailAction.usedTitle') : t('emailAction.failedTitle');
  return (
    <ActionCard heading={heading}>
      {expired || used ? (
        <Typography>{expired ? t('emailAction.expiredBody') : t('emailAction.usedBody')}</Typography>
      ) : (
        <Alert severity="error">{authErrorMessage(t, code)}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {!expired && !used && onRetry ? (
          <Button variant="contained" onClick={onRetry}>
            {t('emailAction.retry')}
          </Button>
        ) : null}
        {ask ? (
          <Button component={Link} to={ask.to} variant={expired || used ? 'contained' : 'outlined'}>
            {t(ask.label)}
          </Button>
        ) : null}
        <Button component={Link} to="/">
          {t('emailAction.home')}
        </Button>
      </Stack>
    </ActionCard>
  );
}
