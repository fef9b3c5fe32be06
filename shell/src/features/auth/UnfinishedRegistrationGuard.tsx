import { FINISH_REGISTRATION_PATH, isUnfinishedRegistration, useSession } from '@clipyard/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Issue 9 item 9: a signed-in identity whose Clipyard account is unfinished (username 'UNKNOWN') is taken from any
 * page to the one that finishes or cancels it, instead of meeting 'Finish creating your account to continue' on
 * every action. The register screens are left alone: their own submit passes through that state on purpose.
 */
export function UnfinishedRegistrationGuard() {
  const unfinished = useSession((s) => s.flags.isSignedIn && isUnfinishedRegistration(s.userProfile));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const exempt = pathname === FINISH_REGISTRATION_PATH || pathname.startsWith('/account/register');
  useEffect(() => {
    if (unfinished && !exempt) void navigate(FINISH_REGISTRATION_PATH, { replace: true });
  }, [unfinished, exempt, navigate]);
  return null;
}
