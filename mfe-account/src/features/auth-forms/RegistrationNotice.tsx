import { useStrings, useSession } from '@clipyard/shared';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { authFormsStrings } from './i18n';

/**
 * Says that the signed-in account waits for a moderator's approval (REGISTRATION=approval, ADR 0136), with the reason
 * the person gave, or that it was not approved, with the moderators' public reason. Nothing for an account that may
 * take part.
 */
export function RegistrationNotice() {
  const { t } = useStrings(authFormsStrings);
  const registration = useSession((s) => (s.flags.isSignedIn ? (s.userProfile?.registration ?? null) : null));
  if (!registration) return null;
  const pending = registration.status === 'pending';
  return (
    <Alert severity={pending ? 'info' : 'warning'} data-testid="registration-notice" sx={{ mb: 2 }}>
      <AlertTitle component="h2">{pending ? t('welcome.pendingHeading') : t('welcome.rejectedHeading')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {pending ? t('welcome.pendingBody') : t('welcome.rejectedBody')}
      </Typography>
      {!pending && registration.decisionReason ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('welcome.decisionReason', { reason: registration.decisionReason })}
        </Typography>
      ) : null}
      {registration.reason ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('welcome.yourReason', { reason: registration.reason })}
        </Typography>
      ) : null}
    </Alert>
  );
}
