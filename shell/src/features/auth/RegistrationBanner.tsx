import { everyWhileActive, getSession, useSession, useStrings } from '@clipyard/shared';
import { Alert, Link as MuiLink } from '@mui/material';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { shellStrings } from '../../i18n/setup';

/**
 * Over every page while the signed-in account waits for a moderator's approval or was not approved (REGISTRATION=
 * approval, ADR 0136): says so, and links to the welcome page, which shows the reason given (and the moderators').
 * A status, so screen readers announce it without moving focus. While pending, the profile is read again every
 * PENDING_CHECK_MS of activity, so an approval lifts the banner without a reload.
 */
export const PENDING_CHECK_MS = 60_000;

export function RegistrationBanner() {
  const { t } = useStrings(shellStrings);
  const status = useSession((s) => (s.flags.isSignedIn ? (s.userProfile?.registration?.status ?? null) : null));
  useEffect(() => (status === 'pending' ? everyWhileActive(PENDING_CHECK_MS, () => void getSession().refreshProfile()) : undefined), [status]);
  if (!status) return null;
  return (
    <Alert severity={status === 'pending' ? 'info' : 'warning'} role="status" data-testid="registration-banner" sx={{ borderRadius: 0 }}>
      {t(status === 'pending' ? 'registrationBanner.pending' : 'registrationBanner.rejected')}{' '}
      <MuiLink component={Link} to="/account/register/welcome" color="inherit">
        {t('registrationBanner.details')}
      </MuiLink>
    </Alert>
  );
}
