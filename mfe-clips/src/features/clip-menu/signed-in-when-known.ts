import { getSession, useSession } from '@clipyard/shared';

/** How long a tap waits for the session to restore before it is answered as signed out. */
const RESTORE_LIMIT_MS = 10_000;

/**
 * Whether the viewer is signed in, once that is known. Right after a page load the session restores in the background
 * (the shell starts Firebase after the first paint), so for a moment a signed-in person reads as signed out: a tap on
 * Save then must wait for the answer rather than ask them to sign in (e2e run 93 saw exactly that). Signed in is
 * certain at once; signed out only once the session has loaded.
 */
export function signedInWhenKnown(limitMs = RESTORE_LIMIT_MS): Promise<boolean> {
  const now = getSession();
  if (now.flags.isSignedIn || now.loaded) return Promise.resolve(now.flags.isSignedIn);
  return new Promise((resolve) => {
    let stop = () => undefined as void;
    const finish = () => {
      stop();
      clearTimeout(timer);
      resolve(getSession().flags.isSignedIn);
    };
    const timer = setTimeout(finish, limitMs);
    stop = useSession.subscribe((state) => {
      if (state.loaded || state.flags.isSignedIn) finish();
    });
  });
}
