import { USERNAME_PATTERN, callApi } from '@clipyard/shared';
import { useEffect, useState } from 'react';

export type UsernameStatus = 'idle' | 'invalid' | 'checking' | 'taken' | 'free' | 'unknown';

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
      setStatus(answer ? (answer.isInUse ? 'taken' : 'free') : 'unknown');
    }, debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username, debounceMs]);
  return status;
}
