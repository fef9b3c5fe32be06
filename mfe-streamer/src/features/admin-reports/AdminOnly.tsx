import { useSession, useStrings } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import type { ReactNode } from 'react';
import { adminReportsStrings } from './i18n';

/**
 * The moderation pages' gate (/admin/reports, /admin/log): a signed-out visitor is asked to log in, a signed-in
 * non-admin is refused, an admin sees the page. The server answers NOT_ADMIN to anyone else as well, so this only
 * spares them a screen of errors.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useStrings(adminReportsStrings);
  const loaded = useSession((s) => s.loaded);
  const flags = useSession((s) => s.flags);
  const profile = useSession((s) => s.userProfile);
  if (!loaded || (flags.isSignedIn && !profile)) return <LoadingState label={t('reports.loading')} />;
  if (!flags.isSignedIn) return <NoticeCard title={t('reports.signedOutTitle')} body={t('reports.signedOutBody')} to="/account/login" action={t('reports.login')} />;
  if (!flags.isAdmin) return <NotAdmin />;
  return <>{children}</>;
}

/** The refusal, also shown when the server answers NOT_ADMIN (the role was revoked since the profile loaded). */
export function NotAdmin() {
  const { t } = useStrings(adminReportsStrings);
  return <NoticeCard title={t('reports.notAdminTitle')} body={t('reports.notAdminBody')} to="/" action={t('reports.home')} />;
}
