import { forgetSignedInAnswers, useSession } from '@clipyard/shared';

/**
 * A signed-in person's kept answers (their likes, follows, notifications...) leave this browser when they sign out
 * (ADR 0123): a signed-in user who turns into nobody is a sign-out (or a deleted or disabled account). Answers of
 * anonymous reads stay. Answers the function that stops watching.
 */
export function forgetAnswersOnSignOut(): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.authUser && !state.authUser) void forgetSignedInAnswers();
  });
}
