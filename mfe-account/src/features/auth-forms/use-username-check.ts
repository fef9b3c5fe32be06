import { USERNAME_PATTERN, callApi } from '@clipyard/shared';
import { useEffect, useState } from 'react';

export type UsernameStatus = 'idle' | 'invalid' | 'checking' | 'taken' | 'confusable' | 'free' | 'unknown';

/** Checks the username as it is typed (debounced, checkUsernameInUse); the last answer wins. */
export function useUsernameCheck(username: string, debounceMs = 400): UsernameStatus {
  const [status, setStatus] = useState<UsernameStatus>('idle');
  useEffect(() => {
    const value = username.trim();
    if (!value) return setStatus('idle');
    if (!USERNAME_PATTERN.test(value)) return setStatus('invalid');
    setStatus('checking');
    let live = true;
    const timer = setTimeout(async () => {
      const answer = await callApi('client/userLogins/checkUsernameInUse', { username: value });
      if (!live) return;
      // A name that only looks like a taken one (Cyrillic or fullwidth letters) is refused too, and said so.
      setStatus(answer ? (answer.isConfusable ? 'confusable' : answer.isInUse ? 'taken' : 'free') : 'unknown');
    }, debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username, debounceMs]);
  return status;
}
