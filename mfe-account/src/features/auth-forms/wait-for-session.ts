import { getSession, useSession, type AuthUser, type SessionState } from '@clipyard/shared';

/**
 * Resolves once the session store satisfies `ready` (checked now and on every change), or after `timeoutMs` at the
 * latest: the shell's auth listener feeds the store, and a screen waiting for it must never hang.
 */
export function untilSession(ready: (state: SessionState) => boolean, timeoutMs = 5000): Promise<void> {
  if (ready(getSession())) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useSession.subscribe((state) => {
      if (ready(state)) done();
    });
  });
}

/**
 * After an identity action the shell's auth listener feeds the session store; API calls read their token from
 * it. This waits (bounded) until the store holds that user, and hands the user over itself if the listener is
 * late, so the next API call carries the right token.
 */
export async function waitForSessionUser(user: AuthUser, timeoutMs = 5000): Promise<void> {
  await untilSession((state) => state.authUser?.uid === user.uid, timeoutMs);
  if (getSession().authUser?.uid !== user.uid) await getSession().authSignedIn(user);
}
