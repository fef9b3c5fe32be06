import { notify } from '@clipyard/shared';
import i18next from 'i18next';

/**
 * Says why the person was signed out when a call found their account suspended (issue 22): the moderator's public
 * reason when there is one. Several calls in flight may all be refused at once: the person is told once per session.
 * It stays until dismissed, like the other session endings (session-end.ts).
 */
let told = false;

export function reportAccountSuspended(publicReason: string | null): void {
  if (told) return;
  told = true;
  const message = publicReason ? i18next.t('shell:auth.accountSuspendedReason', { reason: publicReason }) : i18next.t('shell:auth.accountSuspended');
  notify({ type: 'warning', timeout: 0, message });
}

/** A new sign-in starts a new session: a later suspension is told again. */
export function resetAccountSuspendedNotice(): void {
  told = false;
}
